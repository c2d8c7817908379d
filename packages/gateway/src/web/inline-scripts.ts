import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP sources (`'sha256-…'`) of the inline scripts of a page, so that only those run. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.trim() !== '')
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

export type InlineScripts = {
  /** The sources of the index.html being served, space-separated. */
  current(): string;
  /** Reads index.html again (a new build is served). */
  refresh(): Promise<void>;
};

/** The inline scripts of the served index.html (the web build's first paint); none when it is missing. */
export async function watchInlineScripts(indexFile: string): Promise<InlineScripts> {
  let sources = '';
  const refresh = async () => {
    const html = await readFile(indexFile, 'utf8').catch(() => '');
    sources = inlineScriptSources(html).join(' ');
  };
  await refresh();
  return { current: () => sources, refresh };
}
