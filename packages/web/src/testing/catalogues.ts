import type { Resource } from 'i18next';
import { catalogue as en } from '@/locales/en/catalogue';
import { catalogue as es } from '@/locales/es/catalogue';

/** Both catalogues at once, for tests that compare them or switch languages without a chunk to wait on. */
export function allCatalogues(): Resource {
  return { es: { translation: es }, en: { translation: en } };
}
