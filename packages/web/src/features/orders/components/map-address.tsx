import { useQuery } from '@tanstack/react-query';
import { ADDRESS_SEARCH_MAX, type AddressDto } from '@umbrella/contract';
import { AutoComplete, Col, Form, Row, Select, Space, Switch, Typography } from 'antd';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areasQueryOptions } from '../api/get-areas';
import { coverageQueryOptions } from '../api/get-coverage';
import type { AddressChoice } from '../hooks/use-address-choice';
import { useAddressSearch } from '../hooks/use-address-search';
import { nearestFirst } from '../lib/address-results';
import type { MapPoint } from '../lib/address-state';
import { formatCoordinates } from '../lib/coordinates';
import { AREA_ZOOM, regionView, visibleCoverage } from '../lib/map-defaults';
import { type FieldMessage, MESSAGE_KEYS } from '../lib/messages';
import { fieldStatus } from './field-error';
import type { MapCanvasProps } from './map-canvas';

/** Without the maps library the mode still works through the selector and the search; the error goes to the console only (ONEW-74). */
function MapUnavailable() {
  return null;
}

const MapCanvas = lazy(
  (): Promise<{ default: ComponentType<MapCanvasProps> }> =>
    import('./map-canvas').catch((error: unknown) => {
      console.error('The maps library did not load', error);
      return { default: MapUnavailable };
    }),
);

type Props = {
  choice: AddressChoice;
  regionId: string;
  tileUrl: string;
  userFeatures: readonly string[];
  error: FieldMessage | undefined;
  /** Opens here (a dictionary address the agent came from) rather than on the region's capital. */
  start?: MapPoint | null;
};

/**
 * Map mode (ONEW-66..75): district selector, a country-bound search whose results come nearest
 * the map's point of view first (decision 1773), the map and its coverage overlays.
 */
export function MapAddress({ choice, regionId, tileUrl, userFeatures, error, start }: Props) {
  const { t } = useTranslation();
  const { state } = choice;
  const [parent, setParent] = useState<string | null>(null);
  const [view, setView] = useState<{ center: MapPoint; zoom: number }>(() =>
    start ? { center: start, zoom: AREA_ZOOM } : regionView(regionId),
  );
  const [showCoverage, setShowCoverage] = useState(true);
  const provinces = useQuery(areasQueryOptions(regionId, null));
  const districts = useQuery({ ...areasQueryOptions(regionId, parent), enabled: parent !== null });
  const coverage = useQuery(coverageQueryOptions(regionId));
  const shown = useMemo(
    () => (showCoverage ? visibleCoverage(coverage.data?.features ?? [], userFeatures) : []),
    [showCoverage, coverage.data, userFeatures],
  );
  const search = useAddressSearch(state.country);
  const found = nearestFirst(search.results, state.point ?? view.center);
  const pickAddress = (address: AddressDto) =>
    choice.pickPoint({ latitude: address.latitude, longitude: address.longitude });

  return (
    <>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item label={t('orders.map.parent')}>
            <Select
              aria-label={t('orders.map.parent')}
              showSearch
              value={parent ?? undefined}
              loading={provinces.isLoading}
              options={(provinces.data ?? []).map((a) => ({ value: a.name, label: a.name }))}
              onChange={(name: string) => {
                setParent(name);
                const area = provinces.data?.find((a) => a.name === name);
                if (area) setView({ center: { latitude: area.latitude, longitude: area.longitude }, zoom: AREA_ZOOM });
              }}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label={t('orders.map.district')}>
            <Select
              aria-label={t('orders.map.district')}
              showSearch
              disabled={parent === null}
              loading={districts.isLoading}
              options={(districts.data ?? []).map((a) => ({ value: a.name, label: a.name }))}
              onChange={(name: string) => {
                const area = districts.data?.find((a) => a.name === name);
                if (area) choice.pickPoint({ latitude: area.latitude, longitude: area.longitude });
              }}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label={t('orders.map.search')} {...fieldStatus(t, search.fieldError)}>
            <AutoComplete
              aria-label={t('orders.map.search')}
              maxLength={ADDRESS_SEARCH_MAX}
              placeholder={t('orders.map.searchPlaceholder', { country: state.country })}
              options={found.map((a) => ({ value: String(a.id), label: a.fullAddress }))}
              onSearch={search.search}
              onSelect={(value: string) => {
                const address = found.find((a) => String(a.id) === value);
                if (address) pickAddress(address);
              }}
              notFoundContent={search.empty ? t(MESSAGE_KEYS.emptySearchResult) : null}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item required {...fieldStatus(t, error)} extra={t('orders.map.hint')}>
        <Suspense fallback={<div style={{ height: 360 }} />}>
          <MapCanvas
            tileUrl={tileUrl}
            center={view.center}
            zoom={view.zoom}
            marker={state.point}
            coverage={shown}
            label={t('orders.map.label')}
            onPick={choice.pickPoint}
          />
        </Suspense>
      </Form.Item>
      <Space size="large" wrap>
        <Space>
          <Switch checked={showCoverage} onChange={setShowCoverage} aria-label={t('orders.map.coverage')} />
          <Typography.Text>{t('orders.map.coverage')}</Typography.Text>
        </Space>
        {state.point && (
          <Typography.Text data-testid="map-picked">
            {t('orders.map.picked')}: {formatCoordinates(state.point)}
            {choice.geocoding ? ` — ${t('orders.map.geocoding')}` : state.mapAddress ? ` — ${state.mapAddress}` : ''}
          </Typography.Text>
        )}
      </Space>
    </>
  );
}
