import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackHost } from '@/components/feedback-host';
import { ApiError } from '@/lib/errors/app-errors';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { createI18n } from '@/lib/i18n/i18n';
import { allCatalogues } from '@/testing/catalogues';

type Values = { holder: string };
const request = { method: 'POST', url: '/module/payments/api/v1/deposit-accounts' };

/** jsdom never ends antd's leave animations: a closed dialog stays in the DOM, marked "-leave". */
const leaving = (element: Element) => /-leave/.test(element.className);
const dialogOpen = () => screen.queryAllByRole('dialog').some((dialog) => !leaving(dialog));
const dialog = () => screen.getAllByRole('dialog').find((d) => !leaving(d)) as HTMLElement;

function AccountModal({ send }: { send: (values: Values) => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<Values>();
  const save = useMutation({ mutationFn: send, meta: { errorMode: 'silent' } });
  const { submit, submitting } = useModalSubmit(form, save, {
    variables: (values) => values,
    success: 'Cuenta guardada',
    onDone: () => setOpen(false),
  });
  return (
    <Modal open={open} title="Cuenta" okText="Guardar" onOk={() => void submit()} confirmLoading={submitting}>
      <Form form={form} layout="vertical" initialValues={{ holder: 'Rosa Quispe' }} onFinish={() => void submit()}>
        <Form.Item name="holder" label="Titular" rules={[{ required: true, message: 'Falta el titular' }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function renderModal(send: (values: Values) => Promise<unknown>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createI18n('es', allCatalogues())}>
        <AccountModal send={send} />
        <FeedbackHost />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), save: () => within(dialog()).getByRole('button', { name: /Guardar/ }) };
}

describe('useModalSubmit: the one way a modal saves its form', () => {
  it('a save that succeeds sends the valid values once, says so and closes the modal', async () => {
    const send = vi.fn(async (_values: Values) => ({ id: 1 }));
    const { user, save } = renderModal(send);
    await user.click(save());
    expect(await screen.findByText('Cuenta guardada')).toBeTruthy();
    await waitFor(() => expect(dialogOpen()).toBe(false));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ holder: 'Rosa Quispe' });
  });

  it('a 400 naming a field shows its reason under that field, in the user’s language, and keeps the modal open', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(
        400,
        request,
        {
          message: 'holder must not be empty',
          errors: { holder: 'must not be empty' },
          reasons: { holder: { key: 'notEmpty' } },
        },
        undefined,
      );
    });
    const { user, save } = renderModal(send);
    await user.click(save());
    expect(await within(dialog()).findByText('no puede estar vacío')).toBeTruthy();
    expect(dialogOpen()).toBe(true);
    expect(screen.queryByText('Cuenta guardada')).toBeNull();
  });

  it('any other refusal keeps the modal open and says why in the user’s language', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(
        409,
        request,
        { message: 'This task is not assigned to you any more', reason: { key: 'taskNoLongerYours' } },
        undefined,
      );
    });
    const { user, save } = renderModal(send);
    await user.click(save());
    expect(await screen.findByText('Esta tarea ya no está asignada a usted')).toBeTruthy();
    expect(dialogOpen()).toBe(true);
    expect(within(dialog()).getByRole('textbox', { name: 'Titular' })).toHaveProperty('value', 'Rosa Quispe');
  });

  it('a double click, or Enter pressed again while it saves, saves once', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const send = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const { user, save } = renderModal(send);
    const button = save();
    await user.dblClick(button);
    await user.type(within(dialog()).getByRole('textbox', { name: 'Titular' }), '{Enter}{Enter}');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    finish({ id: 1 });
    expect(await screen.findByText('Cuenta guardada')).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a form its rules refuse is not sent', async () => {
    const send = vi.fn(async () => ({ id: 1 }));
    const { user, save } = renderModal(send);
    await user.clear(within(dialog()).getByRole('textbox', { name: 'Titular' }));
    await user.click(save());
    expect(await within(dialog()).findByText('Falta el titular')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});
