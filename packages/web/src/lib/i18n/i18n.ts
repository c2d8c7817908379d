import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setReasonTranslator } from '../errors/reason-text';
import { setDateLanguage } from '../format/date-settings';
import { type Language, storedLanguage, storeLanguage } from './languages';
import { buildResources } from './resources';

/** Creates the i18next instance; catalogues are bundled, so it is ready synchronously. */
export function createI18n(language: Language = storedLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: buildResources(),
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
  storeLanguage(language);
  applyDocumentLanguage(language);
  await instance.changeLanguage(language);
}
