import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * How a screen's list state reads from and writes to the URL's query string. `keys` are the
 * parameters it owns: writing replaces those and keeps every other one (a tab, another table's).
 */
export type UrlCodec<S> = {
  keys: readonly string[];
  read: (params: URLSearchParams) => S;
  write: (state: S, params: URLSearchParams) => void;
};

/** Whether a patch only moves through the pages (and so keeps the page it asks for). */
const onlyPaging = (patch: object) => Object.keys(patch).every((key) => key === 'page' || key === 'size');

/**
 * A list screen's filters, sort and page kept in the URL, the one way every list screen keeps
 * them (refine's convention, decision 1820): a reload or a shared link shows the same list, each
 * change is a history entry so Back returns to the previous one, and a change of anything but the
 * page starts again on page 1. The state carries its page as `page`, 1-based, as the pager shows it.
 */
export function useUrlState<S extends { page: number }>(codec: UrlCodec<S>): [S, (patch: Partial<S>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => codec.read(params), [codec, params]);
  const update = useCallback(
    (patch: Partial<S>) => {
      const next = { ...state, ...(onlyPaging(patch) ? {} : { page: 1 }), ...patch };
      setParams((current) => {
        const out = new URLSearchParams(current);
        for (const key of codec.keys) out.delete(key);
        codec.write(next, out);
        return out;
      });
    },
    [codec, state, setParams],
  );
  return [state, update];
}

/** A positive whole number from a parameter, or the fallback. */
export function positiveParam(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}
