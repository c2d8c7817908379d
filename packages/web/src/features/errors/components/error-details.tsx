import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ErrorEntry } from '@/lib/errors/error-store';

type Field = 'url' | 'status' | 'message' | 'logReference' | 'logCode' | 'agent' | 'stack';

/** Which details each row of the spec's table shows (ERR-03, ERR-04, ERR-06, ERR-07, ERR-11). */
const FIELDS: Partial<Record<ErrorEntry['kind'], Field[]>> = {
  forbidden: ['url'],
  badRequest: ['url', 'message'],
  communication: ['url', 'status', 'message', 'logReference'],
  rateLimited: ['message'],
  server: ['url', 'status', 'logCode', 'message'],
  unknown: ['agent', 'message', 'stack'],
};

function fieldValue(entry: ErrorEntry, field: Field): string | number | undefined {
  switch (field) {
    case 'url':
      return entry.url;
    case 'status':
      return entry.status;
    case 'message':
      return entry.message;
    case 'logReference':
    case 'logCode':
      return entry.logReference;
    case 'agent':
      return entry.userAgent;
    case 'stack':
      return entry.stack;
  }
}

export function ErrorDetails({ entry }: { entry: ErrorEntry }) {
  const { t } = useTranslation();
  const fields = (FIELDS[entry.kind] ?? []).filter((field) => fieldValue(entry, field) !== undefined);
  if (!fields.length) return null;
  return (
    <Descriptions size="small" column={1} bordered styles={{ label: { width: 130 } }}>
      {fields.map((field) => (
        <Descriptions.Item key={field} label={t(`errors.fields.${field}`)}>
          {field === 'stack' ? (
            <Typography.Text code style={{ whiteSpace: 'pre-wrap', fontSize: 11, wordBreak: 'break-all' }}>
              {fieldValue(entry, field)}
            </Typography.Text>
          ) : (
            <span style={{ wordBreak: 'break-all' }}>{fieldValue(entry, field)}</span>
          )}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
