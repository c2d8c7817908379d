/**
 * Demo catalogue: the kind of cash-on-delivery health and beauty products sold by phone in Peru,
 * Chile, Colombia and Mexico. Prices are integer hundredths of the local currency for every
 * currency, including CLP and COP, so the UI's "divide by 100" rule holds everywhere
 * (docs/decisions/0104-money-minor-units.md).
 */

import type { RegionId } from '@umbrella/contract';
import { formatMoney } from '@umbrella/contract';

export type DemoProduct = { sku: string; name: string; description: string; priceMinor: number };
export type DemoWebmaster = { code: string; name: string };

export const DEMO_WEBMASTERS: readonly DemoWebmaster[] = [
  { code: 'LMX', name: 'LeadMax LATAM' },
  { code: 'AFP', name: 'AfiliaPro' },
  { code: 'CPA', name: 'CPA Andina' },
  { code: 'BOT', name: 'Chatbot WhatsApp' },
];

/** Which affiliate networks send leads in each region (the chatbot works everywhere). */
export const REGION_WEBMASTERS: Record<RegionId, readonly string[]> = {
  'pe-central': ['LMX', 'CPA'],
  'cl-central': ['LMX', 'AFP'],
  'co-central': ['CPA', 'AFP'],
  'mx-central': ['LMX', 'AFP'],
};

export const DEMO_PRODUCTS: Record<RegionId, readonly DemoProduct[]> = {
  'pe-central': [
    {
      sku: 'PE-COLAGENO',
      name: 'Colágeno Hidrolizado Premium',
      description: 'Colágeno con vitamina C y ácido hialurónico, 30 sobres',
      priceMinor: 14_900,
    },
    {
      sku: 'PE-ARTROFLEX',
      name: 'Artroflex Gel Articular',
      description: 'Gel de uso tópico para articulaciones, 120 ml',
      priceMinor: 12_900,
    },
    {
      sku: 'PE-PRESIOMAX',
      name: 'Presiomax Cápsulas',
      description: 'Suplemento natural de ajo y olivo, 60 cápsulas',
      priceMinor: 15_900,
    },
    {
      sku: 'PE-BELLAPIEL',
      name: 'Bella Piel Crema Reafirmante',
      description: 'Crema facial con retinol y colágeno, 50 g',
      priceMinor: 9_900,
    },
  ],
  'cl-central': [
    {
      sku: 'CL-COLAGENO',
      name: 'Colágeno Marino Plus',
      description: 'Colágeno marino con magnesio, 300 g',
      priceMinor: 2_999_000,
    },
    {
      sku: 'CL-VENOFLEX',
      name: 'Venoflex Gel Piernas Cansadas',
      description: 'Gel frío con castaño de Indias, 150 ml',
      priceMinor: 2_499_000,
    },
    {
      sku: 'CL-KETOFIT',
      name: 'Keto Fit Cápsulas',
      description: 'Suplemento con garcinia y té verde, 60 cápsulas',
      priceMinor: 3_499_000,
    },
  ],
  'co-central': [
    {
      sku: 'CO-COLAGENO',
      name: 'Colágeno Hidrolizado con Biotina',
      description: 'Colágeno con biotina y zinc, 30 sobres',
      priceMinor: 12_990_000,
    },
    {
      sku: 'CO-PROSTAFIX',
      name: 'Prostafix Cápsulas',
      description: 'Suplemento de saw palmetto y licopeno, 60 cápsulas',
      priceMinor: 14_990_000,
    },
    {
      sku: 'CO-BELLAPIEL',
      name: 'Bella Piel Crema Antiedad',
      description: 'Crema de noche con ácido hialurónico, 50 g',
      priceMinor: 9_990_000,
    },
  ],
  'mx-central': [
    {
      sku: 'MX-ARTROFLEX',
      name: 'Artroflex Gel Articular',
      description: 'Gel de uso tópico para rodillas y espalda, 120 ml',
      priceMinor: 89_900,
    },
    {
      sku: 'MX-GLUCOFIT',
      name: 'Glucofit Cápsulas',
      description: 'Suplemento de canela y cromo, 60 cápsulas',
      priceMinor: 99_000,
    },
    {
      sku: 'MX-CRECEPELO',
      name: 'Crecepelo Suero Capilar',
      description: 'Suero con biotina y romero, 60 ml',
      priceMinor: 74_900,
    },
    {
      sku: 'MX-COLAGENO',
      name: 'Colágeno con Biotina',
      description: 'Colágeno hidrolizado sabor fresa, 300 g',
      priceMinor: 69_000,
    },
  ],
};

/** Offer ids: `<sku>-<webmaster code>`; the first product of each region also has a `<sku>-BOT` offer. */
export function demoOfferIds(regionId: RegionId, sku: string, isFirst: boolean): { id: string; webmaster: string }[] {
  const offers = REGION_WEBMASTERS[regionId].map((code) => ({ id: `${sku}-${code}`, webmaster: code }));
  if (isFirst) offers.push({ id: `${sku}-BOT`, webmaster: 'BOT' });
  return offers;
}

/** A sales script in sections the lead view numbers and links (spec 1: "numbered section navigation"). */
export function demoScriptHtml(product: DemoProduct, currency: string): string {
  const price = formatMoney(product.priceMinor, currency, { symbol: true });
  return [
    '<h2>Saludo</h2>',
    '<p>Buenos días, le saluda <strong>[su nombre]</strong> de Umbrella. ¿Hablo con <strong>[nombre del cliente]</strong>?',
    ` Le llamo por su solicitud de <strong>${product.name}</strong>. ¿Tiene un minuto?</p>`,
    '<h2>Necesidad</h2>',
    '<p>¿Qué le llamó la atención del producto? ¿Para usted o para un familiar?</p>',
    '<h2>Presentación</h2>',
    `<p>${product.description}. Resultados visibles desde las primeras semanas de uso.</p>`,
    '<h2>Precio y oferta</h2>',
    `<p>El precio es <strong>${price}</strong>. Hoy el envío es gratis y paga al recibir.</p>`,
    '<h2>Objeciones</h2>',
    '<ul><li><em>Es caro:</em> ofrezca el tratamiento completo con descuento.</li>',
    '<li><em>Lo pensaré:</em> recuerde que la oferta es solo por hoy.</li>',
    '<li><em>No confío:</em> pago contra entrega, sin adelantos.</li></ul>',
    '<h2>Cierre</h2>',
    '<p>Confirme nombre completo, dirección, referencia y un horario de entrega. Agradezca la compra.</p>',
  ].join('\n');
}
