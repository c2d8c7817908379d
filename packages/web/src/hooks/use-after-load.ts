import { useEffect, useState } from 'react';
import { whenSettled } from '@/lib/when-settled';

/**
 * True once the screen the user opened has settled (lib/when-settled.ts): secondary parts (the
 * order flow, the softphone) start then, so they never compete with that screen.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenSettled(() => setReady(true)), []);
  return ready;
}
