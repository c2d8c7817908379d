import { SCRIPT_MAX_HEIGHT } from '../lib/limits';
import { safeHtml } from '../lib/safe-html';

/** Script HTML as agents see it: sanitised, in a container of at most 2000 px (SCRIPT-24). */
export function ScriptHtml({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      className="script-html"
      data-testid={testId}
      style={{ maxHeight: SCRIPT_MAX_HEIGHT, overflow: 'auto', border: '1px solid #f0f0f0', padding: 12 }}
      // Sanitised by DOMPurify in safeHtml (and by the back-office when it was saved).
      dangerouslySetInnerHTML={safeHtml(html)}
    />
  );
}
