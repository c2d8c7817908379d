import { ADDRESS_SEARCH_MAX, type AddressDto } from '@umbrella/contract';
import { AutoComplete, Form, type RefSelectProps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressSearch } from '../hooks/use-address-search';
import { MESSAGE_KEYS } from '../lib/messages';
import { fieldStatus } from './field-error';

/**
 * The Mexico address helper (ONEW-98, ONEW-99): finds a colonia or postal code in the
 * dictionary and writes it into the street address. Ctrl+Space focuses it from anywhere in the
 * modal; Esc cancels it (clears it and gives the street field its focus back).
 */
export function AddressHelper({ onPick, onCancel }: { onPick: (address: AddressDto) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const search = useAddressSearch('MX');
  const [text, setText] = useState('');
  const input = useRef<RefSelectProps>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && (event.code === 'Space' || event.key === ' ')) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const cancel = () => {
    setText('');
    search.clear();
    input.current?.blur();
    onCancel();
  };

  return (
    <Form.Item label={t('orders.delivery.helper')} {...fieldStatus(t, search.fieldError)}>
      <AutoComplete
        ref={input}
        aria-label={t('orders.delivery.helper')}
        maxLength={ADDRESS_SEARCH_MAX}
        placeholder={t('orders.delivery.helperPlaceholder')}
        value={text}
        options={search.results.map((a) => ({ value: String(a.id), label: a.fullAddress }))}
        onSearch={(value) => {
          setText(value);
          search.search(value);
        }}
        onSelect={(value: string) => {
          const address = search.results.find((a) => String(a.id) === value);
          if (address) onPick(address);
          setText('');
          search.clear();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') cancel();
        }}
      />
      {search.empty && (
        <Typography.Text type="danger" data-testid="helper-nothing-found">
          {t(MESSAGE_KEYS.addressHelperNothingFound)}
        </Typography.Text>
      )}
    </Form.Item>
  );
}
