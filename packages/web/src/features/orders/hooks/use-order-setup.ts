import type { DeliveryInfo } from '@umbrella/contract';
import { useEffect, useState } from 'react';
import { getAddress } from '../api/get-address';
import { getDeliveryInfoByAddress, getDeliveryInfoByCoordinates } from '../api/get-delivery-info';
import { getOrder } from '../api/get-order';
import {
  editAddressState,
  editDeliveryDraft,
  editNotificationType,
  editUsesMap,
  orderPoint,
  orderQuantities,
} from '../lib/edit-init';
import { mapModeByRollout } from '../lib/rollout';
import type { OrderDto } from '../types';
import type { AddressChoice } from './use-address-choice';
import type { OrderDraft } from './use-order-draft';

export type SetupState =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderDto | null }
  | { status: 'failed'; error: unknown };

/**
 * Prepares the modal: in create mode the map mode comes from the rollout (ONEW-33); with an
 * existing order its products, address or point, delivery choice and form are loaded (ONEW-18,
 * ONEW-36, ONEW-76..81).
 */
export function useOrderSetup(input: {
  orderId: number | null;
  accountId: number | undefined;
  regionId: string;
  address: AddressChoice;
  draft: OrderDraft;
}): SetupState {
  const { orderId, accountId, regionId, address, draft } = input;
  const [state, setState] = useState<SetupState>(
    orderId === null ? { status: 'ready', order: null } : { status: 'loading' },
  );
  const { dispatch } = address;
  const { setQuantities, setDiscountId, setDelivery, setNotificationType, setUseMapAddress } = draft;

  useEffect(() => {
    if (orderId !== null || accountId === undefined) return;
    let live = true;
    mapModeByRollout(accountId, regionId).then(
      (mapMode) => live && dispatch({ type: 'modeDecided', mapMode }),
      () => live && dispatch({ type: 'modeDecided', mapMode: false }),
    );
    return () => {
      live = false;
    };
  }, [orderId, accountId, regionId, dispatch]);

  useEffect(() => {
    if (orderId === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      const order = await getOrder(orderId, signal);
      const quantities = orderQuantities(order);
      const productIds = Object.keys(quantities).map(Number);
      const mapMode = editUsesMap(order);
      const point = orderPoint(order);
      const dictionary = order.addr ? await getAddress(order.addr.addressIdx.id, signal) : null;
      let info: DeliveryInfo = { prepay: [], payOnDelivery: [] };
      if (dictionary) info = await getDeliveryInfoByAddress(dictionary, productIds, signal);
      else if (point) info = await getDeliveryInfoByCoordinates(point, order.regionId, productIds, signal);
      if (signal.aborted) return;
      dispatch({ type: 'modeDecided', mapMode });
      dispatch({ type: 'restored', state: editAddressState(order, dictionary, info) });
      setQuantities(quantities);
      setDiscountId(order.discountId);
      setDelivery(editDeliveryDraft(order));
      setUseMapAddress(false);
      setNotificationType(editNotificationType(order));
      setState({ status: 'ready', order });
    })().catch((error: unknown) => {
      if (!signal.aborted) setState({ status: 'failed', error });
    });
    return () => controller.abort();
  }, [orderId, dispatch, setQuantities, setDiscountId, setDelivery, setNotificationType, setUseMapAddress]);

  return state;
}
