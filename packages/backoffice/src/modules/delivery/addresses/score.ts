/**
 * How well a dictionary entry matches a query, 0–100 (ONEW-43 keeps only results above 20 when
 * there are any): the share of the query's letters found in the entry, plus a bonus when the
 * district itself starts with, or is, the query.
 */
import { normalizeText } from './normalize.js';

export function addressScore(entry: { search_text: string; district: string }, tokens: readonly string[]): number {
  if (!tokens.length) return 0;
  const total = tokens.reduce((sum, t) => sum + t.length, 0);
  const found = tokens.filter((t) => entry.search_text.includes(t)).reduce((sum, t) => sum + t.length, 0);
  const district = normalizeText(entry.district);
  let score = Math.round((80 * found) / total);
  if (tokens.some((t) => district.startsWith(t))) score += 15;
  if (tokens.every((t) => district.split(' ').includes(t))) score += 5;
  return Math.min(score, 100);
}
