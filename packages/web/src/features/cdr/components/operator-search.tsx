import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/lib/api/api';
import { OPERATOR_SEARCH_DEBOUNCE_MS, OPERATOR_SEARCH_MIN } from '../lib/periods';

/** CDR-10, CDR-11: the agent filter searches operators by at least 4 letters, 500 ms after typing stops. */
export function OperatorSearch({ value, onChange }: { value?: number; onChange: (agentId?: number) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), OPERATOR_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const operators = useQuery({
    queryKey: ['cdr', 'operators', query],
    enabled: query.length >= OPERATOR_SEARCH_MIN,
    queryFn: async ({ signal }) =>
      unwrap(await api().GET('/module/account/api/v1/accounts', { params: { query: { query, size: 20 } }, signal })),
  });
  return (
    <Select
      aria-label={t('cdr.filters.agent')}
      placeholder={t('cdr.filters.agentPlaceholder')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value}
      onChange={(agentId?: number) => onChange(agentId)}
      notFoundContent={typed.trim().length < OPERATOR_SEARCH_MIN ? t('cdr.filters.agentPlaceholder') : undefined}
      options={(operators.data?.content ?? []).map((a) => ({ value: a.id, label: `${a.name} ${a.surname}` }))}
      style={{ width: 220 }}
    />
  );
}
