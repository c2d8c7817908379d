/**
 * What failed in a step, from its output: vitest's "Failed Tests", "Failed Suites" and
 * "Unhandled Errors" sections, each cut to its first lines; for any other command, its last lines.
 */
import { stripVTControlCharacters } from 'node:util';

const section = /^⎯+ (Failed Tests|Failed Suites|Unhandled Errors?|Unhandled Rejection)\b.*⎯+$/;
const end = /^\s*Test Files\s/;
const linesPerSection = 25;

/** @param {string} output */
export function failuresIn(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const failed = [...new Set(lines.filter((l) => /^\s*FAIL\s/.test(l)).map((l) => l.trim()))];
  const sections = [];
  let current;
  for (const line of lines) {
    if (section.test(line)) {
      current = [line];
      sections.push(current);
    } else if (end.test(line)) current = undefined;
    else current?.push(line);
  }
  if (!sections.length) return lines.slice(-linesPerSection).join('\n');
  const shown = sections.map((s) =>
    s.length > linesPerSection ? [...s.slice(0, linesPerSection), `… ${s.length - linesPerSection} more lines`] : s,
  );
  return [...failed, '', ...shown.flat()].join('\n');
}
