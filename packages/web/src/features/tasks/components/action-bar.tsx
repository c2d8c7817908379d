import { Space } from 'antd';
import { type Hotkey, useHotkeys } from '@/hooks/use-hotkeys';
import type { Outcome } from '../hooks/use-outcome';
import { OutcomeButton } from './outcome-button';

export type ActionDef = {
  name: string;
  hotkey: string;
  label: string;
  run: () => void;
  danger?: boolean;
  disabled?: boolean;
};

/** A row of outcome buttons, each with its key (beyond the spec); keys are off while a dialog is open. */
export function ActionBar({
  actions,
  outcome,
  dialogOpen,
  testId,
}: {
  actions: ActionDef[];
  outcome: Outcome;
  dialogOpen: boolean;
  testId: string;
}) {
  const { busy, pending } = outcome;
  const hotkeys: Hotkey[] = actions.map((action) => ({
    key: action.hotkey,
    run: action.run,
    disabled: busy || action.disabled,
  }));
  useHotkeys(hotkeys, !dialogOpen);
  return (
    <Space wrap data-testid={testId}>
      {actions.map((action) => (
        <OutcomeButton
          key={action.name}
          hotkey={action.hotkey}
          danger={action.danger}
          onClick={action.run}
          disabled={action.disabled || (busy && pending !== action.name)}
          loading={pending === action.name}
        >
          {action.label}
        </OutcomeButton>
      ))}
    </Space>
  );
}
