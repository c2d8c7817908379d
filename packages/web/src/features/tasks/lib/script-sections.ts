import DOMPurify from 'dompurify';
import { marked } from 'marked';

export type ScriptSection = { id: string; number: number; title: string };
export type RenderedScript = { html: string; sections: ScriptSection[] };

/**
 * A script as the lead view shows it (LEAD-12, LEAD-13): markdown turned into HTML, sanitised
 * (DESIGN: HTML from scripts is sanitised when shown), and each heading numbered and given an
 * anchor for the section navigation.
 */
export function renderScript(body: string, format: 'html' | 'markdown'): RenderedScript {
  const raw = format === 'markdown' ? (marked.parse(body, { async: false }) as string) : body;
  const clean = DOMPurify.sanitize(raw, { USE_PROFILES: { html: true } });
  const doc = new DOMParser().parseFromString(`<div>${clean}</div>`, 'text/html');
  const sections: ScriptSection[] = [];
  doc.querySelectorAll('h1, h2, h3').forEach((heading, index) => {
    const number = index + 1;
    const id = `script-section-${number}`;
    const title = heading.textContent?.trim() ?? '';
    heading.id = id;
    heading.textContent = `${number}. ${title}`;
    sections.push({ id, number, title });
  });
  return { html: doc.body.firstElementChild?.innerHTML ?? '', sections };
}
