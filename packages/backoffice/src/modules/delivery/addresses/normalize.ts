/** Lower case without accents or punctuation: how dictionary text and queries are compared. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
}

/** The words of a query, longest first, without one-letter noise. */
export function queryTokens(query: string): string[] {
  const words = normalizeText(query)
    .split(' ')
    .filter((w) => w.length > 1 || /\d/.test(w));
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, 8);
}
