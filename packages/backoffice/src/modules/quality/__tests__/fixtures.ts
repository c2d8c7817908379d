/** Test fixtures of the quality module: a recorded call of an agent and a form of its product. */
import type { TestBackoffice } from '../../../testing/build.js';
import { accountId, createLead, productId } from '../../../testing/order-fixtures.js';

export const FORMS = '/module/quality/api/v1/forms';
export const EVALUATIONS = '/module/quality/api/v1/evaluations';
export const CALLS = '/module/quality/api/v1/calls';

export const sampleSections = [
  {
    title: 'Apertura',
    questions: [
      { text: 'Saludó con el guion', kind: 'yesNo', weight: 1, allowNa: false, critical: false },
      { text: 'Claridad', kind: 'scale', scaleMax: 4, weight: 2, allowNa: true, critical: false },
    ],
  },
  {
    title: 'Cierre',
    questions: [{ text: 'Confirmó la dirección de entrega', kind: 'yesNo', weight: 3, allowNa: false, critical: true }],
  },
];

/** A Peruvian lead's call by the agent, with a recording attached. */
export async function recordedCall(t: TestBackoffice, username = 'agent', regionId = 'pe-central'): Promise<number> {
  const sku = regionId === 'pe-central' ? 'PE-COLAGENO' : 'CL-COLAGENO';
  const leadId = await createLead(t.db, { regionId, sku, name: 'Carmen Díaz', phone: '+51911222333' });
  const row = await t.db
    .insertInto('call_records')
    .values({
      account_id: await accountId(t.db, username),
      lead_id: leadId,
      region_id: regionId,
      product_id: await productId(t.db, sku),
      bill_sec: 42,
      audio_src: `call-${leadId}-0123456789abcdef.wav`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A form of the Peruvian product; answers its current version id. */
export async function peruForm(t: TestBackoffice): Promise<{ id: number; versionId: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: FORMS,
    headers: await t.auth('admin'),
    payload: { name: 'Llamada de venta', productId: await productId(t.db, 'PE-COLAGENO'), sections: sampleSections },
  });
  return { id: res.json().id, versionId: res.json().version.id };
}
