import { createContext, useContext } from 'react';
import type { TaskSlots } from '../types';
import type { TaskFlow } from './use-task-flow';

/** What every part of the tasks page shares: the queue, claims, the page error and the slots. */
export type TasksContextValue = {
  flow: TaskFlow;
  claim: (leadId: number) => Promise<void>;
  claimingId: number | null;
  onPageError: (error: unknown) => void;
  /** Navigation after an order is created (TASK-23): left to the page, which owns the router. */
  onOrderCreated: (order: { id: number; shortCode: string }) => void;
  onOrderUpdated: () => void;
  slots: TaskSlots;
};

export const TasksContext = createContext<TasksContextValue | null>(null);

export function useTasksContext(): TasksContextValue {
  const value = useContext(TasksContext);
  if (!value) throw new Error('useTasksContext outside the tasks page');
  return value;
}
