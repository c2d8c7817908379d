// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type AddressState, addressReducer, initialAddressState } from '../lib/address-state';
import { deliveryFieldRules } from '../lib/field-rules';
import { buildOrderPayload } from '../lib/payload';
import { saveRouteFor } from '../lib/save-route';
import type { DeliveryDraft } from '../lib/validation';
import { CHILE_LEAD, makeAddress, makeDeliveryInfo, makeOption, PERU_LEAD } from '../testing/order-fixtures';

const delivery: DeliveryDraft = {
  fullName: ' María Fernández ',
  street: 'Av. Larco 345',
  addressReference: 'Frente al parque',
  comments: 'Llamar antes',
  coordinates: '-12.121100, -77.029700',
  ccNumber: '1020304050',
  email: 'maria@correo.pe',
};

function dictionaryState(): AddressState {
  let state = initialAddressState('PE', false);
  state = addressReducer(state, { type: 'addressSelected', address: makeAddress() });
  state = addressReducer(state, { type: 'deliveryInfoLoaded', info: makeDeliveryInfo() });
  state = addressReducer(state, { type: 'paymentMethodChosen', method: 'deposit' });
  state = addressReducer(state, { type: 'optionChosen', optionId: 11 });
  return addressReducer(state, { type: 'dateTimeChosen', date: '2030-01-02', time: '09:00-13:00' });
}

describe('order payload', () => {
  it('ONEW-116 ONEW-117 ONEW-118 dictionary mode: the address reference, the option, the slot and the channel', () => {
    const option = makeOption();
    const rules = deliveryFieldRules({ regionId: 'pe-central', providerId: 1, pickup: false, mapAddressUsed: false });
    const payload = buildOrderPayload({
      lead: PERU_LEAD,
      quantities: { 1: 3, 2: 0 },
      discountId: 7,
      address: dictionaryState(),
      option,
      delivery,
      rules,
      notificationType: 'Whatsapp',
    });
    expect(payload).toEqual({
      leadId: 101,
      fullName: 'María Fernández',
      items: [{ id: 1, qty: 3 }],
      address: 'Av. Larco 345',
      city: 'Lima',
      district: 'Miraflores',
      postalCode: '15074',
      discountId: 7,
      comments: 'Llamar antes',
      deposit: true,
      preferredDate: '2030-01-02',
      deliveryProviderId: 1,
      addressReferenceId: 501,
      addressReferenceType: 'others',
      deliveryInfo: {
        preferredDate: '2030-01-02',
        preferredDeliveryTime: '09:00-13:00',
        pickupPoint: null,
        addressIdxDeliveryId: 11,
        latitude: -12.1211,
        longitude: -77.0297,
        cityCode: null,
      },
      address2: 'Frente al parque',
      notificationInfo: { value: null, notificationType: 'Whatsapp' },
      offerId: 'OFFER-PE-1',
    });
  });

  it('ONEW-117 map mode sends no dictionary reference and the picked point', () => {
    const point = { latitude: -33.4372, longitude: -70.6506 };
    let state = addressReducer(initialAddressState('CL', true), { type: 'pointPicked', point });
    state = addressReducer(state, {
      type: 'pointGeocoded',
      point,
      address: makeAddress({ city: 'Santiago', district: 'Providencia', postalCode: '7500000' }),
      text: 'Providencia, Santiago',
    });
    state = addressReducer(state, { type: 'deliveryInfoLoaded', info: makeDeliveryInfo() });
    state = addressReducer(state, { type: 'paymentMethodChosen', method: 'payOnDelivery' });
    state = addressReducer(state, { type: 'dateTimeChosen', date: '2030-01-02', time: '14:00-18:00' });
    const rules = deliveryFieldRules({ regionId: 'cl-central', providerId: 5, pickup: false, mapAddressUsed: true });
    const payload = buildOrderPayload({
      lead: CHILE_LEAD,
      quantities: { 5: 1 },
      discountId: null,
      address: state,
      option: makeOption({ id: 12, providerId: 5, providerName: 'Starken' }),
      delivery: { ...delivery, street: 'Providencia, Santiago' },
      rules,
      notificationType: 'Sms',
    });
    expect(payload).toMatchObject({
      addressReferenceId: null,
      addressReferenceType: null,
      deposit: false,
      deliveryProviderId: 5,
      city: 'Santiago',
      district: 'Providencia',
      address2: null,
      deliveryInfo: { latitude: -33.4372, longitude: -70.6506, addressIdxDeliveryId: 12 },
      notificationInfo: { notificationType: 'Sms' },
    });
    expect(payload).not.toHaveProperty('ccNumber');
    expect(payload).not.toHaveProperty('email');
  });

  it('ONEW-119 ccNumber and email are sent for Colombia only', () => {
    const rules = deliveryFieldRules({ regionId: 'co-central', providerId: 9, pickup: false, mapAddressUsed: false });
    const payload = buildOrderPayload({
      lead: { ...PERU_LEAD, region: { id: 'co-central' } },
      quantities: { 9: 1 },
      discountId: null,
      address: dictionaryState(),
      option: makeOption({ providerId: 9 }),
      delivery,
      rules,
      notificationType: 'Whatsapp',
    });
    expect(payload).toMatchObject({ ccNumber: '1020304050', email: 'maria@correo.pe' });
  });
});

describe('Approve routing', () => {
  it('ONEW-104 creating approves the order and requests the next lead (create with the task)', () => {
    expect(saveRouteFor('create', { id: 5, type: 'LEAD' }, null)).toEqual({ kind: 'create', taskId: 5 });
    expect(saveRouteFor('create', null, null)).toEqual({ kind: 'create', taskId: null });
  });

  it('ONEW-105 editing from a call-back task approves the order', () => {
    expect(saveRouteFor('edit', { id: 6, type: 'CALL_BACK' }, 90)).toEqual({
      kind: 'callback-approve',
      taskId: 6,
      orderId: 90,
    });
  });

  it('ONEW-106 editing from a recall task is a recall approval with taskId and orderId', () => {
    expect(saveRouteFor('recall-approve', { id: 7, type: 'RECALL' }, 90)).toEqual({
      kind: 'recall-approve',
      taskId: 7,
      orderId: 90,
    });
    expect(saveRouteFor('edit', { id: 7, type: 'RECALL' }, 90)).toEqual({
      kind: 'recall-approve',
      taskId: 7,
      orderId: 90,
    });
  });

  it('ONEW-107 any other edit is a change-order update with orderId', () => {
    expect(saveRouteFor('edit', null, 90)).toEqual({ kind: 'update', orderId: 90 });
  });

  it('ONEW-120 re-create adds originalOrderId and taskId', () => {
    expect(saveRouteFor('re-create', { id: 8, type: 'CALL_BACK' }, 90)).toEqual({
      kind: 're-create',
      taskId: 8,
      originalOrderId: 90,
    });
  });
});
