/** The quality_forms and quality_form_versions tables: forms per product and their numbered versions. */
import type { QualitySection } from '@umbrella/contract';
import type { ModuleDb } from '../../db/owners.js';
import { fetchPage, type PageRequest } from '../../platform/pagination.js';

type Db = ModuleDb<'quality'>;

export type FormRow = { id: number; product_id: number; region_id: string; name: string };
export type FormVersionRow = {
  id: number;
  form_id: number;
  version: number;
  sections: QualitySection[];
  created_at: Date;
};

const formColumns = ['f.id', 'f.product_id', 'f.region_id', 'f.name'] as const;
const versionColumns = ['id', 'form_id', 'version', 'sections', 'created_at'] as const;

/** A form that is not archived. */
export async function findForm(db: Db, id: number): Promise<FormRow | undefined> {
  return db
    .selectFrom('quality_forms as f')
    .select(formColumns)
    .where('f.id', '=', id)
    .where('f.archived_at', 'is', null)
    .executeTakeFirst();
}

/** A form archived or not: an evaluation keeps naming the form it was made with. */
export async function findAnyForm(db: Db, id: number): Promise<FormRow | undefined> {
  return db.selectFrom('quality_forms as f').select(formColumns).where('f.id', '=', id).executeTakeFirst();
}

/** The live forms of a product, oldest first: those a call of the product can be evaluated with. */
export async function productForms(db: Db, productId: number): Promise<FormRow[]> {
  return db
    .selectFrom('quality_forms as f')
    .select(formColumns)
    .where('f.product_id', '=', productId)
    .where('f.archived_at', 'is', null)
    .orderBy('f.id')
    .execute();
}

/** A page of the live forms of these regions (narrowed to a product), newest first. */
export function formPage(db: Db, filter: { regionIds: readonly string[]; productId?: number }, page: PageRequest) {
  let forms = db
    .selectFrom('quality_forms as f')
    .where('f.region_id', 'in', filter.regionIds.length ? [...filter.regionIds] : [''])
    .where('f.archived_at', 'is', null);
  if (filter.productId !== undefined) forms = forms.where('f.product_id', '=', filter.productId);
  return fetchPage(forms.select(formColumns).orderBy('f.id', 'desc'), forms, page);
}

/** The latest version of each of these forms. */
export async function latestVersions(db: Db, formIds: readonly number[]): Promise<Map<number, FormVersionRow>> {
  const latest = new Map<number, FormVersionRow>();
  if (!formIds.length) return latest;
  const rows = await db
    .selectFrom('quality_form_versions')
    .select(versionColumns)
    .distinctOn('form_id')
    .where('form_id', 'in', [...formIds])
    .orderBy('form_id')
    .orderBy('version', 'desc')
    .execute();
  for (const row of rows) latest.set(row.form_id, row as FormVersionRow);
  return latest;
}

export async function findVersion(db: Db, id: number): Promise<FormVersionRow | undefined> {
  return (await db
    .selectFrom('quality_form_versions')
    .select(versionColumns)
    .where('id', '=', id)
    .executeTakeFirst()) as FormVersionRow | undefined;
}

/** A page of a form's versions, newest first. */
export async function versionPage(db: Db, formId: number, page: PageRequest) {
  const versions = db.selectFrom('quality_form_versions').where('form_id', '=', formId);
  const result = await fetchPage(versions.select(versionColumns).orderBy('version', 'desc'), versions, page);
  return { totalSize: result.totalSize, content: result.content as FormVersionRow[] };
}

export async function insertForm(db: Db, form: Omit<FormRow, 'id'>): Promise<number> {
  const row = await db.insertInto('quality_forms').values(form).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function renameForm(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('quality_forms').set({ name }).where('id', '=', id).execute();
}

/** A new version numbered after the form's last one (the form row is locked first). */
export async function insertVersion(db: Db, formId: number, sections: QualitySection[], createdBy: number) {
  await db.selectFrom('quality_forms').select('id').where('id', '=', formId).forUpdate().execute();
  const last = await db
    .selectFrom('quality_form_versions')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('form_id', '=', formId)
    .executeTakeFirst();
  const version = Number(last?.v ?? 0) + 1;
  const row = await db
    .insertInto('quality_form_versions')
    .values({ form_id: formId, version, sections: JSON.stringify(sections), created_by: createdBy })
    .returning(versionColumns)
    .executeTakeFirstOrThrow();
  return row as FormVersionRow;
}

/** Archives a live form; false when it was not live. */
export async function archiveForm(db: Db, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('quality_forms')
    .set({ archived_at: at })
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
