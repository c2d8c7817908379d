/**
 * Sanitising user HTML before it is stored (scripts, document texts): DOMPurify over a jsdom
 * window, with an allow-list of the tags a sales script needs — headings, paragraphs, lists,
 * emphasis, tables, links and the diff marks — and no attributes but links' href/title and
 * table cells' spans. Anything else (scripts, event handlers, styles, SVG, forms, javascript:
 * URLs) is dropped. The web sanitises again when it shows the HTML.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'mark',
  'small',
  'sub',
  'sup',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'a',
  'ins',
  'del',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan'];
/** http(s), mailto, tel and relative links; nothing that runs. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function dompurify() {
  if (!purifier) {
    purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
    // Links open in a new tab without handing the opener over.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

export function sanitiseHtml(html: string): string {
  return dompurify().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel'],
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
  });
}

/** The text of a piece of HTML (tags dropped, entities decoded), for plain-text fields. */
export function htmlText(html: string): string {
  const doc = new JSDOM(`<body>${sanitiseHtml(html)}</body>`).window.document;
  return doc.body.textContent ?? '';
}
