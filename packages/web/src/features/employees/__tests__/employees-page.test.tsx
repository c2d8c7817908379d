import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { Employee } from '../api/get-employees';

const lucia: Employee = {
  accountId: 1,
  name: 'Lucía',
  surname: 'Quispe Mamani',
  positionId: 1,
  positionName: 'Agent',
  legalEntityId: 1,
  legalEntityName: 'Umbrella Perú S.A.C.',
  employmentForm: 'CONTRACT_AGREEMENT',
  assignmentDate: '2025-03-03T00:01:00.000Z',
  dismissalDate: null,
  accountCreated: '2025-03-01T15:00:00.000Z',
  accountBlocked: false,
};

function serve() {
  const queries: URLSearchParams[] = [];
  const saved: unknown[] = [];
  server.use(
    http.get('*/module/staff/api/v1/employees', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ content: [lucia], totalSize: 1 });
    }),
    http.get('*/module/staff/api/v1/positions', () =>
      HttpResponse.json([
        { id: 1, name: 'Agent' },
        { id: 2, name: 'Manager' },
      ]),
    ),
    http.get('*/module/staff/api/v1/legal-entities', () =>
      HttpResponse.json([{ id: 1, name: 'Umbrella Perú S.A.C.', country: 'PE' }]),
    ),
    http.put('*/module/staff/api/v1/employees', async ({ request }) => {
      saved.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { queries, saved };
}

const open = async () => {
  const calls = serve();
  await renderApp({ as: 'finance', path: '/employees', language: 'en' });
  await screen.findByText('Quispe Mamani Lucía');
  return calls;
};
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('/employees', { timeout: 60_000 }, () => {
  it('EMP-01 EMP-09 ACONST-06 EMP-10 EMP-12 EMP-13 shows Download, the filters and the table, 20 a page, dates DD-MM-YYYY', async () => {
    const { queries } = await open();
    expect(screen.getByRole('button', { name: /Download/ })).toBeTruthy();
    const row = rowOf('Quispe Mamani Lucía');
    for (const text of ['Umbrella Perú S.A.C.', 'Agent', 'Contract agreement', '03-03-2025', 'No']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(queries[0]?.get('size')).toBe('20');
    expect(queries[0]?.get('page')).toBe('0');
  });

  it('EMP-04 EMP-07 EMP-08 the name, employee status and account status filters ask again', async () => {
    const { queries } = await open();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'quispe' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search by name' }), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries.at(-1)?.get('nameLike')).toBe('quispe'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Employee status' }));
    const statuses = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(statuses).toEqual(['All', 'Working', 'Dismissed', 'Undefined']);
    fireEvent.click(screen.getByTitle('Dismissed'));
    await waitFor(() => expect(queries.at(-1)?.get('employeeStatus')).toBe('DISMISSED'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Account status' }));
    fireEvent.click(await screen.findByTitle('Blocked'));
    await waitFor(() => expect(queries.at(-1)?.get('accountStatus')).toBe('BLOCKED'));
  });

  it('EMP-14 EMP-16 EMP-17 the edit modal has the fields and requires name and surname', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Quispe Mamani Lucía' }));
    const dialog = await screen.findByRole('dialog');
    for (const label of [
      'Name',
      'Surname',
      'Legal entity',
      'Position',
      'Employment form',
      'Assignment date',
      'Dismissal date',
    ]) {
      expect(within(dialog).getByText(label)).toBeTruthy();
    }
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: '' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Surname' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please input name')).toBeTruthy();
    expect(within(dialog).getByText('Please input surname')).toBeTruthy();
  });

  it('EMP-15 EMP-18 ACONST-29 EMP-19 saves with dates as the UTC start of the day plus 1 minute', async () => {
    const { saved } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Quispe Mamani Lucía' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Employment form' }));
    const forms = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(forms).toEqual(['Payroll', 'Contract agreement']);
    fireEvent.click(screen.getByTitle('Payroll'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Surname' }), { target: { value: 'Quispe' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          accountId: 1,
          name: 'Lucía',
          surname: 'Quispe',
          positionId: 1,
          legalEntityId: 1,
          employmentForm: 'PAYROLL',
          assignmentDate: '2025-03-03T00:01:00.000Z',
          dismissalDate: null,
        },
      ]),
    );
  });
});
