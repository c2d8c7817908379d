import { type Catalogue, mergeCatalogue } from '@/lib/i18n/resources';

/** The English catalogue: every area file of this folder, one chunk (lib/i18n/resources.ts loads it). */
export const catalogue = mergeCatalogue(import.meta.glob<Catalogue>('./*.json', { eager: true, import: 'default' }));
