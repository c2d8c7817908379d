/**
 * Why the API refused a field or a request, as a stable key and its values (decision 1821): the
 * server sends the key beside its English text, the web says it in the user's language from its
 * catalogue (`apiReasons.<key>` in packages/web/src/locales). The English here is the server's text.
 */
export const API_REASONS = {
  required: 'is required',
  notEmpty: 'must not be empty',
  notAllowed: 'is not allowed',
  type: 'must be {{type}}',
  minLength: 'must have at least {{limit}} characters',
  maxLength: 'must have at most {{limit}} characters',
  minimum: 'must be at least {{limit}}',
  maximum: 'must be at most {{limit}}',
  exclusiveMinimum: 'must be more than {{limit}}',
  minItems: 'must have at least {{limit}} items',
  maxItems: 'must have at most {{limit}} items',
  oneOf: 'must be one of the allowed values',
  format: 'must be a valid {{format}}',
  pattern: 'has the wrong format',
  invalid: 'is invalid',
  notADate: 'is not a date',
  cannotBeInFuture: 'cannot be in the future',
  mustNotBeInFuture: 'must not be in the future',
  mustNotBeBeforeYesterday: 'must not be before yesterday',
  mustBeAfterFrom: 'must be after from',
  mustNotBeBeforeFrom: 'must not be before from',
  notATimeZone: 'is not a known time zone',
  notThisTasksOrder: 'is not the order of this task',
  requiredForOther: 'is required when the reason is OTRO',
  requiredForRecall: 'is required for Recall',
  depositOnlyReceipts: 'receipts are uploaded only for orders in the Deposit status',
  reportNumberTaken: 'is not unique: another report already has it',
  documentNumberTaken: 'is not unique: another payment document already has it',
  noFileUploaded: 'no file was uploaded with this link',
  spreadsheetOnly: 'must be an Excel workbook (.xlsx) or a CSV file',
  taskNoLongerYours: 'This task is not assigned to you any more',
  leadNotClaimed: 'This lead is not assigned to you: claim it first',
} as const;

export type ApiReasonKey = keyof typeof API_REASONS;
export type ApiReasonValues = Record<string, string | number>;
export type ApiReason = { key: ApiReasonKey; values?: ApiReasonValues };

const TEXT_TO_KEY = new Map<string, ApiReasonKey>(
  Object.entries(API_REASONS).map(([key, text]) => [text, key as ApiReasonKey]),
);

/** A reason's English text, its values put in. */
export function reasonText({ key, values = {} }: ApiReason): string {
  return API_REASONS[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The reason a fixed English text stands for, when the catalogue has it. */
export function reasonOf(text: string): ApiReason | undefined {
  const key = TEXT_TO_KEY.get(text);
  return key ? { key } : undefined;
}
