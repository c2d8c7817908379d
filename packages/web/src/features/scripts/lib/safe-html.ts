import DOMPurify from 'dompurify';

/** Script HTML as shown: sanitised again on the way in (DESIGN: when saved and when shown). */
export function safeHtml(html: string): { __html: string } {
  return { __html: DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] }) };
}
