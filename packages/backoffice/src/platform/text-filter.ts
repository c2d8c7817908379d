/** Text filters of list screens: trimmed, an empty one is no filter, matched as a substring. */

/** The trimmed filter, or undefined when nothing is left (GUAR-04, GUAR-05). */
export function textFilter(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** An ILIKE pattern matching `text` anywhere, with LIKE's wildcards in `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
