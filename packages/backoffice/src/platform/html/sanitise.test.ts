import { describe, expect, it } from 'vitest';
import { diffHtml, sanitiseHtml } from './index.js';

/** A corpus of XSS payloads: script tags, event handlers, javascript: URLs, SVG, CSS expressions. */
export const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<h2 onclick="alert(1)">t</h2>',
  '"><script>alert(1)</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

const DANGER =
  /<script|<iframe|<object|<svg|<math|<img|<form|<style|on[a-z]+=|javascript:|data:text|expression\(|style=/i;

describe('HTML sanitised on save', () => {
  it('SCRIPT-16 every payload of the XSS corpus is inert once sanitised, alone and inside a diff', () => {
    for (const payload of XSS_CORPUS) {
      expect(sanitiseHtml(payload), payload).not.toMatch(DANGER);
      expect(diffHtml('<p>a</p>', `<p>a</p>${payload}`), payload).not.toMatch(DANGER);
      expect(diffHtml(payload, '<p>a</p>'), payload).not.toMatch(DANGER);
    }
  });

  it('SCRIPT-16 keeps what a script needs: headings, lists, emphasis, tables and safe links', () => {
    const html =
      '<h1>T</h1><h3>S</h3><ol><li><strong>a</strong> <em>b</em> <u>c</u></li></ol>' +
      '<table><thead><tr><th>Precio</th></tr></thead><tbody><tr><td colspan="2">99</td></tr></tbody></table>' +
      '<a href="mailto:x@umbrella.example">m</a>';
    const clean = sanitiseHtml(html);
    expect(clean).toContain('<h1>T</h1><h3>S</h3><ol><li><strong>a</strong> <em>b</em> <u>c</u></li></ol>');
    expect(clean).toContain('<td colspan="2">99</td>');
    expect(clean).toContain('<a href="mailto:x@umbrella.example" target="_blank" rel="noopener noreferrer">m</a>');
  });
});
