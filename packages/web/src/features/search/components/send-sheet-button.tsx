import { ORDER_SHEET_EMAIL_DOMAIN } from '@umbrella/contract';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import { useSendOrderSheet } from '../api/send-order-sheet';
import type { OrderSearchBody } from '../types';

/** The part of an address before the @ that the company's mail accepts. */
const MAILBOX_NAME = /^[A-Za-z0-9._%+-]+$/;

/** The typed name; a whole address in the company's domain is taken as its name (pasted from mail). */
function mailboxName(typed: string): string {
  const name = typed.trim();
  const suffix = `@${ORDER_SHEET_EMAIL_DOMAIN}`;
  return name.toLowerCase().endsWith(suffix) ? name.slice(0, -suffix.length) : name;
}

/**
 * Send sheet by e-mail: the name is required ("You have to write the email", SEARCH-25), the
 * company domain is added to it (SEARCH-26) — a name that could not be one (another domain, spaces)
 * is refused under the field in the user's language, a pasted address of the domain is taken as
 * its name; success says "Google sheet was sent to your email",
 * a failure "Server error" with the server's message (SEARCH-27) — the mail server's refusal
 * included; a mail server not answering yet says the sheet will follow.
 */
export function SendSheetButton({ command }: { command: OrderSearchBody }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ email: string }>();
  const send = useSendOrderSheet();

  const submit = async ({ email }: { email: string }) => {
    try {
      const result = await send.mutateAsync({ email: `${mailboxName(email)}@${ORDER_SHEET_EMAIL_DOMAIN}`, command });
      // The mail server may refuse it (failed) or not answer yet (pending: the outbox retries it).
      if (result.status === 'failed') {
        feedback.message.error(`${t('search.serverError')} ${result.reason ?? ''}`.trim());
        return;
      }
      if (result.status === 'pending')
        feedback.message.warning(t('search.sheet.queued', { reason: result.reason ?? '' }));
      else feedback.message.success(t('search.sheet.sent'));
      setOpen(false);
      form.resetFields();
    } catch (error) {
      feedback.message.error(`${t('search.serverError')} ${(error as Error).message}`);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('search.sheet.button')}</Button>
      <Modal
        open={open}
        title={t('search.sheet.title')}
        okText={t('search.sheet.send')}
        confirmLoading={send.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} onFinish={(values) => void submit(values)} layout="vertical">
          <Form.Item
            name="email"
            label={t('search.sheet.email')}
            rules={[
              { required: true, whitespace: true, message: t('search.sheet.emailRequired') },
              {
                validator: (_, value?: string) =>
                  !value?.trim() || MAILBOX_NAME.test(mailboxName(value))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('search.sheet.emailNameOnly', { domain: ORDER_SHEET_EMAIL_DOMAIN }))),
              },
            ]}
          >
            <Input aria-label={t('search.sheet.email')} suffix={`@${ORDER_SHEET_EMAIL_DOMAIN}`} maxLength={60} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
