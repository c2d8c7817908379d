/**
 * The diff of two versions of sanitised HTML, as HTML (SCRIPT-14, SCRIPT-21): both sides are cut
 * into tags and words, compared with jsdiff's array diff, and the result keeps the new side's
 * structure with removed words in <del> and added words in <ins>. Removed tags are dropped (their
 * words stay, struck through); the outcome is sanitised, which also balances the tags.
 */
import { diffArrays } from 'diff';
import { sanitiseHtml } from './sanitise.js';

const TOKEN = /<[^>]+>|[^<\s]+|\s+/g;

function tokens(html: string): string[] {
  return sanitiseHtml(html).match(TOKEN) ?? [];
}

const isTag = (token: string) => token.startsWith('<');

function wrap(tag: 'ins' | 'del', parts: string[]): string {
  let out = '';
  let run = '';
  const flush = () => {
    if (run.trim()) out += `<${tag}>${run}</${tag}>`;
    else out += run;
    run = '';
  };
  for (const part of parts) {
    if (isTag(part)) {
      flush();
      if (tag === 'ins') out += part;
    } else run += part;
  }
  flush();
  return out;
}

export function diffHtml(oldHtml: string, newHtml: string): string {
  const changes = diffArrays(tokens(oldHtml), tokens(newHtml));
  let out = '';
  for (const change of changes) {
    if (change.added) out += wrap('ins', change.value);
    else if (change.removed) out += wrap('del', change.value);
    else out += change.value.join('');
  }
  return sanitiseHtml(out);
}
