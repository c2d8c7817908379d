/** A script version as the API shows it, and a script's content as it may be stored. */
import type { ScriptVersion } from '@umbrella/contract';
import { sanitiseHtml } from '../../platform/html/index.js';
import { invalid } from '../../platform/http-error.js';
import type * as repo from './repo.js';

export const iso = (date: Date | string) => new Date(date).toISOString();

export function versionDto(row: repo.VersionRow): ScriptVersion {
  return {
    id: row.id,
    number: row.version,
    content: row.body,
    createdAt: iso(row.created_at),
    publishedAt: row.published_at ? iso(row.published_at) : null,
  };
}

/** Sanitised content that still says something; an empty result is a 400 on `content`. */
export function cleanContent(content: string): string {
  const clean = sanitiseHtml(content).trim();
  if (!clean) throw invalid('content', 'The script has no content left after removing what is not allowed');
  return clean;
}
