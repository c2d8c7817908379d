import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { account, agentsHandlers, group, type Received } from '../testing/agents-mock';

const sales = group(1, 'Ventas Lima');
const recall = group(2, 'Rellamadas Lima', { taskType: 'RECALL' });

async function openAgents(accounts = [account(1, 'Rosa', [sales]), account(2, 'Pedro', [sales, recall])]) {
  const state = { accounts, groups: [sales, recall], received: [] as Received[] };
  server.use(...agentsHandlers(state));
  const view = await renderApp({ as: 'admin', path: '/agents', language: 'en' });
  await screen.findByText('Rosa');
  return { ...view, received: state.received };
}

const accountPages = (received: Received[]) =>
  received.filter((r) => r.method === 'GET' && r.path.endsWith('/accounts'));
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const selectRow = (text: string) => fireEvent.click(within(rowOf(text)).getByRole('checkbox'));
const filter = (name: string) => within(screen.getByTestId('agent-filters')).getByRole('combobox', { name });
const dialog = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-modal')]
    .filter((m) => m.closest('[style*="display: none"]') === null)
    .at(-1) as HTMLElement;

/** The option of that title in the dropdown opened last (a chosen tag elsewhere has the same title). */
/** Each form field's error under it, by the field's label. */
const fieldErrors = (form: HTMLElement) =>
  Object.fromEntries(
    [...form.querySelectorAll<HTMLElement>('.ant-form-item')].flatMap((item) => {
      const error = item.querySelector('.ant-form-item-explain-error')?.textContent;
      const label = item.querySelector('.ant-form-item-label label')?.textContent;
      return error && label ? [[label, error]] : [];
    }),
  );
const openOption = async (title: string) => {
  await screen.findAllByTitle(title, { exact: true });
  const dropdowns = [
    ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
  ];
  return within(dropdowns.at(-1) as HTMLElement).getByTitle(title, { exact: true });
};

describe('/agents', { timeout: 60_000 }, () => {
  it('AGENT-01 AGENT-02 AGENT-03 AGENT-04 ACONST-01 shows the agents in pages of 25 with their fields', async () => {
    const { received } = await openAgents();
    expect(screen.getByRole('tab', { name: 'Agents' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Groups' })).toBeTruthy();
    for (const header of ['Name', 'Surname', 'Personal ID', 'Email', 'Position', 'Extension', 'Salary currency']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(rowOf('Pedro')).getByText('45672')).toBeTruthy();
    expect(within(rowOf('Pedro')).getByText('Rellamadas Lima')).toBeTruthy();
    expect(accountPages(received)[0]?.query.get('size')).toBe('25');
    expect(accountPages(received)[0]?.query.get('number')).toBe('0');
  });

  it('AGENT-11 AGENT-12 AGENT-13 ACONST-22 a query of 1–3 characters is not sent and says so; 4 filters; clearing removes it', async () => {
    const { received } = await openAgents();
    const search = screen.getByLabelText('Search');
    fireEvent.change(search, { target: { value: 'Ros' } });
    expect(await screen.findByText('Query length must contain at least 4 characters')).toBeTruthy();
    expect(accountPages(received).some((r) => r.query.has('query'))).toBe(false);
    fireEvent.change(search, { target: { value: 'Rosa' } });
    await waitFor(() => expect(accountPages(received).at(-1)?.query.get('query')).toBe('Rosa'));
    await waitFor(() => expect(screen.queryByText('Pedro')).toBeNull());
    expect(screen.queryByText('Query length must contain at least 4 characters')).toBeNull();
    fireEvent.change(search, { target: { value: '' } });
    expect(await screen.findByText('Pedro')).toBeTruthy();
  });

  it('AGENT-07 AGENT-08 ACONST-02 ACONST-12 the group list is asked with size 1000; a group change applies after 2 s', async () => {
    const { received } = await openAgents();
    const groupLists = received.filter((r) => r.path.endsWith('/groups'));
    expect(groupLists.some((r) => r.query.get('size') === '1000')).toBe(true);
    fireEvent.mouseDown(filter('Groups'));
    const picked = Date.now();
    fireEvent.click(await screen.findByTitle('Rellamadas Lima'));
    await waitFor(() => expect(accountPages(received).at(-1)?.query.get('groupIds')).toBe('2'), { timeout: 4000 });
    const applied = accountPages(received).find((r) => r.query.get('groupIds') === '2');
    expect((applied?.at ?? 0) - picked).toBeGreaterThanOrEqual(1900);
  });

  it('ADMIN-30 ADMIN-31 the agents’ region filter and the groups’ list start on the user’s own regions', async () => {
    const { received } = await openAgents();
    const first = accountPages(received)[0];
    expect(first?.query.getAll('regionIds').length).toBeGreaterThan(0);
    const own = first?.query.getAll('regionIds') ?? [];
    expect(within(screen.getByTestId('agent-filters')).getAllByText(/Peru|Chile|Colombia|Mexico/)).toHaveLength(
      own.length,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Groups' }));
    await screen.findByText('Rellamadas Lima');
    const groupPage = received.find((r) => r.path.endsWith('/groups') && r.query.get('size') === '25');
    expect(groupPage?.query.getAll('regionIds')).toEqual(own);
  });

  it('AGENT-09 AGENT-10 the region filter offers only the user’s regions; position offers Agent and Manager', async () => {
    await openAgents();
    fireEvent.mouseDown(filter('Position'));
    expect(await screen.findByTitle('Agent')).toBeTruthy();
    expect(screen.getByTitle('Manager')).toBeTruthy();
  });

  it('AGENT-14 AGENT-15 AGENT-16 block (once confirmed) and unblock send all selected ids in one call and say how many', async () => {
    const { received } = await openAgents();
    selectRow('Rosa');
    selectRow('Pedro');
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(within(dialog()).getByText(/Block the 2 selected agents\?/)).toBeTruthy();
    expect(received.filter((r) => r.path.endsWith('/block'))).toHaveLength(0);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(received.filter((r) => r.path.endsWith('/block'))).toHaveLength(1));
    expect(received.find((r) => r.path.endsWith('/block'))?.body).toEqual({ ids: [1, 2] });
    expect(await screen.findByText('2 agents blocked')).toBeTruthy();
    selectRow('Rosa');
    selectRow('Pedro');
    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(received.find((r) => r.path.endsWith('/unblock'))?.body).toEqual({ ids: [1, 2] }));
    expect(await screen.findByText('2 agents unblocked')).toBeTruthy();
  });

  it('AGENT-17 bulk delete calls deleteAccount once per agent', async () => {
    const { received } = await openAgents();
    selectRow('Rosa');
    selectRow('Pedro');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(received.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        '/module/account/api/v1/accounts/1',
        '/module/account/api/v1/accounts/2',
      ]),
    );
  });

  it('AGENT-18 add to groups calls addAccountsToGroup once per agent', async () => {
    const { received } = await openAgents();
    selectRow('Rosa');
    selectRow('Pedro');
    fireEvent.click(screen.getByRole('button', { name: 'Add to groups' }));
    fireEvent.mouseDown(within(dialog()).getByLabelText('Groups'));
    fireEvent.click(await screen.findByTitle('Rellamadas Lima', { exact: true }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(
        received.filter((r) => r.path.endsWith('/groups') && r.method === 'POST').map((r) => [r.path, r.body]),
      ).toEqual([
        ['/module/account/api/v1/accounts/1/groups', { groupIds: [2] }],
        ['/module/account/api/v1/accounts/2/groups', { groupIds: [2] }],
      ]),
    );
  });

  it('AGENT-19 AGENT-20 AGENT-22 remove from groups offers only shared groups and needs one', async () => {
    const { received } = await openAgents();
    selectRow('Rosa');
    selectRow('Pedro');
    fireEvent.click(screen.getByRole('button', { name: 'Remove from groups' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Please select groups')).toBeTruthy();
    fireEvent.mouseDown(within(dialog()).getByLabelText('Groups'));
    await screen.findByTitle('Ventas Lima', { exact: true });
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(options).toEqual(['Ventas Lima']);
    fireEvent.click(screen.getByTitle('Ventas Lima', { exact: true }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(received.find((r) => r.path.endsWith('/remove-from-groups'))?.body).toEqual({
        accountIds: [1, 2],
        groupIds: [1],
      }),
    );
  });

  it('AGENT-21 agents with no shared group: the message shows and OK is disabled', async () => {
    await openAgents([account(1, 'Rosa', [sales]), account(2, 'Pedro', [recall])]);
    selectRow('Rosa');
    selectRow('Pedro');
    fireEvent.click(screen.getByRole('button', { name: 'Remove from groups' }));
    expect(await screen.findByText('Selected agents do not have any mutual groups.')).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'OK' }).hasAttribute('disabled')).toBe(true);
  });

  describe('the add modal', () => {
    const seen = {
      labels: [] as (string | null)[],
      positions: [] as (string | null)[],
      password: '',
      passwordReadOnly: false,
      domainShown: false,
      errors: {} as Record<string, string>,
    };
    beforeAll(async () => {
      await openAgents();
      fireEvent.click(screen.getByRole('button', { name: /Add agent/ }));
      const password = () => screen.getByLabelText('Password') as HTMLInputElement;
      await waitFor(() => expect(password().value).not.toBe(''));
      seen.password = password().value;
      seen.passwordReadOnly = password().readOnly;
      seen.labels = [...dialog().querySelectorAll('.ant-form-item-label label')].map((l) => l.textContent);
      seen.domainShown = within(dialog()).queryByText('@umbrella.example') !== null;
      fireEvent.mouseDown(within(dialog()).getByLabelText('Position'));
      await screen.findByTitle('Manager');
      seen.positions = [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
      fireEvent.keyDown(within(dialog()).getByLabelText('Position'), { key: 'Escape' });
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(dialog().querySelectorAll('.ant-form-item-explain-error').length).toBe(5));
      seen.errors = fieldErrors(dialog());
      cleanup();
    }, 60_000);

    it('AGENT-24 has the fields name, surname, Personal ID, email, password, position, regions, currency, groups, timezone', () => {
      expect(seen.labels).toEqual([
        'Name',
        'Surname',
        'Personal ID',
        'Email',
        'Password',
        'Position',
        'Regions',
        'Salary currency',
        'Groups',
        'Timezone',
      ]);
    });

    it.each([
      ['AGENT-25', 'Name', "Please input operator's name"],
      ['AGENT-26', 'Surname', "Please input operator's surname"],
      ['AGENT-27', 'Email', "Please input operator's email"],
      ['AGENT-30', 'Regions', 'Please select at least one region'],
      ['AGENT-31', 'Salary currency', 'Please select currency code'],
    ])('%s an empty %s is refused: "%s"', (_id, field, message) => {
      expect(seen.errors[field]).toBe(message);
    });

    it('AGENT-28 the company domain follows the typed e-mail', () => {
      expect(seen.domainShown).toBe(true);
    });

    it('AGENT-33 the positions are Agent and Manager', () => {
      expect(seen.positions).toEqual(['Agent', 'Manager']);
    });

    it('AGENT-34 a new agent gets the generated password, shown read-only', () => {
      expect(seen.password).toBe('Xy3_Ab!9z');
      expect(seen.passwordReadOnly).toBe(true);
    });
  });

  it('AGENT-39 AGENT-41 AGENT-42 a filled add form creates the account, then registers the new agent’s extension', async () => {
    const { received } = await openAgents();
    fireEvent.click(screen.getByRole('button', { name: /Add agent/ }));
    await waitFor(() => expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Xy3_Ab!9z'));
    fireEvent.change(within(dialog()).getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.change(within(dialog()).getByLabelText('Surname'), { target: { value: 'Torres' } });
    fireEvent.change(within(dialog()).getByLabelText('Email'), { target: { value: 'ana.torres' } });
    fireEvent.mouseDown(within(dialog()).getByLabelText('Regions'));
    fireEvent.click(await openOption('Peru'));
    fireEvent.mouseDown(within(dialog()).getByLabelText('Salary currency'));
    fireEvent.click(await screen.findByTitle('PEN', { exact: true }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(received.find((r) => r.method === 'POST' && r.path.endsWith('/accounts'))?.body).toMatchObject({
        name: 'Ana',
        surname: 'Torres',
        email: 'ana.torres',
        password: 'Xy3_Ab!9z',
        position: 'Agent',
        regionIds: ['pe-central'],
        salaryCurrency: 'PEN',
      }),
    );
    await waitFor(() =>
      expect(received.find((r) => r.path.endsWith('/voip-extensions'))?.body).toEqual({ accountIds: [99] }),
    );
  });

  async function openEditor(received: Received[]) {
    fireEvent.click(within(rowOf('Rosa')).getByText('Edit'));
    const editor = () => screen.getByText('Edit agent').closest('.ant-modal') as HTMLElement;
    const name = () => editor().querySelector<HTMLInputElement>('#agent_name') as HTMLInputElement;
    await waitFor(() => expect(name().value).toBe('Rosa'));
    const close = () => fireEvent.click(editor().querySelector('.ant-modal-close') as HTMLElement);
    return { editor, name, close, received };
  }

  it('AGENT-38 closing the edit modal with no change closes it without asking', async () => {
    const { received } = await openAgents();
    const { close } = await openEditor(received);
    close();
    await waitFor(() => expect(screen.queryByText('Edit agent')).toBeNull());
    expect(screen.queryByText('You have unsaved changes. Close anyway?')).toBeNull();
  });

  it('AGENT-36 AGENT-37 a changed name asks before closing; the modal stays until confirmed', async () => {
    const { received } = await openAgents();
    const { name, close } = await openEditor(received);
    fireEvent.change(name(), { target: { value: 'Rosa María' } });
    close();
    expect(await screen.findByText('You have unsaved changes. Close anyway?')).toBeTruthy();
    fireEvent.click(screen.getByText('Keep editing'));
    expect(screen.getByText('Edit agent')).toBeTruthy();
    close();
    fireEvent.click(await screen.findByText('Close without saving'));
    await waitFor(() => expect(screen.queryByText('Edit agent')).toBeNull());
  });

  it('AGENT-35 AGENT-40 Change Password shows a new password read-only, and the update sends it with the fields', async () => {
    const { received } = await openAgents();
    const { editor, name } = await openEditor(received);
    fireEvent.change(name(), { target: { value: 'Rosa María' } });
    fireEvent.click(within(editor()).getByText('Change Password'));
    const password = editor().querySelector<HTMLInputElement>('#agent_password') as HTMLInputElement;
    await waitFor(() => expect(password.value).toBe('Xy3_Ab!9z'));
    expect(password.readOnly).toBe(true);
    fireEvent.click(within(editor()).getByText('Save'));
    await waitFor(() =>
      expect(received.find((r) => r.method === 'PUT')?.path).toBe('/module/account/api/v1/accounts/1'),
    );
    expect(received.find((r) => r.method === 'PUT')?.body).toMatchObject({
      name: 'Rosa María',
      surname: 'Apellido1',
      password: 'Xy3_Ab!9z',
      regionIds: ['pe-central'],
      groupIds: [1],
    });
  });
});

describe('/agents Groups tab', { timeout: 60_000 }, () => {
  async function openGroups() {
    const view = await openAgents();
    fireEvent.click(screen.getByRole('tab', { name: 'Groups' }));
    await screen.findByRole('columnheader', { name: 'Group name' });
    await screen.findByText('Rellamadas Lima');
    return view;
  }

  it('GROUP-01 GROUP-02 GROUP-12 GROUP-13 GROUP-14 lists groups with the task type names', async () => {
    const { received } = await openGroups();
    expect((await screen.findAllByText('Leads processing')).length).toBeGreaterThan(0);
    expect(screen.getByText('Recall')).toBeTruthy();
    expect(received.some((r) => r.path.endsWith('/groups') && r.query.get('size') === '25')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Add group/ }));
    fireEvent.mouseDown(within(dialog()).getByLabelText('Task type'));
    expect(await screen.findByTitle('Refused orders')).toBeTruthy();
  });

  it('GROUP-06 GROUP-07 GROUP-08 GROUP-09 GROUP-11 creating checks name, region and task type', async () => {
    const { received } = await openGroups();
    fireEvent.click(screen.getByRole('button', { name: /Add group/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input group name!')).toBeTruthy();
    expect(screen.getByText('Please select at least one region')).toBeTruthy();
    expect(screen.getByText('Please select task type!')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText('Group name'), { target: { value: 'x'.repeat(51) } });
    expect(await screen.findByText('No longer than 50 symbols!')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText('Group name'), { target: { value: 'Nuevo grupo' } });
    fireEvent.mouseDown(within(dialog()).getByLabelText('Region'));
    fireEvent.click(await screen.findByTitle('Peru', { exact: true }));
    fireEvent.mouseDown(within(dialog()).getByLabelText('Task type'));
    fireEvent.click(await screen.findByTitle('Recall', { exact: true }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(received.find((r) => r.method === 'POST' && r.path.endsWith('/groups'))?.body).toEqual({
        name: 'Nuevo grupo',
        regionId: 'pe-central',
        taskType: 'RECALL',
      }),
    );
  });

  it('GROUP-10 GROUP-21 GROUP-22 GROUP-23 GROUP-24 GROUP-25 saving an existing group: name, then features, then products, then webmasters, one after the other', async () => {
    const { received } = await openGroups();
    fireEvent.click(within(rowOf('Rellamadas Lima')).getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect((within(dialog()).getByLabelText('Group name') as HTMLInputElement).value).toBe('Rellamadas Lima'),
    );
    expect(within(dialog()).getByLabelText('Task type').closest('.ant-select')?.className).toContain('disabled');
    fireEvent.change(within(dialog()).getByLabelText('Group name'), { target: { value: 'Rellamadas' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(received.filter((r) => r.method === 'PUT')).toHaveLength(5));
    expect(received.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body])).toEqual([
      ['/module/account/api/v1/groups/2', { name: 'Rellamadas' }],
      ['/module/account/api/v1/groups/2/features', { featureIds: [] }],
      ['/module/account/api/v1/groups/2/products', { products: [] }],
      ['/module/account/api/v1/groups/2/webmasters', { webmasterIds: [] }],
      ['/module/account/api/v1/groups/2/dialing', { mode: 'manual', previewSeconds: 5 }],
    ]);
  });

  it('decision 1803 a group switched to progressive saves its preview; the server’s 400 shows under the field', async () => {
    const { received } = await openGroups();
    fireEvent.click(within(rowOf('Ventas Lima')).getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect((within(dialog()).getByLabelText('Group name') as HTMLInputElement).value).toBe('Ventas Lima'),
    );
    expect(within(dialog()).getByLabelText('Preview before dialing').closest('.ant-form-item-hidden')).not.toBeNull();
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Progressive (dials after the preview)' }));
    const preview = await within(dialog()).findByLabelText('Preview before dialing');
    await waitFor(() => expect(preview.closest('.ant-form-item-hidden')).toBeNull());
    fireEvent.change(preview, { target: { value: '12' } });
    server.use(
      http.put(
        '*/module/account/api/v1/groups/:id/dialing',
        () =>
          HttpResponse.json(
            { message: 'body/previewSeconds must be <= 30', errors: { previewSeconds: 'must be <= 30' } },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrors(dialog())['Preview before dialing']).toBe('must be <= 30'));

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const dialing = () => received.filter((r) => r.method === 'PUT' && r.path.endsWith('/dialing'));
    await waitFor(() => expect(dialing()).toHaveLength(1));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(dialing()[0]?.body).toEqual({ mode: 'progressive', previewSeconds: 12 });
  });

  it('GROUP-16 GROUP-18 GROUP-20 GROUP-22 GROUP-26 features are chosen in a transfer (45% × 300); unsaved changes ask before closing', async () => {
    const { received } = await openGroups();
    fireEvent.click(within(rowOf('Ventas Lima')).getByText('Edit'));
    const editor = () => screen.getByText('Edit group').closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(within(editor()).getByText('voip')).toBeTruthy());
    const features = received.find((r) => r.path.endsWith('/features'));
    expect([features?.query.get('number'), features?.query.get('size')]).toEqual(['0', '100']);
    const panels = [...editor().querySelectorAll<HTMLElement>('.ant-transfer-section')];
    expect(panels.length).toBeGreaterThanOrEqual(4);
    for (const panel of panels) expect([panel.style.width, panel.style.height]).toEqual(['45%', '300px']);
    fireEvent.click(within(editor()).getByText('voip'));
    fireEvent.click(editor().querySelector('.ant-transfer-actions button') as HTMLElement);
    fireEvent.click(editor().querySelector('.ant-modal-close') as HTMLElement);
    expect(await screen.findByText('You have unsaved changes. Close anyway?')).toBeTruthy();
    fireEvent.click(screen.getByText('Keep editing'));
    fireEvent.click(within(editor()).getByText('Save'));
    await waitFor(() =>
      expect(received.find((r) => r.path.endsWith('/groups/1/features'))?.body).toEqual({ featureIds: ['voip'] }),
    );
  });

  it('GROUP-15 GROUP-17 GROUP-19 ACONST-08 a chosen product carries one of its scripts; webmasters come from getWebmasterPage(0, 5000) in a transfer', async () => {
    const { received } = await openGroups();
    fireEvent.click(within(rowOf('Ventas Lima')).getByText('Edit'));
    const editor = () => screen.getByText('Edit group').closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(within(editor()).getByText('leadsplus')).toBeTruthy());
    const page = received.find((r) => r.path.endsWith('/webmasters'));
    expect([page?.query.get('number'), page?.query.get('size')]).toEqual(['0', '5000']);
    const transferOf = (text: string) => within(editor()).getByText(text).closest('.ant-transfer') as HTMLElement;
    fireEvent.click(await within(editor()).findByText('Colágeno'));
    fireEvent.click(transferOf('Colágeno').querySelector('.ant-transfer-actions button') as HTMLElement);
    fireEvent.mouseDown(await within(editor()).findByLabelText('Script for Colágeno'));
    expect(screen.queryByTitle('Guion otro producto')).toBeNull();
    fireEvent.click(await screen.findByTitle('Guion colágeno'));
    fireEvent.click(within(editor()).getByText('leadsplus'));
    fireEvent.click(transferOf('leadsplus').querySelector('.ant-transfer-actions button') as HTMLElement);
    fireEvent.click(within(editor()).getByText('Save'));
    await waitFor(() =>
      expect(received.find((r) => r.path.endsWith('/groups/1/webmasters'))?.body).toEqual({ webmasterIds: [7] }),
    );
    expect(received.find((r) => r.path.endsWith('/groups/1/products'))?.body).toEqual({
      products: [{ productId: 5, scriptId: 31 }],
    });
  });

  it('GROUP-05 deleting several groups calls deleteGroup once per group', async () => {
    const { received } = await openGroups();
    selectRow('Ventas Lima');
    selectRow('Rellamadas Lima');
    fireEvent.click(screen.getByRole('button', { name: 'Delete groups' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(received.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        '/module/account/api/v1/groups/1',
        '/module/account/api/v1/groups/2',
      ]),
    );
  });
});
