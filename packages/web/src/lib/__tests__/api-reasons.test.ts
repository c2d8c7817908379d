import { API_REASONS } from '@umbrella/contract';
import { describe, expect, it } from 'vitest';
import { allCatalogues } from '@/testing/catalogues';
import { ApiError } from '../errors/app-errors';
import { classifyError } from '../errors/classify';
import { createI18n } from '../i18n/i18n';

const request = { method: 'POST', url: '/module/x' };

describe('the API says why in the user’s language (decision 1821)', () => {
  it('every reason the API can send has its Spanish and English text, with the same values', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const resources = allCatalogues();
    const catalogue = (language: string) =>
      (resources[language]?.translation as { apiReasons?: Record<string, string> } | undefined)?.apiReasons ?? {};
    const es = catalogue('es');
    for (const [key, english] of Object.entries(API_REASONS)) {
      const spanish = es[key];
      const ours = catalogue('en')[key];
      expect(spanish, `es apiReasons.${key}`).toBeTruthy();
      expect(ours, `en apiReasons.${key}`).toBeTruthy();
      expect(placeholders(spanish ?? ''), key).toEqual(placeholders(english));
      expect(placeholders(ours ?? ''), key).toEqual(placeholders(english));
    }
    expect(Object.keys(es).sort()).toEqual(Object.keys(API_REASONS).sort());
  });

  it('a refused field reads in Spanish, the message too; an unknown reason keeps the server’s words', () => {
    createI18n('es', allCatalogues());
    const error = new ApiError(
      400,
      request,
      {
        message: 'comment must not be empty; name must have at most 40 characters (maxLength)',
        code: 'VALIDATION',
        errors: { comment: 'must not be empty', name: 'must have at most 40 characters (maxLength)' },
        reasons: { comment: { key: 'notEmpty' }, name: { key: 'maxLength', values: { limit: 40 } } },
      },
      undefined,
    );
    expect(error.detail).toBe('no puede estar vacío');
    expect(error.fieldText('name', 'x')).toBe('debe tener como máximo 40 caracteres');
    expect(error.message).toBe('comment no puede estar vacío; name debe tener como máximo 40 caracteres');
    const whole = new ApiError(
      409,
      request,
      { message: 'This task is not assigned to you any more', reason: { key: 'taskNoLongerYours' } },
      undefined,
    );
    expect(whole.message).toBe('Esta tarea ya no está asignada a usted');
    const unknown = new ApiError(
      400,
      request,
      { message: 'x is odd', errors: { x: 'is odd' }, reasons: { x: { key: 'odd' } } },
      undefined,
    );
    expect(unknown.detail).toBe('is odd');
  });

  it('a refusal with values reads in Spanish in the error dialog and under each field', () => {
    createI18n('es', allCatalogues());
    const conflict = new ApiError(
      409,
      request,
      {
        message: 'Order ABC-111-333 cannot be cancelled in status Transit',
        code: 'CONFLICT',
        reason: { key: 'orderCannotBeCancelled', values: { value: 'ABC-111-333', orderStatus: 7 } },
      },
      undefined,
    );
    expect(classifyError(conflict)?.message).toBe('El pedido ABC-111-333 no puede cancelarse en el estado En tránsito');
    const fields = new ApiError(
      400,
      request,
      {
        message: 'phone must start with +51; x is odd',
        code: 'VALIDATION',
        errors: { phone: 'must start with +51', x: 'is odd' },
        reasons: { phone: { key: 'phoneMustStartWith', values: { prefix: '+51' } } },
      },
      undefined,
    );
    expect(fields.fieldTexts).toEqual({ phone: 'debe empezar por +51', x: 'is odd' });
  });
});
