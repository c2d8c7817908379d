/**
 * The spec's message keys (section 8 and §5), under the feature's namespace: the spec's
 * `fields.fullName.errorMessage` is `orders.fields.fullName.errorMessage` here.
 */
export const MESSAGE_KEYS = {
  fieldNotValid: 'orders.errors.fieldNotValid',
  maxLength: 'orders.errors.maxLength',
  addressSearchBar: 'orders.fields.addressSearchBar.error',
  deliveryTimeAndDate: 'orders.fields.deliveryTimeAndDate.errorMessage',
  fullNameRequired: 'orders.fields.fullName.errorMessage',
  fullNameMax: 'orders.fields.fullName.maxLengthError',
  fullNameLetters: 'orders.fields.fullName.lettersError',
  dni: 'orders.fields.dni.errorMessage',
  coordinates: 'orders.orderEditFormSteps.coordinates.cordsError',
  emptySearchResult: 'orders.errors.emptySearchResult',
  addressHelperNothingFound: 'orders.errors.addressHelperNothingFound',
  deposit: 'orders.errors.depositNotPossible',
  expiredDate: 'orders.errors.expiredDeliveryDate',
  noPossibleDelivery: 'orders.errors.noPossibleDelivery',
  productsEmpty: 'orders.errors.productsEmpty',
  productsFailed: 'orders.errors.productsFailed',
  discountsFailed: 'orders.errors.discountsFailed',
  serverError: 'orders.errors.serverError',
} as const;

/** A message to show next to a field: an i18n key and its values. */
export type FieldMessage = { key: string; values?: Record<string, string | number> };

export type FieldErrors<F extends string = string> = Partial<Record<F, FieldMessage>>;

export const message = (key: string, values?: Record<string, string | number>): FieldMessage =>
  values ? { key, values } : { key };
