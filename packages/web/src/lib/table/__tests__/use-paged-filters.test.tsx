import { act, renderHook } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type EveryFilter, usePagedFilters } from '../use-paged-filters';

type Filters = { status?: string; phone?: string; regionIds?: string[]; blocked?: boolean; offerId?: number };
const every = (): EveryFilter<Filters> => ({
  status: 'ALL',
  phone: undefined,
  regionIds: undefined,
  blocked: undefined,
  offerId: undefined,
});

/** The hook on a router at `url`, with the location it leaves behind. */
function renderAt(url: string, prefix?: string) {
  let location = '';
  const probe = () => {
    const loc = useLocation();
    location = `${loc.pathname}${loc.search}`;
    const list = usePagedFilters<Filters>(every, { prefix });
    return list;
  };
  const wrapper = ({ children }: { children: ReactNode }) => {
    const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] }));
    return <RouterProvider router={router} />;
  };
  const { result } = renderHook(probe, { wrapper });
  return { result, location: () => location };
}

describe('list state in the URL (decision 1820)', () => {
  it('starts from the defaults with a bare URL and keeps them out of it', () => {
    const { result, location } = renderAt('/agents');
    expect(result.current.filters).toEqual({ status: 'ALL' });
    expect(result.current.page).toBe(0);
    expect(location()).toBe('/agents');
  });

  it('a change writes every filter with its type, a page move keeps them, a filter change goes to page 1', () => {
    const { result, location } = renderAt('/agents?tab=groups');
    act(() => result.current.update({ phone: '123', regionIds: ['pe-lima'], blocked: true, offerId: 7 }));
    act(() => result.current.pagination(100, 10).onChange?.(3, 10));
    const url = new URL(location(), 'http://x');
    expect(url.searchParams.get('tab')).toBe('groups');
    expect(url.searchParams.get('phone')).toBe('"123"');
    expect(url.searchParams.get('page')).toBe('3');
    expect(result.current.page).toBe(2);

    // the same link opened afresh (a reload, a shared link) shows the same list
    const again = renderAt(location());
    expect(again.result.current.filters).toEqual({
      status: 'ALL',
      phone: '123',
      regionIds: ['pe-lima'],
      blocked: true,
      offerId: 7,
    });
    expect(again.result.current.page).toBe(2);
    act(() => again.result.current.update({ status: 'ACTIVE' }));
    expect(again.result.current.page).toBe(0);
    expect(again.result.current.filters.status).toBe('ACTIVE');
  });

  it('a default taken off stays off after a reload', () => {
    const { result, location } = renderAt('/employees');
    act(() => result.current.update({ status: undefined, phone: 'ana' }));
    expect(new URL(location(), 'http://x').searchParams.get('phone')).toBe('ana');
    expect(renderAt(location()).result.current.filters).toEqual({ phone: 'ana' });
  });

  it('two lists on one screen keep their own parameters by prefix', () => {
    const { result, location } = renderAt('/search?page=4&q=lima', 'blacklist.');
    act(() => result.current.update({ phone: '+51' }));
    act(() => result.current.pagination(100, 20).onChange?.(2, 20));
    const params = new URL(location(), 'http://x').searchParams;
    expect(params.get('page')).toBe('4');
    expect(params.get('q')).toBe('lima');
    expect(params.get('blacklist.phone')).toBe('+51');
    expect(params.get('blacklist.page')).toBe('2');
  });
});
