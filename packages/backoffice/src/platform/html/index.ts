/** User HTML: sanitised on save, and the diff of two versions (scripts, documents). */
export { diffHtml } from './diff.js';
export { sanitiseHtml } from './sanitise.js';
