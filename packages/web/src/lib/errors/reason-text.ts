/**
 * What the API's reason keys (the contract's API_REASONS, decision 1821) say in the user's
 * language. The i18n instance registers its translator when it is created, so an error built in
 * the HTTP layer reads in the language of the moment; without one, or for a key the catalogue
 * lacks, the server's English stands.
 */
export type ReasonLike = { key: string; values?: Record<string, string | number> };
type Translate = (key: string, values?: Record<string, unknown>) => string;

let translate: Translate | undefined;

export function setReasonTranslator(next: Translate): void {
  translate = next;
}

export function sayReason(reason: ReasonLike | undefined, english: string): string {
  if (!reason || !translate) return english;
  const key = `apiReasons.${reason.key}`;
  const text = translate(key, reason.values);
  return text === key ? english : text;
}
