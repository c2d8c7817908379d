import { REPORT_ROW_ERRORS, reportRowError } from '@umbrella/contract';
import { describe, expect, it } from 'vitest';
import { allCatalogues } from '@/testing/catalogues';
import { reportRowErrorText } from '../errors/report-row-error-text';
import { createI18n } from '../i18n/i18n';

describe('report row errors are said in the user’s language (decision 1832)', () => {
  it('every row-error code the API can send has its Spanish and English text, with the same values', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const resources = allCatalogues();
    const catalogue = (language: string) =>
      (resources[language]?.translation as { reportRowErrors?: Record<string, string> } | undefined)?.reportRowErrors ??
      {};
    const es = catalogue('es');
    const en = catalogue('en');
    for (const [code, english] of Object.entries(REPORT_ROW_ERRORS)) {
      expect(es[code], `es reportRowErrors.${code}`).toBeTruthy();
      expect(en[code], `en reportRowErrors.${code}`).toBeTruthy();
      expect(es[code], `es reportRowErrors.${code} is Spanish`).not.toBe(english);
      expect(placeholders(es[code] ?? ''), code).toEqual(placeholders(english));
      expect(placeholders(en[code] ?? ''), code).toEqual(placeholders(english));
    }
    expect(Object.keys(es).sort()).toEqual(Object.keys(REPORT_ROW_ERRORS).sort());
    expect(Object.keys(en).sort()).toEqual(Object.keys(REPORT_ROW_ERRORS).sort());
  });

  it('a keyed error reads in Spanish with its values; one without a code keeps the server’s English', () => {
    const i18n = createI18n('es', allCatalogues());
    const error = reportRowError('orderNotFound', { row: 3, value: 'ZZZ-000-000' });
    expect(reportRowErrorText(i18n.t, error)).toBe('Fila 3: no existe el pedido ZZZ-000-000');
    expect(reportRowErrorText(i18n.t, { error: 'Row 3: there is no order X' })).toBe('Row 3: there is no order X');
  });
});
