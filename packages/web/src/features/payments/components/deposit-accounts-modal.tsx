import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { DEPOSIT_ACCOUNTS_MAX } from '@umbrella/contract';
import { Alert, Button, Card, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormOnOpen } from '@/hooks/use-form-on-open';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { useDepositAccounts, useSaveDepositAccounts } from '../api/deposit-accounts';
import type { DepositAccountInput } from '../types';

type Values = { accounts: DepositAccountInput[] };
type Props = { open: boolean; regionId: string; onClose: () => void };

/**
 * The deposit accounts of the region on screen (decision 1790): the banks and wallets its Deposit
 * customers are told to pay into, in the order they read them. Saving replaces the list.
 */
export function DepositAccountsModal({ open, regionId, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const accounts = useDepositAccounts(regionId, open);
  const save = useSaveDepositAccounts(regionId);
  const region = t(`payments.regions.${regionId}`, { defaultValue: regionId });

  useFormOnOpen(form, open, {
    source: [accounts.data],
    values: () =>
      accounts.data && {
        accounts: accounts.data.map(({ kind, institution, label, accountNumber, holder }) => ({
          kind,
          institution,
          label,
          accountNumber,
          holder,
        })),
      },
  });

  const { submit, submitting } = useModalSubmit(form, save, {
    variables: (values) => values.accounts ?? [],
    success: t('payments.depositAccounts.saved'),
    onDone: onClose,
  });

  const required = [{ required: true, whitespace: true, message: t('payments.depositAccounts.required') }];
  return (
    <Modal
      open={open}
      title={t('payments.depositAccounts.title', { region })}
      okText={t('payments.depositAccounts.save')}
      onOk={() => void submit()}
      confirmLoading={submitting}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('payments.depositAccounts.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" disabled={accounts.isLoading}>
        <Form.List name="accounts">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  style={{ marginBottom: 12 }}
                  title={t('payments.depositAccounts.account', { n: index + 1 })}
                  extra={
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label={t('payments.depositAccounts.remove', { n: index + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  }
                >
                  <Form.Item
                    name={[field.name, 'kind']}
                    label={t('payments.depositAccounts.fields.kind')}
                    rules={required}
                  >
                    <Select
                      options={(['bank', 'wallet'] as const).map((kind) => ({
                        value: kind,
                        label: t(`payments.depositAccounts.kinds.${kind}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'institution']}
                    label={t('payments.depositAccounts.fields.institution')}
                    rules={required}
                  >
                    <Input maxLength={80} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'label']} label={t('payments.depositAccounts.fields.label')}>
                    <Input maxLength={80} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'accountNumber']}
                    label={t('payments.depositAccounts.fields.accountNumber')}
                    rules={required}
                  >
                    <Input maxLength={120} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'holder']}
                    label={t('payments.depositAccounts.fields.holder')}
                    rules={required}
                  >
                    <Input maxLength={160} />
                  </Form.Item>
                </Card>
              ))}
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= DEPOSIT_ACCOUNTS_MAX}
                onClick={() => add({ kind: 'bank', institution: '', label: '', accountNumber: '', holder: '' })}
              >
                {t('payments.depositAccounts.add')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
