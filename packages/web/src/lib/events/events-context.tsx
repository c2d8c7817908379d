import type { EventMap, EventType } from '@umbrella/contract';
import { createContext, type ReactNode, useContext, useEffect, useEffectEvent } from 'react';
import type { EventStream } from './event-stream';

const EventsContext = createContext<EventStream | null>(null);

export function EventsProvider({ stream, children }: { stream: EventStream; children: ReactNode }) {
  return <EventsContext.Provider value={stream}>{children}</EventsContext.Provider>;
}

export function useEventStream(): EventStream {
  const stream = useContext(EventsContext);
  if (!stream) throw new Error('useEventStream outside EventsProvider');
  return stream;
}

/** Runs handler for every pushed event of one type while the component is mounted. */
export function usePushedEvent<T extends EventType>(type: T, handler: (payload: EventMap[T]) => void): void {
  const stream = useEventStream();
  const onEvent = useEffectEvent(handler);
  useEffect(() => stream.on(type, (payload) => onEvent(payload)), [stream, type]);
}
