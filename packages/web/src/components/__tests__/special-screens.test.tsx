import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { allCatalogues } from '@/testing/catalogues';
import { ErrorScreen } from '../error-screen';
import { NoProductsScreen } from '../no-products-screen';

function withEnglish(children: ReactNode) {
  return <I18nextProvider i18n={createI18n('en', allCatalogues())}>{children}</I18nextProvider>;
}

describe('shared special screens', () => {
  it('SHELL-60 SHELL-61 the error screen titles the status and shows the server message for a 400', () => {
    render(withEnglish(<ErrorScreen status={400} message="phone must start with +51" />));
    expect(screen.getByText('400')).toBeTruthy();
    expect(screen.getByText('phone must start with +51')).toBeTruthy();
    expect(screen.queryByText('Please, reload page')).toBeNull();
  });

  it('SHELL-62 for any other status the error screen says "Please, reload page"', () => {
    render(withEnglish(<ErrorScreen status={502} message="Bad gateway" />));
    expect(screen.getByText('502')).toBeTruthy();
    expect(screen.getByText('Please, reload page')).toBeTruthy();
    expect(screen.queryByText('Bad gateway')).toBeNull();
  });

  it('SHELL-59 the no-products screen text', () => {
    render(withEnglish(<NoProductsScreen />));
    expect(screen.getByText('You do not have available products. Please contact your manager.')).toBeTruthy();
  });
});
