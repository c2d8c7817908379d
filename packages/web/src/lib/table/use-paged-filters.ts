import type { TablePaginationConfig } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { positiveParam, type UrlCodec, useUrlState } from './url-state';

type Options = {
  /** Parameters' prefix, for a screen that shows more than one list (e.g. `blacklist.`). */
  prefix?: string;
};

/**
 * A filter's value as a URL parameter: a string as itself unless it would read back as something
 * else (`123`, `true`), anything else (numbers, booleans, lists) as JSON.
 */
function encode(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value);
  try {
    JSON.parse(value);
    return JSON.stringify(value);
  } catch {
    return value;
  }
}

function decode(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every filter of `F` named, an unset one as `undefined` (a missing one does not compile). */
export type EveryFilter<F> = { [K in keyof Required<F>]: F[K] | undefined };

/** Filters plus their page, each filter a parameter of its own, defaults left out of the URL. */
function filtersCodec<F extends object>(
  defaults: F,
  prefix: string,
  filterKeys: string[],
): UrlCodec<F & { page: number }> {
  const pageKey = `${prefix}page`;
  return {
    keys: [pageKey, ...filterKeys.map((key) => prefix + key)],
    read: (params) => {
      const filters: Record<string, unknown> = Object.fromEntries(
        Object.entries(defaults).filter(([, value]) => value !== undefined),
      );
      let fromUrl = false;
      for (const [name, raw] of params) {
        if (!name.startsWith(prefix) || name === pageKey) continue;
        const key = name.slice(prefix.length);
        if (!filterKeys.includes(key)) continue;
        fromUrl = true;
        filters[key] = decode(raw);
      }
      // a link that names any filter describes the whole set: a default it leaves out was taken off
      if (fromUrl) for (const key of Object.keys(defaults)) if (!params.has(prefix + key)) delete filters[key];
      return { ...(filters as F), page: positiveParam(params.get(pageKey), 1) };
    },
    write: (state, params) => {
      const { page, ...filters } = state as Record<string, unknown> & { page: number };
      const differs = Object.keys({ ...defaults, ...filters }).some(
        (key) => !same((filters as Record<string, unknown>)[key], (defaults as Record<string, unknown>)[key]),
      );
      if (differs)
        for (const [key, value] of Object.entries(filters))
          if (value !== undefined && value !== '' && value !== null) params.set(prefix + key, encode(value));
      if (page > 1) params.set(pageKey, String(page));
    },
  };
}

/**
 * A list screen's filters and page (0-based, as the back-office counts), kept in the URL; changing
 * a filter goes back to the first page. `pagination` gives the table its pager for `total` rows.
 * `initial` names every filter the screen has, an unset one as `undefined`: those are the URL
 * parameters it owns.
 */
export function usePagedFilters<F extends object>(
  initial: EveryFilter<F> | (() => EveryFilter<F>),
  options: Options = {},
) {
  const [defaults] = useState<F>(initial as F | (() => F));
  const prefix = options.prefix ?? '';
  const keyList = Object.keys(defaults).sort().join(',');
  const codec = useMemo(
    () => filtersCodec(defaults, prefix, keyList ? keyList.split(',') : []),
    [defaults, prefix, keyList],
  );
  const [state, setState] = useUrlState(codec);
  const { page: shown, ...rest } = state;
  const filters = rest as unknown as F;
  const update = useCallback((patch: Partial<F>) => setState(patch as Partial<F & { page: number }>), [setState]);
  const pagination = (total: number, pageSize: number): TablePaginationConfig => ({
    current: shown,
    pageSize,
    total,
    showSizeChanger: false,
    onChange: (next) => setState({ page: next } as Partial<F & { page: number }>),
  });
  return { filters, update, page: shown - 1, pagination };
}

/** A list screen without filters: only its page, in the URL. */
export function usePage(options: Options = {}) {
  const { page, pagination } = usePagedFilters<Record<string, never>>({}, options);
  return { page, pagination };
}
