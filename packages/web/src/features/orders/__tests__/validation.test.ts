// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressReducer, initialAddressState } from '../lib/address-state';
import { deliveryFieldRules } from '../lib/field-rules';
import { MESSAGE_KEYS } from '../lib/messages';
import { scheduleDates } from '../lib/schedule';
import { addressStepErrors, type DeliveryDraft, deliveryStepErrors } from '../lib/validation';
import { makeAddress, makeDeliveryInfo } from '../testing/order-fixtures';

const ZONE = 'America/Lima';
const draft = (overrides: Partial<DeliveryDraft> = {}): DeliveryDraft => ({
  fullName: 'María Fernández',
  street: 'Av. Larco 345',
  addressReference: '',
  comments: '',
  coordinates: '-12.121100, -77.029700',
  ccNumber: '',
  email: '',
  ...overrides,
});
const rulesFor = (regionId: string, providerId: number | null, extra: { pickup?: boolean; map?: boolean } = {}) =>
  deliveryFieldRules({ regionId, providerId, pickup: extra.pickup ?? false, mapAddressUsed: extra.map ?? false });
const keyOf = (errors: Record<string, { key: string } | undefined>, field: string) => errors[field]?.key;

function chosenAddressState() {
  const info = makeDeliveryInfo();
  let state = initialAddressState('PE', false);
  state = addressReducer(state, { type: 'addressSelected', address: makeAddress() });
  state = addressReducer(state, { type: 'deliveryInfoLoaded', info });
  state = addressReducer(state, { type: 'paymentMethodChosen', method: 'payOnDelivery' });
  const date = scheduleDates(info.payOnDelivery[0] ?? null)[0] as string;
  return addressReducer(state, { type: 'dateTimeChosen', date, time: '14:00-18:00' });
}

describe('step 2 → 3 gate (ONEW-08)', () => {
  it('ONEW-08 a complete address step passes', () => {
    expect(addressStepErrors(chosenAddressState(), ZONE, Date.now())).toEqual({});
  });

  it('ONEW-46 ONEW-08 no address chosen: fields.addressSearchBar.error', () => {
    const errors = addressStepErrors(initialAddressState('PE', false), ZONE, Date.now());
    expect(keyOf(errors, 'addressSearch')).toBe('orders.fields.addressSearchBar.error');
  });

  it('ONEW-59 date or time missing: fields.deliveryTimeAndDate.errorMessage', () => {
    const noTime = addressReducer(chosenAddressState(), { type: 'dateTimeChosen', date: '2030-01-01', time: null });
    expect(keyOf(addressStepErrors(noTime, ZONE, Date.now()), 'deliveryTimeAndDate')).toBe(
      'orders.fields.deliveryTimeAndDate.errorMessage',
    );
  });

  it('ONEW-61 a chosen slot that is no longer offered shows the expired delivery date message', () => {
    const stale = addressReducer(chosenAddressState(), {
      type: 'dateTimeChosen',
      date: '2020-01-01',
      time: '09:00-13:00',
    });
    expect(keyOf(addressStepErrors(stale, ZONE, Date.now()), 'deliveryTimeAndDate')).toBe(MESSAGE_KEYS.expiredDate);
  });

  it('ONEW-08 ONEW-10 no payment method chosen: "Field is not valid" on deposit', () => {
    const state = addressReducer(chosenAddressState(), { type: 'restored', state: { paymentMethod: null } });
    expect(keyOf(addressStepErrors(state, ZONE, Date.now()), 'deposit')).toBe('orders.errors.fieldNotValid');
  });

  it('ONEW-51 an address with no possible payment method shows the deposit error', () => {
    let state = addressReducer(initialAddressState('PE', false), { type: 'addressSelected', address: makeAddress() });
    state = addressReducer(state, { type: 'deliveryInfoLoaded', info: { prepay: [], payOnDelivery: [] } });
    expect(keyOf(addressStepErrors(state, ZONE, Date.now()), 'deposit')).toBe(MESSAGE_KEYS.deposit);
  });

  it('ONEW-08 district, state and city must be known', () => {
    const state = addressReducer(chosenAddressState(), {
      type: 'restored',
      state: { address: makeAddress({ district: '', region: '', city: '' }) },
    });
    const errors = addressStepErrors(state, ZONE, Date.now());
    expect([keyOf(errors, 'district'), keyOf(errors, 'state'), keyOf(errors, 'city')]).toEqual([
      MESSAGE_KEYS.fieldNotValid,
      MESSAGE_KEYS.fieldNotValid,
      MESSAGE_KEYS.fieldNotValid,
    ]);
  });

  it('ONEW-08 in map mode a picked point stands for the address search', () => {
    const state = { ...chosenAddressState(), mapMode: true, point: null };
    expect(keyOf(addressStepErrors(state, ZONE, Date.now()), 'addressSearch')).toBe(MESSAGE_KEYS.addressSearchBar);
    const picked = { ...state, point: { latitude: -12.12, longitude: -77.03 } };
    expect(addressStepErrors(picked, ZONE, Date.now()).addressSearch).toBeUndefined();
  });
});

describe('step 3 → 4 gate (ONEW-09) and field rules', () => {
  const olva = rulesFor('pe-central', 1);
  const phone = '+519******321';

  it('ONEW-09 a complete delivery step passes', () => {
    expect(deliveryStepErrors(draft(), olva, phone)).toEqual({});
  });

  it('ONEW-92 ONEW-93 full name required, at most 85', () => {
    expect(keyOf(deliveryStepErrors(draft({ fullName: ' ' }), olva, phone), 'fullName')).toBe(
      'orders.fields.fullName.errorMessage',
    );
    expect(deliveryStepErrors(draft({ fullName: 'a'.repeat(85) }), olva, phone).fullName).toBeUndefined();
    expect(keyOf(deliveryStepErrors(draft({ fullName: 'a'.repeat(86) }), olva, phone), 'fullName')).toBe(
      'orders.fields.fullName.maxLengthError',
    );
  });

  it('a name without a letter (emoji, digits) is refused; names in any script pass', () => {
    for (const fullName of ['😀😀😀', '123 456']) {
      expect(keyOf(deliveryStepErrors(draft({ fullName }), olva, phone), 'fullName')).toBe(
        'orders.fields.fullName.lettersError',
      );
    }
    for (const fullName of ['Ñusta Quispe', "O'Higgins", 'Zoë 😀']) {
      expect(deliveryStepErrors(draft({ fullName }), olva, phone).fullName).toBeUndefined();
    }
  });

  it('ONEW-09 ONEW-10 a missing phone and a missing street fail with "Field is not valid"', () => {
    const errors = deliveryStepErrors(draft({ street: '' }), rulesFor('cl-central', 5), null);
    expect([keyOf(errors, 'phone'), keyOf(errors, 'street')]).toEqual([
      MESSAGE_KEYS.fieldNotValid,
      MESSAGE_KEYS.fieldNotValid,
    ]);
  });

  it('ONEW-83 ONEW-84 Peru providers and Chilexpress/Rappi Chile need "lat, lng" coordinates (orderEditFormSteps.coordinates.cordsError)', () => {
    for (const [region, provider] of [
      ['pe-central', 1],
      ['pe-central', 2],
      ['pe-central', 3],
      ['pe-central', 4],
      ['cl-central', 7],
      ['cl-central', 8],
    ] as const) {
      expect(rulesFor(region, provider).coordinates).toBe(true);
    }
    expect(rulesFor('cl-central', 5).coordinates).toBe(false);
    for (const bad of ['', '-12, -77', '-12.1;-77.0', 'lima']) {
      expect(keyOf(deliveryStepErrors(draft({ coordinates: bad }), olva, phone), 'coordinates')).toBe(
        'orders.orderEditFormSteps.coordinates.cordsError',
      );
    }
    expect(deliveryStepErrors(draft({ coordinates: '-12.1211,-77.0297' }), olva, phone).coordinates).toBeUndefined();
  });

  it('ONEW-85 ONEW-87 street maximum 85 for Olva and 300 for the others ("Max length of this field is {n} symbols")', () => {
    const long = deliveryStepErrors(draft({ street: 'a'.repeat(86) }), olva, phone).street;
    expect(long).toEqual({ key: 'orders.errors.maxLength', values: { n: 85 } });
    const dtk = rulesFor('pe-central', 3);
    expect(deliveryStepErrors(draft({ street: 'a'.repeat(300) }), dtk, phone).street).toBeUndefined();
    expect(deliveryStepErrors(draft({ street: 'a'.repeat(301) }), dtk, phone).street?.values).toEqual({ n: 300 });
  });

  it('ONEW-88 the Chilean express provider allows 80', () => {
    const chilexpress = rulesFor('cl-central', 7);
    expect(deliveryStepErrors(draft({ street: 'a'.repeat(80) }), chilexpress, phone).street).toBeUndefined();
    expect(deliveryStepErrors(draft({ street: 'a'.repeat(81) }), chilexpress, phone).street?.values).toEqual({ n: 80 });
  });

  it('ONEW-89 in Peru with Olva a 5-digit number or "postal"/"codigo" in the street is rejected', () => {
    for (const street of ['Av. Larco 15074', 'Codigo 123', 'Código postal 1', 'calle POSTAL']) {
      expect(keyOf(deliveryStepErrors(draft({ street }), olva, phone), 'street')).toBe(MESSAGE_KEYS.fieldNotValid);
    }
    expect(deliveryStepErrors(draft({ street: 'Av. Larco 1234' }), olva, phone).street).toBeUndefined();
    expect(
      deliveryStepErrors(draft({ street: 'Av. Larco 15074' }), rulesFor('pe-central', 3), phone).street,
    ).toBeUndefined();
  });

  it('ONEW-86 the street is read-only with a pickup point in pe-central and while the map address is used', () => {
    expect(rulesFor('pe-central', 2, { pickup: true })).toMatchObject({ streetReadOnly: true, streetOptional: true });
    expect(rulesFor('cl-central', 5, { pickup: true })).toMatchObject({ streetReadOnly: false, streetOptional: false });
    expect(rulesFor('cl-central', 5, { map: true }).streetReadOnly).toBe(true);
    expect(
      deliveryStepErrors(draft({ street: '' }), rulesFor('pe-central', 2, { pickup: true }), phone).street,
    ).toBeUndefined();
  });

  it('ONEW-90 ONEW-91 the address reference shows only in pe-central, not with Shalom or Rappi; at most 300', () => {
    expect(rulesFor('pe-central', 1).addressReference).toBe(true);
    expect(rulesFor('pe-central', 3).addressReference).toBe(true);
    expect(rulesFor('pe-central', 2).addressReference).toBe(false);
    expect(rulesFor('pe-central', 4).addressReference).toBe(false);
    expect(rulesFor('cl-central', 5).addressReference).toBe(false);
    expect(
      deliveryStepErrors(draft({ addressReference: 'a'.repeat(300) }), olva, phone).addressReference,
    ).toBeUndefined();
    expect(
      deliveryStepErrors(draft({ addressReference: 'a'.repeat(301) }), olva, phone).addressReference?.values,
    ).toEqual({
      n: 300,
    });
  });

  it('ONEW-96 labelled DNI (Shalom) the comments are required, not blank, at most 8 (fields.dni.errorMessage)', () => {
    const shalom = rulesFor('pe-central', 2, { pickup: true });
    expect(shalom.comments).toEqual({ label: 'DNI', max: 8 });
    for (const comments of ['', '   ', '123456789']) {
      expect(keyOf(deliveryStepErrors(draft({ comments }), shalom, phone), 'comments')).toBe(
        'orders.fields.dni.errorMessage',
      );
    }
    expect(deliveryStepErrors(draft({ comments: '12345678' }), shalom, phone).comments).toBeUndefined();
  });

  it('ONEW-97 otherwise the comments maximum depends on the provider', () => {
    expect(deliveryStepErrors(draft({ comments: 'a'.repeat(86) }), olva, phone).comments).toEqual({
      key: 'orders.errors.maxLength',
      values: { n: 85 },
    });
    expect(
      deliveryStepErrors(draft({ comments: 'a'.repeat(300) }), rulesFor('cl-central', 5), phone).comments,
    ).toBeUndefined();
  });

  it('ONEW-95 CC number and e-mail belong to co-central, checked when given', () => {
    expect(rulesFor('co-central', 9).colombia).toBe(true);
    expect(rulesFor('pe-central', 1).colombia).toBe(false);
    const co = rulesFor('co-central', 9);
    const errors = deliveryStepErrors(draft({ ccNumber: '12ab', email: 'not-mail' }), co, phone);
    expect([keyOf(errors, 'ccNumber'), keyOf(errors, 'email')]).toEqual([
      MESSAGE_KEYS.fieldNotValid,
      MESSAGE_KEYS.fieldNotValid,
    ]);
    expect(deliveryStepErrors(draft({ ccNumber: '1020304050', email: 'cliente@correo.co' }), co, phone)).toEqual({});
  });

  it('ONEW-98 the address helper belongs to mx-central', () => {
    expect(rulesFor('mx-central', 13).mexicoHelper).toBe(true);
    expect(rulesFor('pe-central', 1).mexicoHelper).toBe(false);
  });
});
