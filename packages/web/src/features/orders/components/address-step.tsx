import { findRegion } from '@umbrella/contract';
import { Button, Descriptions, Flex, Form, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AddressChoice } from '../hooks/use-address-choice';
import type { MapPoint } from '../lib/address-state';
import type { FieldErrors } from '../lib/messages';
import type { AddressField } from '../lib/validation';
import { CoordinatesOnMapHint } from './coordinates-on-map-hint';
import { DeliveryChoice } from './delivery-choice';
import { DictionarySearch } from './dictionary-search';
import { fieldStatus } from './field-error';
import { MapAddress } from './map-address';

type Props = {
  choice: AddressChoice;
  regionId: string;
  zone: string;
  tileUrl: string;
  userFeatures: readonly string[];
  errors: FieldErrors<AddressField>;
  now: number;
  /** The chosen provider needs the exact point (only the map gives it). */
  needsCoordinates: boolean;
  /** Where the map opens when the agent came from a dictionary address. */
  mapStart: MapPoint | null;
  onPickOnMap: () => void;
};

/** Step 2 (ONEW-32..81): the mode switcher, the address by dictionary or map, and the delivery choice. */
export function AddressStep(props: Props) {
  const { choice, regionId, zone, tileUrl, userFeatures, errors, now } = props;
  const { t } = useTranslation();
  const { state } = choice;
  const address = state.address;
  return (
    <Form layout="vertical" component="div">
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        {/* The switcher waits until the mode is known (ONEW-32). */}
        {state.mapMode !== null ? (
          <Segmented
            name="addressMode"
            aria-label={t('orders.steps.address')}
            value={state.mapMode ? 'map' : 'dictionary'}
            options={[
              { value: 'dictionary', label: t('orders.address.modeDictionary') },
              { value: 'map', label: t('orders.address.modeMap') },
            ]}
            onChange={(value) => choice.switchMode(value === 'map')}
          />
        ) : (
          <span />
        )}
        <Button onClick={choice.reset}>{t('orders.address.reset')}</Button>
      </Flex>
      {state.mapMode === true && (
        <MapAddress
          choice={choice}
          regionId={regionId}
          tileUrl={tileUrl}
          userFeatures={userFeatures}
          error={errors.addressSearch}
          start={props.mapStart}
        />
      )}
      {state.mapMode === false && (
        <DictionarySearch
          country={state.country}
          text={state.searchText}
          error={errors.addressSearch}
          onTextChange={choice.changeSearchText}
          onSelect={choice.selectAddress}
        />
      )}
      {address && (
        <Descriptions size="small" column={5} style={{ marginBottom: 12 }} data-testid="address-details">
          <Descriptions.Item label={t('orders.address.region')}>{address.region}</Descriptions.Item>
          <Descriptions.Item label={t('orders.address.province')}>{address.province}</Descriptions.Item>
          <Descriptions.Item label={t('orders.address.city')}>{address.city}</Descriptions.Item>
          <Descriptions.Item label={t('orders.address.district')}>{address.district}</Descriptions.Item>
          <Descriptions.Item label={t('orders.address.postalCode')}>{address.postalCode}</Descriptions.Item>
        </Descriptions>
      )}
      {(['state', 'city', 'district'] as const).map(
        (field) =>
          errors[field] && (
            <Form.Item
              key={field}
              label={t(`orders.address.${field === 'state' ? 'region' : field}`)}
              {...fieldStatus(t, errors[field])}
            />
          ),
      )}
      {state.mapMode === false && props.needsCoordinates && <CoordinatesOnMapHint onPickOnMap={props.onPickOnMap} />}
      <DeliveryChoice choice={choice} zone={zone} currency={findRegion(regionId)?.currency} errors={errors} now={now} />
    </Form>
  );
}
