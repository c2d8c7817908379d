import { type CommentsField, findDeliveryProvider, ORDER_LIMITS } from '@umbrella/contract';

/** Which delivery-step fields show and how they are checked, by region and provider (ONEW-83..99). */
export type DeliveryFieldRules = {
  coordinates: boolean;
  streetMax: number;
  /** Read-only with a pickup point in pe-central, or while the map address is used (ONEW-86). */
  streetReadOnly: boolean;
  /** The street may stay empty: a pe-central pickup point stands in for it. */
  streetOptional: boolean;
  rejectsPostalCode: boolean;
  addressReference: boolean;
  comments: CommentsField;
  colombia: boolean;
  mexicoHelper: boolean;
};

export type FieldContext = {
  regionId: string;
  providerId: number | null;
  pickup: boolean;
  mapAddressUsed: boolean;
};

export function deliveryFieldRules({ regionId, providerId, pickup, mapAddressUsed }: FieldContext): DeliveryFieldRules {
  const rules = providerId === null ? undefined : findDeliveryProvider(providerId)?.rules;
  const peru = regionId === 'pe-central';
  const peruPickup = peru && pickup;
  return {
    coordinates: rules?.coordinatesRequired ?? false,
    streetMax: rules?.addressMax ?? ORDER_LIMITS.address,
    streetReadOnly: peruPickup || mapAddressUsed,
    streetOptional: peruPickup,
    rejectsPostalCode: peru && (rules?.rejectsPostalCodeInStreet ?? false),
    // pe-central only, and not with the two providers that have none (ONEW-90).
    addressReference: peru && (rules?.addressReference ?? false),
    comments: rules?.comments ?? { label: 'comments', max: ORDER_LIMITS.comments },
    colombia: regionId === 'co-central',
    mexicoHelper: regionId === 'mx-central',
  };
}
