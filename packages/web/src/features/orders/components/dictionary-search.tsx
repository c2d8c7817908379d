import { ADDRESS_SEARCH_MAX, type AddressDto } from '@umbrella/contract';
import { AutoComplete, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddressSearch } from '../hooks/use-address-search';
import { type FieldMessage, MESSAGE_KEYS } from '../lib/messages';
import { fieldStatus } from './field-error';

type Props = {
  country: string;
  text: string;
  error: FieldMessage | undefined;
  onTextChange: (text: string) => void;
  onSelect: (address: AddressDto) => void;
};

/** The dictionary search bar with suggestions (ONEW-38, ONEW-41..46). */
export function DictionarySearch({ country, text, error, onTextChange, onSelect }: Props) {
  const { t } = useTranslation();
  const search = useAddressSearch(country);
  return (
    <Form.Item label={t('orders.address.searchBar')} required {...fieldStatus(t, error ?? search.fieldError)}>
      <AutoComplete
        value={text}
        options={search.results.map((a) => ({ value: String(a.id), label: a.fullAddress }))}
        onSearch={(value) => {
          onTextChange(value);
          search.search(value);
        }}
        onSelect={(value: string) => {
          const address = search.results.find((a) => String(a.id) === value);
          if (address) onSelect(address);
        }}
        onClear={() => {
          onTextChange('');
          search.clear();
        }}
        allowClear
        aria-label={t('orders.address.searchBar')}
        maxLength={ADDRESS_SEARCH_MAX}
        placeholder={t('orders.address.searchPlaceholder')}
        notFoundContent={search.searching ? t('orders.address.searching') : null}
        style={{ width: '100%' }}
      />
      {search.empty && (
        <Typography.Text type="danger" data-testid="empty-search-result">
          {t(MESSAGE_KEYS.emptySearchResult)}
        </Typography.Text>
      )}
    </Form.Item>
  );
}
