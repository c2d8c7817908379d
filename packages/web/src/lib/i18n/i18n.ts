import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setReasonTranslator } from '../errors/reason-text';
import { setDateLanguage } from '../format/date-settings';
import { type Language, storedLanguage, storeLanguage } from './languages';
import { catalogueLanguage, loadCatalogue } from './resources';

/** The app's start: the chosen language's catalogue (its own chunk), then the instance. */
export async function loadI18n(language: Language = storedLanguage()): Promise<I18n> {
  return createI18n(language, await loadCatalogue(language));
}

/** Creates the i18next instance over catalogues already loaded, so it is ready synchronously. */
export function createI18n(language: Language, resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    supportedLngs: ['es', 'en', 'ru'],
    // Russian has no catalogue (I18N-04): English stands in for it; Spanish backs everything else.
    fallbackLng: { ru: ['en'], default: ['es'] },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  applyDocumentLanguage(language);
  setReasonTranslator(instance.t.bind(instance));
  return instance;
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  setDateLanguage(language);
}

/** Switches the interface language and remembers the choice (I18N-02, I18N-05). */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  const shown = catalogueLanguage(language);
  if (!instance.hasResourceBundle(shown, 'translation')) {
    const resources = await loadCatalogue(language);
    instance.addResourceBundle(shown, 'translation', resources[shown]?.translation);
  }
  storeLanguage(language);
  applyDocumentLanguage(language);
  await instance.changeLanguage(language);
}
