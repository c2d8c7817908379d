// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type AddressState, addressReducer, initialAddressState } from '../lib/address-state';
import { makeAddress, makeDeliveryInfo, makeOption } from '../testing/order-fixtures';

const run = (state: AddressState, ...actions: Parameters<typeof addressReducer>[1][]) =>
  actions.reduce(addressReducer, state);

const dictionary = () => initialAddressState('PE', false);
const withAddress = () =>
  run(
    dictionary(),
    { type: 'addressSelected', address: makeAddress() },
    { type: 'deliveryInfoLoaded', info: makeDeliveryInfo() },
  );

describe('address step state', () => {
  it('ONEW-37 reset returns to the defaults but keeps the map mode and the country', () => {
    const picked = run(initialAddressState('CL', true), {
      type: 'pointPicked',
      point: { latitude: -33.4, longitude: -70.6 },
    });
    expect(run(picked, { type: 'reset' })).toEqual(initialAddressState('CL', true));
  });

  it('ONEW-41 clearing the search text resets the address state', () => {
    const state = run(withAddress(), { type: 'searchTextChanged', text: '   ' });
    expect(state).toEqual(initialAddressState('PE', false));
  });

  it('ONEW-47 selecting an address clears the delivery choice and the delivery time', () => {
    const chosen = run(
      withAddress(),
      { type: 'paymentMethodChosen', method: 'deposit' },
      { type: 'optionChosen', optionId: 11 },
      { type: 'dateTimeChosen', date: '2030-01-02', time: '09:00-13:00' },
    );
    const again = run(chosen, { type: 'addressSelected', address: makeAddress({ id: 777 }) });
    expect(again).toMatchObject({ optionId: null, date: null, time: null, paymentMethod: null, deliveryInfo: null });
    expect(again.address?.id).toBe(777);
  });

  it('ONEW-49 ONEW-50 both methods possible: both offered, none selected', () => {
    const state = withAddress();
    expect(state.paymentMethods).toEqual(['deposit', 'payOnDelivery']);
    expect(state.paymentMethod).toBeNull();
  });

  it('ONEW-49 ONEW-50 only one method possible: it is offered alone and selected', () => {
    const state = run(
      dictionary(),
      { type: 'addressSelected', address: makeAddress() },
      {
        type: 'deliveryInfoLoaded',
        info: makeDeliveryInfo({ prepay: [] }),
      },
    );
    expect(state.paymentMethods).toEqual(['payOnDelivery']);
    expect(state.paymentMethod).toBe('payOnDelivery');
  });

  it('ONEW-51 ONEW-62 no option at all: no method is possible', () => {
    const state = run(
      dictionary(),
      { type: 'addressSelected', address: makeAddress() },
      {
        type: 'deliveryInfoLoaded',
        info: { prepay: [], payOnDelivery: [] },
      },
    );
    expect(state.paymentMethods).toEqual([]);
    expect(state.paymentMethod).toBeNull();
  });

  it('ONEW-52 choosing a payment method clears the delivery choice', () => {
    const state = run(
      withAddress(),
      { type: 'paymentMethodChosen', method: 'deposit' },
      { type: 'optionChosen', optionId: 11 },
      { type: 'dateTimeChosen', date: '2030-01-02', time: '09:00-13:00' },
      { type: 'paymentMethodChosen', method: 'deposit' },
    );
    // Deposit has three options: the auto-pick (DTK) replaces the choice, date and time are cleared.
    expect(state).toMatchObject({ optionId: 31, date: null, time: null });
  });

  it('ONEW-53 ONEW-54 pay on delivery shows its own list; a single option is selected', () => {
    const state = run(withAddress(), { type: 'paymentMethodChosen', method: 'payOnDelivery' });
    expect(state.optionId).toBe(12);
  });

  it('ONEW-55 with several options a special Peru/Chile provider (DTK, Blue Express) is picked when present', () => {
    expect(run(withAddress(), { type: 'paymentMethodChosen', method: 'deposit' }).optionId).toBe(31);
    const noSpecial = makeDeliveryInfo({ prepay: [makeOption({ id: 1 }), makeOption({ id: 2, providerId: 5 })] });
    const state = run(
      dictionary(),
      { type: 'addressSelected', address: makeAddress() },
      { type: 'deliveryInfoLoaded', info: noSpecial },
      {
        type: 'paymentMethodChosen',
        method: 'deposit',
      },
    );
    expect(state.optionId).toBeNull();
  });

  it('ONEW-56 picking a pickup point selects the matching delivery option', () => {
    const state = run(
      withAddress(),
      { type: 'paymentMethodChosen', method: 'deposit' },
      { type: 'pickupPointChosen', pickupPoint: 'Av. México 1235, La Victoria, Lima' },
    );
    expect(state.optionId).toBe(21);
  });

  it('ONEW-60 setting date and time clears the expired flag', () => {
    const expired = run(withAddress(), { type: 'restored', state: { expired: true } });
    expect(run(expired, { type: 'dateTimeChosen', date: '2030-01-02', time: null }).expired).toBe(true);
    expect(run(expired, { type: 'dateTimeChosen', date: '2030-01-02', time: '09:00-13:00' }).expired).toBe(false);
  });

  it('ONEW-69 ONEW-70 a map pick clears the choice; its geocoding and delivery info fill the address and methods', () => {
    const point = { latitude: -33.45, longitude: -70.66 };
    const state = run(
      initialAddressState('CL', true),
      { type: 'pointPicked', point },
      {
        type: 'pointGeocoded',
        point,
        address: makeAddress({ country: 'CL', province: 'Santiago' }),
        text: 'Santiago, RM',
      },
      { type: 'deliveryInfoLoaded', info: makeDeliveryInfo({ prepay: [] }) },
    );
    expect(state).toMatchObject({ point, mapAddress: 'Santiago, RM', paymentMethod: 'payOnDelivery', optionId: 12 });
  });

  it('ONEW-69 the geocoding of an older pick is ignored', () => {
    const first = { latitude: 1, longitude: 1 };
    const second = { latitude: 2, longitude: 2 };
    const state = run(
      initialAddressState('CL', true),
      { type: 'pointPicked', point: first },
      { type: 'pointPicked', point: second },
      { type: 'pointGeocoded', point: first, address: makeAddress(), text: 'stale' },
    );
    expect(state.mapAddress).toBeNull();
  });
});
