import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import type { AppServices } from '@/app/services';
import { useUserRegions } from '@/lib/api/get-regions';
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
  async function currentUser() {
    const { services } = await createTestServices({ as: voipAgent });
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapper(services) });
    await waitFor(() => expect(result.current).toBeDefined());
    return result.current;
  }

  it('AUTH-07 the current user joins the account info (me) with the identity token', async () => {
    const user = await currentUser();
    // The name comes from the me call only, the claim block from the token only.
    expect(user).toMatchObject({ name: 'Ana', claim: { features: ['VOIP', 'TSS'] } });
  });

  it('AUTH-08 the profile fields: accountId, name, surname, personal e-mail, phone and Telegram, team', async () => {
    expect(await currentUser()).toMatchObject({
      accountId: 41,
      name: 'Ana',
      surname: 'Demo',
      personalEmail: 'agent@umbrella.test',
      personalPhone: '+51987654321',
      personalTgLogin: '',
      teamMemberInfo: { teamId: null, teamName: null },
    });
  });

  it('AUTH-09 AUTH-10 the timezone, and the position Agent or MANAGER', async () => {
    expect(await currentUser()).toMatchObject({ timezone: 'America/Santiago', position: 'Agent' });
  });

  it('AUTH-11 the id lists productsIds, webmasterIds, projectIds and regionIds', async () => {
    expect(await currentUser()).toMatchObject({
      productsIds: [3, 4],
      webmasterIds: [],
      projectIds: [],
      regionIds: ['cl-central'],
    });
  });

  it('AUTH-12 the permissions list of strings', async () => {
    expect((await currentUser())?.permissions).toEqual(voipAgent.permissions);
  });

  it('AUTH-13 ADMIN-17 the token’s claim block: features, regionIds, position, productsIds and e-mail', async () => {
    expect(await currentUser()).toMatchObject({
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
    expect(formatDateTime('2026-12-01T02:30:00Z')).toBe('30-11-2026-23:30');
  });

  it('AUTH-21 ADMIN-29 AUTH-26 region lists hold only the user’s own regions', async () => {
    const { services } = await createTestServices({ as: voipAgent });
    const { result } = renderHook(() => useUserRegions(), { wrapper: wrapper(services) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.map((region) => region.id)).toEqual(['cl-central']);
  });
});
