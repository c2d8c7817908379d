import { Button, Empty, Popconfirm, Select, Space, Spin, Table, type TableProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { useProviders } from '@/lib/api/get-delivery-providers';
import { useUserRegions } from '@/lib/api/get-regions';
import { feedback } from '@/lib/feedback/feedback';
import {
  type Address,
  type DeliveryPlace,
  searchLinkAddresses,
  usePlaceChanges,
  usePlacesOfAddress,
} from '../../api/places';
import { PlaceForm, SchedulePeriods } from './place-form';

/** The address search waits this long after the last key (DSCHED-16). */
const SEARCH_DEBOUNCE_MS = 1000;

/**
 * Tab 3, delivery providers' schedules (DSCHED-01..19), for a region picked in the tab: at first
 * the order search's region, else the user's first (decision 1776), so the tab works at once.
 */
export function SchedulesTab({ regionId: searchRegion }: { regionId?: string }) {
  const { t } = useTranslation();
  const regions = useUserRegions();
  const [picked, setPicked] = useState<string>();
  const regionId = picked ?? searchRegion ?? regions.data?.[0]?.id;
  if (!regionId) return regions.isPending ? <Spin /> : <Empty description={t('places.noRegion')} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Select
        aria-label={t('places.region')}
        value={regionId}
        onChange={(id: string) => setPicked(id)}
        options={(regions.data ?? []).map((region) => ({ value: region.id, label: region.name }))}
        style={{ width: 220 }}
      />
      <RegionSchedules key={regionId} regionId={regionId} />
    </Space>
  );
}

/**
 * One region's schedules: find an address, see the providers' places that serve it with their
 * weekly periods, add or change a place (force-link), unlink a provider from the address, delete
 * a place.
 */
function RegionSchedules({ regionId }: { regionId: string }) {
  const { t } = useTranslation();
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [addressId, setAddressId] = useState<number>();
  const [editing, setEditing] = useState<DeliveryPlace | 'new' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const providers = useProviders(regionId).data ?? [];
  const places = usePlacesOfAddress(addressId);
  const changes = usePlaceChanges(addressId);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    clearTimeout(timer.current);
    if (!text.trim()) return;
    timer.current = setTimeout(() => {
      void searchLinkAddresses(text.trim(), regionId).then(setAddresses, () => setAddresses([]));
    }, SEARCH_DEBOUNCE_MS);
  };

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      feedback.message.success(done);
      return true;
    } catch (error) {
      feedback.notification.error({ message: t('places.serverError'), description: (error as Error).message });
      return false;
    }
  };

  const columns: TableProps<DeliveryPlace>['columns'] = [
    { key: 'provider', title: t('places.provider'), dataIndex: 'deliveryProviderName' },
    { key: 'name', title: t('places.name'), render: (_, p) => p.name || t('places.express') },
    { key: 'pickup', title: t('places.pickupPoint'), render: (_, p) => (p.pickup ? p.pickupAddress : '—') },
    {
      key: 'schedule',
      title: t('places.schedule'),
      render: (_, p) => <SchedulePeriods schedule={p.schedule as never} />,
    },
    { key: 'days', title: t('places.days'), dataIndex: 'daysToDeliver' },
    {
      key: 'payment',
      title: t('places.payment'),
      render: (_, p) =>
        [p.prepay && t('places.prepay'), p.cashOnDelivery && t('places.cashOnDelivery')].filter(Boolean).join(', '),
    },
    {
      key: 'actions',
      title: '',
      render: (_, p) => (
        <Space>
          <Button size="small" onClick={() => setEditing(p)}>
            {t('places.edit')}
          </Button>
          <Popconfirm
            title={t('places.unlinkConfirm', { provider: p.deliveryProviderName })}
            onConfirm={() => run(() => changes.unlink.mutateAsync(p.deliveryProviderId), t('places.unlinked'))}
          >
            <Button size="small">{t('places.unlink')}</Button>
          </Popconfirm>
          <Popconfirm
            title={t('places.deleteConfirm')}
            onConfirm={() => run(() => changes.remove.mutateAsync(p.id), t('places.deleted'))}
          >
            <Button size="small" danger>
              {t('places.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label={t('places.address')}
          placeholder={t('places.addressSearch')}
          showSearch
          filterOption={false}
          onSearch={search}
          onChange={(id: number) => setAddressId(id)}
          options={addresses.map((a) => ({ value: a.id, label: a.fullAddress }))}
          notFoundContent={null}
          style={{ width: 420 }}
        />
        <Button type="primary" disabled={addressId === undefined} onClick={() => setEditing('new')}>
          {t('places.add')}
        </Button>
      </Space>
      {addressId === undefined ? (
        <Empty description={t('places.pickAddress')} />
      ) : (
        <Table<DeliveryPlace>
          data-testid="places"
          rowKey="id"
          columns={columns}
          dataSource={(places.data as DeliveryPlace[] | undefined) ?? []}
          loading={places.isFetching}
          pagination={false}
          locale={{ emptyText: tableEmpty(t('places.empty')) }}
        />
      )}
      {editing && addressId !== undefined && (
        <PlaceForm
          addressId={addressId}
          providers={providers}
          place={editing === 'new' ? undefined : editing}
          saving={changes.forceLink.isPending}
          onSave={async (body) => {
            if (await run(() => changes.forceLink.mutateAsync(body), t('places.saved'))) setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Space>
  );
}
