/**
 * A sheet's header layout as provider column mappings are keyed by (decision 1332): the header
 * cells compared without case, accents or spaces. The gateway's reader finds a file's mapping by it
 * and the back-office saves mappings under it, so both compute it here.
 */
import { normaliseHeader } from './read-rows.js';

/** The header cells a mapping is kept for: at most 50, each at most 100 characters. */
export const headerCells = (cells: readonly string[]) => cells.slice(0, 50).map((c) => c.slice(0, 100));

/** A header layout's key: its cells matched without case, accents or spaces, trailing blanks dropped. */
export function layoutOf(cells: readonly string[]): string {
  const names = cells.map((c) => normaliseHeader(c));
  while (names.length && names[names.length - 1] === '') names.pop();
  return names.join('|');
}

/** A status word as a mapping compares it: without case, accents or spaces. */
export const statusWord = (word: string) => normaliseHeader(word);
