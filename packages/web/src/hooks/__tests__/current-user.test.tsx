import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useUserRegions } from '@/api/get-regions';
import { AppProvider } from '@/app/provider';
import type { AppServices } from '@/app/services';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { createTestServices } from '@/testing/render-app';
import { useCurrentUser } from '../use-current-user';

const wrapper = (services: AppServices) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <AppProvider services={services}>{children}</AppProvider>;
  };

const voipAgent = {
  ...DEMO_ACCOUNTS.agent,
  accountId: 41,
  features: ['VOIP', 'TSS'],
  regionIds: ['cl-central'],
  productsIds: [3, 4],
  timezone: 'America/Santiago',
};

describe('current user', () => {
  it('AUTH-07 AUTH-08 AUTH-09 AUTH-10 AUTH-11 AUTH-12 AUTH-13 ADMIN-17 the current user joins the account info with the token claims', async () => {
    const { services } = await createTestServices({ as: voipAgent });
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapper(services) });
    await waitFor(() => expect(result.current).toBeDefined());
    const user = result.current;
    expect(user).toMatchObject({
      accountId: 41,
      name: 'Ana',
      surname: 'Demo',
      personalEmail: 'agent@umbrella.test',
      personalPhone: '+51987654321',
      personalTgLogin: '',
      teamMemberInfo: { teamId: null, teamName: null },
      timezone: 'America/Santiago',
      position: 'Agent',
      productsIds: [3, 4],
      webmasterIds: [],
      projectIds: [],
      regionIds: ['cl-central'],
      permissions: DEMO_ACCOUNTS.agent.permissions,
      email: 'agent@umbrella.test',
      claim: {
        features: ['VOIP', 'TSS'],
        regionIds: ['cl-central'],
        position: 'Agent',
        productsIds: [3, 4],
        email: 'agent@umbrella.test',
      },
    });
  });

  it('AUTH-19 dates are shown DD-MM-YYYY in the user’s timezone once the account info is in', async () => {
    const { services } = await createTestServices({ as: voipAgent });
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapper(services) });
    await waitFor(() => expect(result.current).toBeDefined());
    // 02:30 UTC on 1 Dec is still 30 Nov in Santiago (UTC-3).
    expect(formatDate('2026-12-01T02:30:00Z')).toBe('30-11-2026');
    expect(formatDateTime('2026-12-01T02:30:00Z')).toBe('30-11-2026 23:30');
  });

  it('AUTH-21 ADMIN-29 AUTH-26 region lists hold only the user’s own regions', async () => {
    const { services } = await createTestServices({ as: voipAgent });
    const { result } = renderHook(() => useUserRegions(), { wrapper: wrapper(services) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.map((region) => region.id)).toEqual(['cl-central']);
  });
});
