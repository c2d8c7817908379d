/** Both cancel/failure reason lists of the specification with their English and Spanish labels. */

export type Labels = { en: string; es: string };

/** First list: value with en and es labels (CONST-25, CONST-26). */
export const CANCEL_REASONS = {
  APAGADO: { en: 'Phone switched off', es: 'Apagado' },
  COMPRO_POR_OTRO_PROVEEDOR: { en: 'Bought from another supplier', es: 'Compró por otro proveedor' },
  CORTA_DESVIA_LLAMADA: { en: 'Hangs up or diverts the call', es: 'Corta o desvía la llamada' },
  DIRECCION_ERRADA: { en: 'Wrong address', es: 'Dirección errada' },
  ENCUENTRA_DE_VIAJE: { en: 'Travelling', es: 'Se encuentra de viaje' },
  FALSO_REPROGRAMADO: { en: 'False reschedule', es: 'Falso reprogramado' },
  NO_DESEA: { en: 'Does not want it', es: 'No desea' },
  NO_ESTA_EN_LA_DIRECCION: { en: 'Not at the address', es: 'No está en la dirección' },
  NO_HIZO_PEDIDO: { en: 'Did not place an order', es: 'No hizo pedido' },
  NO_RESPONDE: { en: 'Does not answer', es: 'No responde' },
  NO_TIENE_CONFIANZA: { en: 'Does not trust', es: 'No tiene confianza' },
  NUMERO_EQUIVOCADO: { en: 'Wrong number', es: 'Número equivocado' },
  PEDIDO_EQUIVOCADO: { en: 'Wrong order', es: 'Pedido equivocado' },
  PRECIO_INCORRECTO: { en: 'Incorrect price', es: 'Precio incorrecto' },
  REPROGRAMACION: { en: 'Rescheduling', es: 'Reprogramación' },
  SIN_COBERTURA: { en: 'No coverage', es: 'Sin cobertura' },
  SIN_STOCK: { en: 'Out of stock', es: 'Sin stock' },
  YA_NO_TIENE_DINERO: { en: 'No longer has money', es: 'Ya no tiene dinero' },
  OTRO: { en: 'Other', es: 'Otro' },
  MALA_COORDINACION: { en: 'Poor coordination', es: 'Mala coordinación' },
} as const satisfies Record<string, Labels>;

export type CancelReason = keyof typeof CANCEL_REASONS;
export const CANCEL_REASON_VALUES = Object.keys(CANCEL_REASONS) as CancelReason[];

/** Second, language-keyed list (CONST-27..30). `asks` names the extra detail a reason requires. */
export const REFUSAL_REASONS = {
  NOT_INTERESTED: { en: 'Not interested', es: 'No interesado' },
  WRONG_NUMBER: { en: 'Wrong number', es: 'Número equivocado' },
  OUT_OF_SERVICE: { en: 'Number is out of service', es: 'Número fuera de servicio' },
  OUT_OF_COVERAGE: { en: 'Out of delivery coverage', es: 'Fuera de cobertura de entrega', asks: 'area' },
  TOO_EXPENSIVE: { en: 'Too expensive', es: 'Demasiado caro' },
  NO_MONEY: { en: 'Client has no money', es: 'El cliente no tiene dinero' },
  ALREADY_BOUGHT: { en: 'Already bought', es: 'Ya compró' },
  MEDICAL_PROHIBITION: { en: 'Medical prohibition', es: 'Prohibición médica' },
  SPOUSE_FORBID: { en: 'Spouse forbid', es: 'El cónyuge lo prohibió' },
  DUPLICATE: { en: 'Duplicate', es: 'Duplicado' },
  REFUSED_DEPOSIT: { en: 'Refused to make a deposit', es: 'Se negó a hacer un depósito' },
  UNSUPPORTED_PAYMENT_METHOD: { en: 'Unsupported payment method', es: 'Método de pago no soportado', asks: 'method' },
  OTHER: { en: 'Other', es: 'Otro' },
} as const satisfies Record<string, Labels & { asks?: 'area' | 'method' }>;

export type RefusalReason = keyof typeof REFUSAL_REASONS;

/** The OTHER option is offered only when a custom comment is enabled (CONST-30). */
export function refusalReasonOptions(customCommentEnabled: boolean): RefusalReason[] {
  return (Object.keys(REFUSAL_REASONS) as RefusalReason[]).filter((r) => r !== 'OTHER' || customCommentEnabled);
}

/** Spanish for Spanish, English for every other interface language (Russian has no catalogue: decision 0401). */
export function reasonLabel(labels: Labels, language: string): string {
  return language.startsWith('es') ? labels.es : labels.en;
}
