import type { AddressDto, DeliveryInfo, PaymentMethod } from '@umbrella/contract';
import {
  autoOption,
  autoPaymentMethod,
  optionOfPickupPoint,
  optionsForMethod,
  possiblePaymentMethods,
} from './delivery-options';

export type MapPoint = { latitude: number; longitude: number };

/** Everything the address step decides (spec §4 "Address selection flow"). */
export type AddressState = {
  /** null until the rollout (create) or the order (edit) has decided it (ONEW-32). */
  mapMode: boolean | null;
  country: string;
  searchText: string;
  /** The dictionary address chosen in dictionary mode, or nearest to the map point in map mode. */
  address: AddressDto | null;
  point: MapPoint | null;
  /** The reverse-geocoded text of the map point (ONEW-69). */
  mapAddress: string | null;
  deliveryInfo: DeliveryInfo | null;
  paymentMethods: PaymentMethod[];
  paymentMethod: PaymentMethod | null;
  optionId: number | null;
  date: string | null;
  time: string | null;
  expired: boolean;
};

export type AddressAction =
  | { type: 'modeDecided'; mapMode: boolean }
  | { type: 'reset' }
  | { type: 'searchTextChanged'; text: string }
  | { type: 'addressSelected'; address: AddressDto }
  | { type: 'pointPicked'; point: MapPoint }
  | { type: 'pointGeocoded'; point: MapPoint; address: AddressDto; text: string }
  | { type: 'deliveryInfoLoaded'; info: DeliveryInfo }
  | { type: 'paymentMethodChosen'; method: PaymentMethod }
  | { type: 'optionChosen'; optionId: number }
  | { type: 'pickupPointChosen'; pickupPoint: string }
  | { type: 'dateTimeChosen'; date: string; time: string | null }
  | { type: 'restored'; state: Partial<AddressState> };

export function initialAddressState(country: string, mapMode: boolean | null = null): AddressState {
  return {
    mapMode,
    country,
    searchText: '',
    address: null,
    point: null,
    mapAddress: null,
    deliveryInfo: null,
    paymentMethods: [],
    paymentMethod: null,
    optionId: null,
    date: null,
    time: null,
    expired: false,
  };
}

const clearedDelivery = { optionId: null, date: null, time: null } as const;

/** A method set: its options replace the choice, and one of them may be picked (ONEW-52..55). */
function withMethod(state: AddressState, method: PaymentMethod | null): AddressState {
  const picked = autoOption(optionsForMethod(state.deliveryInfo, method));
  return { ...state, ...clearedDelivery, paymentMethod: method, optionId: picked?.id ?? null };
}

export function addressReducer(state: AddressState, action: AddressAction): AddressState {
  switch (action.type) {
    case 'modeDecided':
      return { ...initialAddressState(state.country, action.mapMode) };
    // Reset keeps the map mode and the country (ONEW-37); so does clearing the search (ONEW-41).
    case 'reset':
      return initialAddressState(state.country, state.mapMode);
    case 'searchTextChanged':
      return action.text.trim() === ''
        ? initialAddressState(state.country, state.mapMode)
        : { ...state, searchText: action.text };
    case 'addressSelected':
      // A new address clears the delivery choice and time (ONEW-47); its delivery info follows (ONEW-48).
      return {
        ...state,
        ...clearedDelivery,
        address: action.address,
        searchText: action.address.fullAddress,
        deliveryInfo: null,
        paymentMethods: [],
        paymentMethod: null,
      };
    case 'pointPicked':
      return {
        ...state,
        ...clearedDelivery,
        point: action.point,
        mapAddress: null,
        address: null,
        deliveryInfo: null,
        paymentMethods: [],
        paymentMethod: null,
      };
    case 'pointGeocoded':
      if (!samePoint(state.point, action.point)) return state;
      return { ...state, address: action.address, mapAddress: action.text };
    case 'deliveryInfoLoaded': {
      const methods = possiblePaymentMethods(action.info);
      return withMethod({ ...state, deliveryInfo: action.info, paymentMethods: methods }, autoPaymentMethod(methods));
    }
    case 'paymentMethodChosen':
      return withMethod(state, action.method);
    case 'optionChosen':
      return state.optionId === action.optionId ? state : { ...state, ...clearedDelivery, optionId: action.optionId };
    case 'pickupPointChosen': {
      const option = optionOfPickupPoint(optionsForMethod(state.deliveryInfo, state.paymentMethod), action.pickupPoint);
      return option ? addressReducer(state, { type: 'optionChosen', optionId: option.id }) : state;
    }
    case 'dateTimeChosen':
      // Setting date and time clears the expired flag (ONEW-60).
      return { ...state, date: action.date, time: action.time, expired: action.time ? false : state.expired };
    case 'restored':
      return { ...state, ...action.state };
  }
}

function samePoint(a: MapPoint | null, b: MapPoint): boolean {
  return a !== null && a.latitude === b.latitude && a.longitude === b.longitude;
}
