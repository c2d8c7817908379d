import { GUARANTEE_DATE_CHECK_DEBOUNCE_MS } from '@umbrella/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { webmasterActions } from '../api/webmaster-actions';

export type DateCheck = 'idle' | 'checking' | 'exists' | 'free';

/**
 * WEBM-24..26: 1 s after a guarantee date is picked (ACONST-14), asks whether the webmaster
 * already has a guarantee for the offer from that date. Only the last pick's answer counts.
 */
export function useGuaranteeDateCheck() {
  const [state, setState] = useState<DateCheck>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  const check = useCallback((offerId?: string, webmasterName?: string, day?: string) => {
    clearTimeout(timer.current);
    const id = ++latest.current;
    if (!offerId || !webmasterName?.trim() || !day) {
      setState('idle');
      return;
    }
    setState('checking');
    timer.current = setTimeout(() => {
      webmasterActions
        .guaranteeExists(offerId, day, webmasterName.trim())
        .then((exists) => id === latest.current && setState(exists ? 'exists' : 'free'))
        .catch(() => id === latest.current && setState('idle'));
    }, GUARANTEE_DATE_CHECK_DEBOUNCE_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { state, check };
}
