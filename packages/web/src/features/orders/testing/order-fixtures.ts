import type { AddressDto, DeliveryInfo, DeliveryOption, OrderDto } from '@umbrella/contract';
import type { OrderLead } from '../types';

/** Dates as the mocked delivery info offers them: from tomorrow on, in Lima. */
export function isoDay(offsetDays: number, from = Date.now()): string {
  const day = new Date(from + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(day);
}

export function makeAddress(overrides: Partial<AddressDto> = {}): AddressDto {
  return {
    id: 501,
    type: 'others',
    country: 'PE',
    region: 'Lima',
    province: 'Lima',
    city: 'Lima',
    district: 'Miraflores',
    postalCode: '15074',
    fullAddress: 'Miraflores, Lima, Lima, 15074',
    deposit: true,
    score: 90,
    latitude: -12.1211,
    longitude: -77.0297,
    ...overrides,
  };
}

export function makeOption(overrides: Partial<DeliveryOption> = {}): DeliveryOption {
  const schedule: Record<string, string[]> = {};
  for (let d = 1; d <= 6; d++) schedule[isoDay(d)] = ['09:00-13:00', '14:00-18:00'];
  return {
    providerId: 1,
    providerName: 'Olva Courier',
    id: 11,
    pickupPoint: null,
    schedule,
    placeName: 'Olva Lima',
    daysToDeliver: 1,
    deliveryPrice: 0,
    ...overrides,
  };
}

/** Olva (home) and DTK (auto-picked) for deposit; Olva for cash; a Shalom pickup for deposit. */
export function makeDeliveryInfo(overrides: Partial<DeliveryInfo> = {}): DeliveryInfo {
  return {
    prepay: [
      makeOption(),
      makeOption({ id: 31, providerId: 3, providerName: 'DTK', placeName: 'DTK Lima express' }),
      makeOption({
        id: 21,
        providerId: 2,
        providerName: 'Shalom',
        placeName: 'Agencia Shalom Lima',
        pickupPoint: 'Av. México 1235, La Victoria, Lima',
      }),
    ],
    payOnDelivery: [makeOption({ id: 12 })],
    ...overrides,
  };
}

export const PERU_LEAD: OrderLead = {
  id: 101,
  name: 'María Fernández',
  phone: '+51987654321',
  region: { id: 'pe-central' },
  product: { id: 1, name: 'Colágeno Plus' },
  offerId: 'OFFER-PE-1',
};

export const CHILE_LEAD: OrderLead = {
  id: 102,
  name: 'Javiera Muñoz',
  phone: '+56912345678',
  region: { id: 'cl-central' },
  product: { id: 5, name: 'Omega 3 Chile' },
  offerId: null,
};

export function makeOrderDto(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id: 9001,
    short_code: 'ABC-123-456',
    status: 5,
    lead_id: 101,
    regionId: 'pe-central',
    phone: '+51987654321',
    full_name: 'María Fernández',
    city: 'Lima',
    district: 'Miraflores',
    postal_code: '15074',
    address: 'Av. Larco 345',
    address2: 'Frente al parque',
    comments: null,
    price: 15900,
    delivery_price: 0,
    currency: 'PEN',
    products: [{ id: 1, productId: 1, name: 'Colágeno Plus', qty: 3, price: 5300 }],
    preferred_date: null,
    created: '2026-11-20T15:00:00.000Z',
    claimed_by: 1,
    deposit: false,
    delivery_provider_id: 1,
    delivery_provider_name: 'Olva Courier',
    externalId: null,
    trackingLink: null,
    discountId: null,
    offerId: 'OFFER-PE-1',
    scriptVersionId: null,
    notificationInfo: { value: null, notificationType: 'Sms' },
    deliveryInfo: {
      preferredDate: isoDay(1),
      preferredDeliveryTime: '09:00-13:00',
      pickupPoint: null,
      addressIdxDeliveryId: 12,
      latitude: null,
      longitude: null,
      cityCode: null,
    },
    addr: {
      id: 501,
      addressType: 'others',
      addressIdx: {
        id: 501,
        region: 'Lima',
        province: 'Lima',
        city: 'Lima',
        district: 'Miraflores',
        postalCode: '15074',
        ubigeo: null,
      },
    },
    originalOrderId: null,
    paymentLink: null,
    tags: [],
    ...overrides,
  };
}
