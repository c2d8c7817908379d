/**
 * Evaluation forms (decision 1806): listed, created, re-versioned and archived by an
 * administrator in its regions. A form's region is its product's; another region's form answers
 * as a missing one. Every change writes an audit entry in the change's transaction.
 */
import type {
  QualityForm,
  QualityFormBody,
  QualityFormPage,
  QualityFormVersion,
  QualityFormVersionBody,
  QualityFormVersionPage,
} from '@umbrella/contract';
import { ownTables } from '../../db/owners.js';
import { recordAudit } from '../../platform/audit/record.js';
import type { Caller } from '../../platform/caller.js';
import { invalid, notFound } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { PageRequest } from '../../platform/pagination.js';
import { foundInRegions, scopedRegionIds } from '../../platform/region-scope.js';
import { withTransaction } from '../../platform/transaction.js';
import { createCatalogService } from '../catalog/index.js';
import * as repo from './form-repo.js';
import { formSections, questionsOf } from './form-sections.js';

type FormCaller = Pick<Caller, 'accountId' | 'regionIds' | 'email' | 'requestId'>;

const iso = (date: Date | string) => new Date(date).toISOString();

export function versionDto(row: repo.FormVersionRow): QualityFormVersion {
  return { id: row.id, number: row.version, createdAt: iso(row.created_at), sections: row.sections };
}

export function createFormService({
  db: appDb,
  now = () => new Date(),
}: Pick<ModuleDeps, 'db'> & { now?: () => Date }) {
  const db = ownTables(appDb, 'quality');
  const catalog = createCatalogService({ db: appDb });

  async function productNames(ids: readonly number[]) {
    const products = await catalog.products([...new Set(ids)]);
    return (id: number) => products.get(id)?.name ?? '';
  }

  async function formInRegions(caller: FormCaller, id: number) {
    return foundInRegions(caller, await repo.findForm(db, id), (f) => f.region_id, {
      key: 'notFoundQualityForm',
      values: { id },
    });
  }

  async function detail(form: repo.FormRow, version: repo.FormVersionRow): Promise<QualityForm> {
    const name = await productNames([form.product_id]);
    return {
      id: form.id,
      name: form.name,
      productId: form.product_id,
      productName: name(form.product_id),
      regionId: form.region_id,
      version: versionDto(version),
    };
  }

  return {
    async list(
      caller: FormCaller,
      query: { regionId?: string; productId?: number } & PageRequest,
    ): Promise<QualityFormPage> {
      const regionIds = scopedRegionIds(caller, query.regionId ? [query.regionId] : undefined);
      const page = await repo.formPage(db, { regionIds, productId: query.productId }, query);
      const [latest, name] = await Promise.all([
        repo.latestVersions(
          db,
          page.content.map((f) => f.id),
        ),
        productNames(page.content.map((f) => f.product_id)),
      ]);
      return {
        totalSize: page.totalSize,
        content: page.content.map((f) => {
          const version = latest.get(f.id) as repo.FormVersionRow;
          const questions = questionsOf(version.sections);
          return {
            id: f.id,
            name: f.name,
            productId: f.product_id,
            productName: name(f.product_id),
            regionId: f.region_id,
            versionId: version.id,
            versionNumber: version.version,
            questionCount: questions.length,
            criticalCount: questions.filter((q) => q.critical).length,
            updatedAt: iso(version.created_at),
          };
        }),
      };
    },

    async get(caller: FormCaller, id: number): Promise<QualityForm> {
      const form = await formInRegions(caller, id);
      const version = (await repo.latestVersions(db, [id])).get(id) as repo.FormVersionRow;
      return detail(form, version);
    },

    async versions(caller: FormCaller, id: number, page: PageRequest): Promise<QualityFormVersionPage> {
      await formInRegions(caller, id);
      const { totalSize, content } = await repo.versionPage(db, id, page);
      return { totalSize, content: content.map(versionDto) };
    },

    /** A form and its version 1, for a product of one of the caller's regions. */
    async create(caller: FormCaller, body: QualityFormBody): Promise<QualityForm> {
      const [product] = await catalog.productsWithOffers({ regionIds: caller.regionIds, productId: body.productId });
      if (!product) throw invalid('productId', { key: 'notFoundProduct', values: { id: body.productId } });
      const name = body.name.trim();
      if (!name) throw invalid('name', 'must not be blank');
      const sections = formSections(body.sections);
      const { form, version } = await withTransaction(db, async (trx) => {
        const row = { product_id: product.id, region_id: product.regionId, name };
        const id = await repo.insertForm(trx, row);
        const version = await repo.insertVersion(trx, id, sections, caller.accountId);
        await recordAudit(trx, caller, {
          action: 'QUALITY_FORM_CREATED',
          targetType: 'quality-form',
          targetId: id,
          regionIds: [product.regionId],
          details: { name, productId: product.id, questions: questionsOf(sections).length },
        });
        return { form: { id, ...row }, version };
      });
      return detail(form, version);
    },

    /** The form's next version; evaluations made with earlier versions keep theirs. */
    async saveVersion(caller: FormCaller, id: number, body: QualityFormVersionBody): Promise<QualityForm> {
      const form = await formInRegions(caller, id);
      const name = body.name.trim();
      if (!name) throw invalid('name', 'must not be blank');
      const sections = formSections(body.sections);
      const version = await withTransaction(db, async (trx) => {
        if (name !== form.name) await repo.renameForm(trx, id, name);
        const version = await repo.insertVersion(trx, id, sections, caller.accountId);
        await recordAudit(trx, caller, {
          action: 'QUALITY_FORM_VERSIONED',
          targetType: 'quality-form',
          targetId: id,
          regionIds: [form.region_id],
          details: { name, version: version.version, questions: questionsOf(sections).length },
        });
        return version;
      });
      return detail({ ...form, name }, version);
    },

    /** Takes the form out of the list and out of new evaluations; past evaluations keep it. */
    async archive(caller: FormCaller, id: number): Promise<void> {
      const form = await formInRegions(caller, id);
      await withTransaction(db, async (trx) => {
        if (!(await repo.archiveForm(trx, id, now()))) throw notFound({ key: 'notFoundQualityForm', values: { id } });
        await recordAudit(trx, caller, {
          action: 'QUALITY_FORM_ARCHIVED',
          targetType: 'quality-form',
          targetId: id,
          regionIds: [form.region_id],
          details: { name: form.name },
        });
      });
    },
  };
}

export type FormService = ReturnType<typeof createFormService>;
