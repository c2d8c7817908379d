import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { AntdRoot } from '@/components/antd-root';
import { createTestServices } from '@/testing/render-app';
import { server } from '@/testing/server';
import { AddressHelper } from '../components/address-helper';
import { makeAddress } from '../testing/order-fixtures';
import { createOrdersMock, ordersHandlers, sentTo } from '../testing/orders-mock';

async function renderHelper(found: boolean) {
  const state = createOrdersMock({
    searchResults: () =>
      found ? [makeAddress({ id: 901, fullAddress: 'Roma Norte, Cuauhtémoc, Ciudad de México, 06700' })] : [],
  });
  server.use(...ordersHandlers(state));
  const { services } = await createTestServices({ as: 'agent', language: 'en' });
  const onPick = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(
    <AppProvider services={services}>
      <AntdRoot>
        <Form layout="vertical" component="div">
          <Form.Item label="Street">
            <Input aria-label="Street" />
          </Form.Item>
          <AddressHelper onPick={onPick} onCancel={onCancel} />
        </Form>
      </AntdRoot>
    </AppProvider>,
  );
  return { state, user, onPick, onCancel, helper: () => screen.getByRole('combobox', { name: 'Address helper' }) };
}

describe('the Mexico address helper', { timeout: 30_000 }, () => {
  it('ONEW-98 Ctrl+Space focuses it from another field; Esc cancels it', async () => {
    const { user, onCancel, helper } = await renderHelper(true);
    await user.click(screen.getByRole('textbox', { name: 'Street' }));
    await user.keyboard('{Control>} {/Control}');
    expect(document.activeElement).toBe(helper());
    await user.type(helper(), 'Roma');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect((helper() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).not.toBe(helper());
  });

  it('ONEW-98 it searches the Mexican dictionary and hands the chosen address over', async () => {
    const { state, user, onPick, helper } = await renderHelper(true);
    await user.type(helper(), 'Roma');
    await user.click(await screen.findByText('Roma Norte, Cuauhtémoc, Ciudad de México, 06700'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 901 }));
    expect(sentTo(state, 'GET', '/module/delivery/api/v1/addresses/search').at(-1)?.query).toMatchObject({
      country: 'MX',
    });
  });

  it('ONEW-99 when it finds nothing, errors.addressHelperNothingFound is shown', async () => {
    const { user, helper } = await renderHelper(false);
    await user.type(helper(), 'Zzzz');
    await waitFor(() => expect(screen.getByText('The address helper found nothing')).toBeTruthy());
  });
});
