import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DemoAccount } from '@/testing/accounts';
import { server } from '@/testing/server';
import { findDialog } from '../testing/dialogs';
import { renderTasks } from '../testing/render-tasks';
import { makeTask } from '../testing/workspace-fixtures';

const twoRegions: DemoAccount = {
  accountId: 51,
  username: 'bi-agent',
  name: 'Bea',
  surname: 'Demo',
  email: 'bea@umbrella.test',
  timezone: 'America/Lima',
  permissions: ['task:current', 'read:lead'],
  regionIds: ['pe-central', 'cl-central'],
};

async function openAddLead(as?: DemoAccount, offers?: unknown[]) {
  const view = await renderTasks({ as, state: { held: makeTask() } });
  await screen.findByTestId('product-title');
  if (offers) server.use(http.get('*/module/leads/api/v1/offers', () => HttpResponse.json(offers)));
  await view.user.click(screen.getByRole('button', { name: /Add lead$/ }));
  const dialog = await findDialog('Add lead');
  const submit = () => within(dialog).getByRole('button', { name: 'Add' }) as HTMLButtonElement;
  const field = (label: string) => dialog.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement;
  return { ...view, dialog, submit, field };
}

describe('/tasks: add lead', { timeout: 60_000 }, () => {
  it('LEAD-07 LEAD-45 LEAD-46 LEAD-39 LEAD-40 with one region there is no region selector; submit waits for valid name, phone, product', async () => {
    const { user, dialog, submit, field } = await openAddLead();
    // The single region is known once the product select (the region's offers) is enabled.
    await waitFor(() => expect(field('Product').disabled).toBe(false));
    expect(field('Region')).toBeNull();
    expect(submit().disabled).toBe(true);
    await user.type(field('Phone'), '+5198');
    expect(
      await within(dialog).findByText('Phone must be a plus sign followed by 9 to 15 digits, the first digit 1-9'),
    ).toBeTruthy();
    await user.type(field('Name'), 'a');
    await user.clear(field('Name'));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('LEAD-37 LEAD-38 LEAD-44 LEAD-60 LEAD-47 ERR-35 sends region, name, phone, offerId, productId and says "New Lead Added – It is assigned to you"', async () => {
    const { user, dialog, submit, field, sent } = await openAddLead();
    await user.type(field('Name'), 'Carmen Rojas');
    await user.type(field('Phone'), '+51912345678');
    await user.click(field('Product'));
    await user.click(await screen.findByTitle('Artrovid Gel — Bot (pe-central-OFFER-2)'));
    expect(sent('/leads/api/v1/offers')[0]?.path).toBeTruthy();
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    await waitFor(() =>
      expect(sent('/new-lead').map((r) => r.body)).toEqual([
        {
          region: 'pe-central',
          name: 'Carmen Rojas',
          phone: '+51912345678',
          offerId: 'pe-central-OFFER-2',
          productId: 2,
        },
      ]),
    );
    expect(sent('/new-lead')[0]?.key).toBeTruthy();
    expect(await screen.findByText('New Lead Added')).toBeTruthy();
    expect(screen.getByText("It's assigned to you")).toBeTruthy();
    void dialog;
  }, 60_000);

  it('each product reads once, with its affiliate and code, and its whole text as a tooltip', async () => {
    const { user, field } = await openAddLead(undefined, [
      {
        id: 'PE-ARTROFLEX-CPA',
        name: 'Artroflex Gel Articular – CPA Andina',
        productId: 7,
        productName: 'Artroflex Gel Articular',
        priceMinor: 15900,
        currency: 'PEN',
        webmasterId: null,
      },
    ]);
    await waitFor(() => expect(field('Product').disabled).toBe(false));
    await user.click(field('Product'));
    const option = await screen.findByTitle('Artroflex Gel Articular — CPA Andina (PE-ARTROFLEX-CPA)');
    expect(option.textContent).toBe('Artroflex Gel Articular — CPA Andina (PE-ARTROFLEX-CPA)');
    await user.click(option);
    // The chosen product, cut to the field's width, keeps its whole text as a tooltip.
    await waitFor(() =>
      expect(field('Product').closest('[title]')?.getAttribute('title')).toBe(
        'Artroflex Gel Articular — CPA Andina (PE-ARTROFLEX-CPA)',
      ),
    );
  });

  it('ERR-17 a server failure while adding a lead opens the error dialog and is reported', async () => {
    const { user, submit, field } = await openAddLead();
    // After the workspace mock: the last handlers registered answer first.
    const reports: unknown[] = [];
    server.use(
      http.post('*/module/leads/leads/new-lead', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      http.post('http://localhost:3000/error-reports', async ({ request }) => {
        reports.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await user.type(field('Name'), 'Carmen Rojas');
    await user.type(field('Phone'), '+51912345678');
    await user.click(field('Product'));
    await user.click(await screen.findByTitle('Artrovid Gel — Bot (pe-central-OFFER-2)'));
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    const shown = await screen.findByTestId('error-dialog');
    expect(within(shown).getByText('/module/leads/leads/new-lead')).toBeTruthy();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ status: 500, url: '/module/leads/leads/new-lead' });
  }, 60_000);

  it('LEAD-41 LEAD-45 with several regions a selector shows, and the phone must start with its prefix', async () => {
    const { user, dialog, field } = await openAddLead(twoRegions);
    await user.click(await waitFor(() => field('Region')));
    await user.click(await screen.findByTitle('Chile – Central (+56)'));
    await user.type(field('Phone'), '+51912345678');
    expect(await within(dialog).findByText('Phone must start with +56 (Chile)')).toBeTruthy();
  }, 60_000);

  it('LEAD-42 product is required', async () => {
    const { user, submit, field } = await openAddLead();
    await user.type(field('Name'), 'Carmen');
    await user.type(field('Phone'), '+51912345678');
    expect(submit().disabled).toBe(true);
  });
});

describe('/tasks: customer survey', { timeout: 60_000 }, () => {
  async function survey() {
    const view = await renderTasks({ state: { held: makeTask() } });
    const age = (await screen.findByRole('spinbutton', { name: 'Age' })) as HTMLInputElement;
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    return { ...view, age, save };
  }

  it('LEAD-49 LEAD-50 age is required and must be 18 to 99: "La edad debe estar entre 18 y 99"', async () => {
    const { user, age, save } = await survey();
    expect(save.disabled).toBe(true);
    await user.type(age, '17');
    expect(await screen.findByText('La edad debe estar entre 18 y 99')).toBeTruthy();
    await user.clear(age);
    await user.type(age, '100');
    expect(await screen.findByText('La edad debe estar entre 18 y 99')).toBeTruthy();
    expect(save.disabled).toBe(true);
  });

  it('LEAD-48 LEAD-51 LEAD-53 LEAD-54 LEAD-61 age and sex (M or F) are saved with the lead id', async () => {
    const { user, age, save, sent } = await survey();
    await user.type(age, '34');
    expect(save.disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'F' }));
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() =>
      expect(sent('/forms/add-form').map((r) => r.body)).toEqual([{ leadId: 101, age: 34, sex: 'F' }]),
    );
    expect(sent('/forms/check-form/101')).toHaveLength(1);
  });
});
