import type { Resource, ResourceLanguage } from 'i18next';

type Catalogue = Record<string, unknown>;

/** Every locales/<lang>/<area>.json file, merged per language into one namespace. */
const files = import.meta.glob<Catalogue>('../../locales/*/*.json', { eager: true, import: 'default' });

export function buildResources(): Resource {
  const resources: Record<string, ResourceLanguage> = {};
  for (const [path, catalogue] of Object.entries(files)) {
    const language = path.split('/').at(-2);
    if (!language) continue;
    const translation = (resources[language]?.translation ?? {}) as Catalogue;
    resources[language] = { translation: { ...translation, ...catalogue } };
  }
  return resources;
}
