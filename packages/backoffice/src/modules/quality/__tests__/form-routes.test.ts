import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../../testing/build.js';
import { productId } from '../../../testing/order-fixtures.js';
import { FORMS, sampleSections } from './fixtures.js';

let t: TestBackoffice;
let admin: Record<string, string>;
let colageno: number;

beforeAll(async () => {
  t = await buildTestBackoffice();
  admin = await t.auth('admin');
  colageno = await productId(t.db, 'PE-COLAGENO');
});
afterAll(() => t.close());

describe('quality forms', () => {
  it('an administrator creates a form and saves a second version; both are audited and the old version stays', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: FORMS,
      headers: admin,
      payload: { name: ' Llamada de venta ', productId: colageno, sections: sampleSections },
    });
    expect(created.statusCode).toBe(201);
    const form = created.json();
    expect(form).toMatchObject({ name: 'Llamada de venta', productId: colageno, regionId: 'pe-central' });
    expect(form.version.number).toBe(1);
    expect(form.version.sections[1].questions[0]).toMatchObject({ id: '2.1', critical: true, scaleMax: null });
    expect(form.version.sections[0].questions[1]).toMatchObject({ id: '1.2', kind: 'scale', scaleMax: 4 });

    const second = await t.app.inject({
      method: 'PUT',
      url: `${FORMS}/${form.id}`,
      headers: admin,
      payload: { name: 'Llamada de venta v2', sections: [sampleSections[1]] },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().version.number).toBe(2);

    const list = await t.app.inject({ url: `${FORMS}?productId=${colageno}`, headers: admin });
    expect(list.json().content[0]).toMatchObject({
      id: form.id,
      name: 'Llamada de venta v2',
      versionNumber: 2,
      questionCount: 1,
      criticalCount: 1,
    });
    const versions = await t.app.inject({ url: `${FORMS}/${form.id}/versions`, headers: admin });
    expect(versions.json().totalSize).toBe(2);
    expect(versions.json().content[1].sections).toHaveLength(2);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'region_ids'])
      .where('target_type', '=', 'quality-form')
      .where('target_id', '=', String(form.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['QUALITY_FORM_CREATED', 'QUALITY_FORM_VERSIONED']);
    expect(audit[0]?.region_ids).toEqual(['pe-central']);
  });

  it('archiving takes the form out of the list, audited; archiving it again answers 404', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: FORMS,
      headers: admin,
      payload: { name: 'Para archivar', productId: colageno, sections: sampleSections },
    });
    const id = created.json().id;
    expect((await t.app.inject({ method: 'DELETE', url: `${FORMS}/${id}`, headers: admin })).statusCode).toBe(204);
    const list = await t.app.inject({ url: FORMS, headers: admin });
    expect(list.json().content.map((f: { id: number }) => f.id)).not.toContain(id);
    expect((await t.app.inject({ method: 'DELETE', url: `${FORMS}/${id}`, headers: admin })).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'quality-form')
      .where('target_id', '=', String(id))
      .where('action', '=', 'QUALITY_FORM_ARCHIVED')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a blank question and a scale without its top naming the fields, and a question without a weight', async () => {
    const blank = await t.app.inject({
      method: 'POST',
      url: FORMS,
      headers: admin,
      payload: {
        name: 'Mal',
        productId: colageno,
        sections: [
          {
            title: 'S',
            questions: [
              { text: '  ', kind: 'yesNo', weight: 1, allowNa: false, critical: false },
              { text: 'Escala', kind: 'scale', weight: 1, allowNa: false, critical: false },
            ],
          },
        ],
      },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty(['sections.0.questions.0.text']);
    expect(blank.json().errors).toHaveProperty(['sections.0.questions.1.scaleMax']);
    const noWeight = await t.app.inject({
      method: 'POST',
      url: FORMS,
      headers: admin,
      payload: {
        name: 'Mal',
        productId: colageno,
        sections: [{ title: 'S', questions: [{ text: 'Q', kind: 'yesNo', allowNa: false, critical: false }] }],
      },
    });
    expect(noWeight.statusCode).toBe(400);
    expect(JSON.stringify(noWeight.json().errors)).toContain('weight');
  });

  it("refuses a caller without the permission, and answers another region's form as missing", async () => {
    const manager = await t.auth('manager');
    expect((await t.app.inject({ url: FORMS, headers: manager })).statusCode).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: FORMS,
      headers: admin,
      payload: { name: 'Perú', productId: colageno, sections: sampleSections },
    });
    const chile = await t.auth('admin', { regionIds: ['cl-central'] });
    expect((await t.app.inject({ url: `${FORMS}/${created.json().id}`, headers: chile })).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'POST',
      url: FORMS,
      headers: chile,
      payload: { name: 'Perú', productId: colageno, sections: sampleSections },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty(['productId']);
  });
});
