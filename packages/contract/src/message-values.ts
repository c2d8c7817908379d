import { ORDER_STATUS_LABEL, type OrderStatus } from './enums.js';

/**
 * A catalogue's English with its values put in (`{{name}}`), for API_REASONS and
 * REPORT_ROW_ERRORS alike. A value named `orderStatus` travels as the status's number, so the web
 * says it with its own status labels; the English says the spec's name for it.
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (name === 'orderStatus' && typeof value === 'number')
      return ORDER_STATUS_LABEL[value as OrderStatus] ?? String(value);
    return String(value ?? '');
  });
}
