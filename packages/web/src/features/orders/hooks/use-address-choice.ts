import type { AddressDto } from '@umbrella/contract';
import { type Dispatch, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { raiseError } from '@/lib/errors/error-store';
import { getDeliveryInfoByAddress, getDeliveryInfoByCoordinates } from '../api/get-delivery-info';
import { reverseGeocode } from '../api/reverse-geocode';
import {
  type AddressAction,
  type AddressState,
  addressReducer,
  initialAddressState,
  type MapPoint,
} from '../lib/address-state';

/** A map pick is geocoded and priced for delivery 1 s after it (ONEW-69, OCONST-13). */
export const MAP_PICK_DELAY_MS = 1000;

export type AddressChoice = {
  state: AddressState;
  dispatch: Dispatch<AddressAction>;
  /** Dictionary mode: choose an address and fetch its delivery info (ONEW-47, ONEW-48). */
  selectAddress: (address: AddressDto) => void;
  /** Map mode: pick a point; 1 s later it is reverse-geocoded and its delivery info fetched (ONEW-69, ONEW-70). */
  pickPoint: (point: MapPoint) => void;
  /** Back to the defaults, keeping the mode and the country (ONEW-37). */
  reset: () => void;
  /** The switcher: the other mode starts from the defaults. */
  switchMode: (mapMode: boolean) => void;
  /** Clearing the text resets the address state (ONEW-41). */
  changeSearchText: (text: string) => void;
  loadingDelivery: boolean;
  geocoding: boolean;
};

/** The address step's state and the calls its choices start; errors go to the generic reporter (ONEW-63). */
export function useAddressChoice(regionId: string, country: string, productIds: number[]): AddressChoice {
  const [state, dispatch] = useReducer(addressReducer, country, (c) => initialAddressState(c));
  const latest = useRef(0);
  const pickTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [loadingDelivery, setLoadingDelivery] = useState(false);
  const [geocoding, setGeocoding] = useState(false);
  const products = productIds.join(',');

  useEffect(() => () => clearTimeout(pickTimer.current), []);

  const invalidate = useCallback(() => {
    latest.current++;
    clearTimeout(pickTimer.current);
    setLoadingDelivery(false);
    setGeocoding(false);
  }, []);
  const reset = useCallback(() => {
    invalidate();
    dispatch({ type: 'reset' });
  }, [invalidate]);
  const switchMode = useCallback(
    (mapMode: boolean) => {
      invalidate();
      dispatch({ type: 'modeDecided', mapMode });
    },
    [invalidate],
  );
  const changeSearchText = useCallback(
    (text: string) => {
      if (text.trim() === '') invalidate();
      dispatch({ type: 'searchTextChanged', text });
    },
    [invalidate],
  );

  const selectAddress = useCallback(
    (address: AddressDto) => {
      const request = ++latest.current;
      clearTimeout(pickTimer.current);
      dispatch({ type: 'addressSelected', address });
      setLoadingDelivery(true);
      setGeocoding(false);
      const ids = products ? products.split(',').map(Number) : [];
      getDeliveryInfoByAddress(address, ids).then(
        (info) => {
          if (request !== latest.current) return;
          dispatch({ type: 'deliveryInfoLoaded', info });
          setLoadingDelivery(false);
        },
        (error: unknown) => {
          if (request !== latest.current) return;
          setLoadingDelivery(false);
          raiseError(error);
        },
      );
    },
    [products],
  );

  const pickPoint = useCallback(
    (point: MapPoint) => {
      const request = ++latest.current;
      clearTimeout(pickTimer.current);
      dispatch({ type: 'pointPicked', point });
      setLoadingDelivery(true);
      setGeocoding(true);
      const ids = products ? products.split(',').map(Number) : [];
      pickTimer.current = setTimeout(() => {
        const stale = () => request !== latest.current;
        const fail = (error: unknown) => {
          if (stale()) return;
          setLoadingDelivery(false);
          setGeocoding(false);
          raiseError(error);
        };
        reverseGeocode(point, regionId).then((found) => {
          if (stale()) return;
          dispatch({ type: 'pointGeocoded', point, address: found.address, text: found.displayName });
          setGeocoding(false);
        }, fail);
        getDeliveryInfoByCoordinates(point, regionId, ids).then((info) => {
          if (stale()) return;
          dispatch({ type: 'deliveryInfoLoaded', info });
          setLoadingDelivery(false);
        }, fail);
      }, MAP_PICK_DELAY_MS);
    },
    [products, regionId],
  );

  return {
    state,
    dispatch,
    selectAddress,
    pickPoint,
    reset,
    switchMode,
    changeSearchText,
    loadingDelivery,
    geocoding,
  };
}
