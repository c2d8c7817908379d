import { Col, List, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { useScriptConfirmations } from '../api/get-script-confirmations';

/**
 * The managers' view (beyond the spec, decision 1201): of the agents who sell the product, who
 * has confirmed the latest published version (and when) and who has not — the latter get no
 * leads of the product until they do.
 */
export function ScriptConfirmations({ scriptId }: { scriptId: number }) {
  const { t } = useTranslation();
  const confirmations = useScriptConfirmations(scriptId);
  if (!confirmations.data) return <Spin />;
  const { versionId, confirmed, pending } = confirmations.data;
  if (versionId === null) return <Typography.Text>{t('scripts.confirmations.nothingPublished')}</Typography.Text>;
  return (
    <Row gutter={16}>
      <Col span={12}>
        <List
          data-testid="script-confirmed"
          header={
            <Typography.Text strong>
              {t('scripts.confirmations.confirmed', { count: confirmed.length })}
            </Typography.Text>
          }
          dataSource={confirmed}
          locale={{ emptyText: t('scripts.confirmations.none') }}
          renderItem={(agent) => (
            <List.Item>
              {`${agent.name} ${agent.surname}`} · {formatDateTime(agent.confirmedAt)}
            </List.Item>
          )}
        />
      </Col>
      <Col span={12}>
        <List
          data-testid="script-pending"
          header={
            <Typography.Text strong>{t('scripts.confirmations.pending', { count: pending.length })}</Typography.Text>
          }
          dataSource={pending}
          locale={{ emptyText: t('scripts.confirmations.none') }}
          renderItem={(agent) => <List.Item>{`${agent.name} ${agent.surname}`}</List.Item>}
        />
      </Col>
    </Row>
  );
}
