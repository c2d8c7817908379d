import type { Resource } from 'i18next';
import type { Language } from './languages';

export type Catalogue = Record<string, unknown>;

/** One language's area files (locales/<lang>/<area>.json) merged into its one namespace. */
export function mergeCatalogue(files: Record<string, Catalogue>): Catalogue {
  return Object.assign({}, ...Object.values(files));
}

/** The languages with a catalogue of their own. */
export type CatalogueLanguage = 'es' | 'en';

/** Whose texts `language` shows: Russian has no catalogue and shows English (I18N-04). */
export const catalogueLanguage = (language: Language): CatalogueLanguage => (language === 'ru' ? 'en' : language);

/**
 * Each catalogue is a chunk of its own, fetched when its language is first shown (decision 1872):
 * a screen carries the one language its reader reads, not both.
 */
const catalogues: Record<CatalogueLanguage, () => Promise<{ catalogue: Catalogue }>> = {
  es: () => import('../../locales/es/catalogue'),
  en: () => import('../../locales/en/catalogue'),
};

/** The resources `language` needs: its catalogue (English's for Russian). */
export async function loadCatalogue(language: Language): Promise<Resource> {
  const shown = catalogueLanguage(language);
  const { catalogue } = await catalogues[shown]();
  return { [shown]: { translation: catalogue } };
}
