import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { AuditEntry } from '../api/get-audit';

const entry = (id: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-22T14:05:09.000Z',
  actorId: 4,
  actorLogin: 'admin@umbrella.example',
  actorName: 'Ana Admin',
  action: 'ACCOUNT_BLOCKED',
  targetType: 'account',
  targetId: String(100 + id),
  regionIds: ['pe-central'],
  details: {},
  requestId: `req-${id}`,
  ...extra,
});

async function openAudit(
  options: { language?: 'en' | 'es'; entries?: AuditEntry[]; totalSize?: number; path?: string } = {},
) {
  const queries: URLSearchParams[] = [];
  const entries = options.entries ?? [
    entry(2),
    entry(1, { action: 'RECEIPT_APPROVED', targetType: 'receipt', targetId: '77', details: { amount: 12050 } }),
  ];
  server.use(
    http.get('*/module/account/api/v1/audit', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const page = Number(query.get('number') ?? 0);
      return HttpResponse.json({
        content: page === 0 ? entries : [entry(99, { actorName: null, actorLogin: 'finance@umbrella.example' })],
        totalSize: options.totalSize ?? entries.length,
      });
    }),
  );
  const view = await renderApp({ as: 'admin', path: options.path ?? '/audit', language: options.language ?? 'en' });
  // The page's chunk loads lazily, slowly on a busy machine.
  await screen.findByTestId('audit-filters', {}, { timeout: 30_000 });
  return { ...view, queries };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('/audit', { timeout: 120_000 }, () => {
  it('issue 17 audit: an admin sees who did what to which record, when, in the house date format', async () => {
    const { queries } = await openAudit();
    expect(await screen.findByText('Account blocked', {}, { timeout: 10_000 })).toBeTruthy();
    const blocked = rowOf('Account blocked');
    expect(within(blocked).getByText('22-11-2026-09:05')).toBeTruthy();
    expect(within(blocked).getByText('Ana Admin (admin@umbrella.example)')).toBeTruthy();
    expect(within(blocked).getByText('Account 102')).toBeTruthy();
    const receipt = rowOf('Receipt approved');
    expect(within(receipt).getByText('Receipt 77')).toBeTruthy();
    expect(within(receipt).getByText('amount: 12050')).toBeTruthy();
    expect(queries[0]?.get('size')).toBe('20');
    expect(queries[0]?.get('number')).toBe('0');
  });

  it('issue 17 audit: the actions read in Spanish', async () => {
    await openAudit({ language: 'es' });
    expect(await screen.findByText('Cuenta bloqueada', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Comprobante aprobado')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Quién' })).toBeTruthy();
  });

  it('issue 17 audit: filters by action, who and record are sent, and the page starts again', async () => {
    const { queries } = await openAudit({ totalSize: 45 });
    await screen.findByText('Account blocked', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(queries.at(-1)?.get('number')).toBe('1'));
    expect(await screen.findByText('finance@umbrella.example')).toBeTruthy();

    const filters = screen.getByTestId('audit-filters');
    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByTitle('Password reset'));
    await waitFor(() => expect(queries.at(-1)?.get('action')).toBe('ACCOUNT_PASSWORD_RESET'));
    expect(queries.at(-1)?.get('number')).toBe('0');

    const who = within(filters).getByRole('searchbox', { name: 'Who (login)' });
    fireEvent.change(who, { target: { value: 'finance' } });
    fireEvent.keyDown(who, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries.at(-1)?.get('actor')).toBe('finance'));

    const record = within(filters).getByRole('searchbox', { name: 'Record id' });
    fireEvent.change(record, { target: { value: '102' } });
    fireEvent.keyDown(record, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries.at(-1)?.get('targetId')).toBe('102'));
    expect(queries.at(-1)?.get('action')).toBe('ACCOUNT_PASSWORD_RESET');
  });

  it('a shared link or a reload shows the same filtered page, the search box filled (decision 1820)', async () => {
    const { queries, router } = await openAudit({ totalSize: 45, path: '/audit?actor=ana&page=2' });
    await waitFor(() => expect(queries.at(-1)?.get('number')).toBe('1'));
    expect(queries.at(-1)?.get('actor')).toBe('ana');
    expect((screen.getByRole('searchbox', { name: 'Who (login)' }) as HTMLInputElement).value).toBe('ana');
    expect(await screen.findByTitle('2')).toHaveProperty('className', expect.stringContaining('item-active'));
    // a filter changed there goes back to page 1, in the URL too
    fireEvent.change(screen.getByRole('searchbox', { name: 'Who (login)' }), { target: { value: 'bea' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Who (login)' }), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(queries.at(-1)?.get('actor')).toBe('bea'));
    expect(queries.at(-1)?.get('number')).toBe('0');
    expect(router.state.location.search).toBe('?actor=bea');
  });

  it('issue 17 audit: an empty log says so', async () => {
    await openAudit({ entries: [] });
    expect(await screen.findByText('No actions recorded for these filters', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
