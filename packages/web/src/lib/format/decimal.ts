/** A figure with one decimal in the reader's language ("3.9" / "3,9"): scores, MOS, percentages. */
export const oneDecimal = (value: number, language: string) =>
  value.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
