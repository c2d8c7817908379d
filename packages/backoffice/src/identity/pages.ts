/** HTML pages of the built-in issuer, in the Umbrella look: inline CSS and SVG, no external assets. */
import { type Language, MESSAGES, type Messages } from './messages.js';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f0f2f5;
font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:rgba(0,0,0,.88);font-size:14px}
main{width:100%;max-width:380px;margin:24px;background:#fff;border-radius:8px;padding:32px 32px 24px;
box-shadow:0 6px 16px rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12)}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:24px;color:#2f6690;font-size:22px;font-weight:600}
.brand svg{width:32px;height:32px}
h1{font-size:18px;font-weight:600;margin:0 0 4px}
p.lead{margin:0 0 20px;color:rgba(0,0,0,.55)}
label{display:block;margin:0 0 6px;font-weight:500}
input[type=text],input[type=password]{width:100%;height:38px;padding:4px 11px;margin:0 0 16px;font-size:14px;
border:1px solid #d9d9d9;border-radius:6px;outline:none}
input:focus{border-color:#2f6690;box-shadow:0 0 0 2px rgba(5,145,255,.1)}
button{width:100%;height:40px;border:0;border-radius:6px;background:#2f6690;color:#fff;font-size:15px;cursor:pointer}
button:hover{background:#4096ff}
.alert{padding:9px 12px;margin:0 0 16px;border-radius:6px;border:1px solid #ffccc7;background:#fff2f0;color:#a8071a}
footer{display:flex;justify-content:space-between;margin-top:20px;color:#5a6572;font-size:12px}
a{color:#2f6690;text-decoration:none}a:hover{text-decoration:underline}
`;

const LOGO = `<svg viewBox="0 0 32 32" aria-hidden="true"><path fill="currentColor" d="M16 3C8.8 3 3 8.6 3 15.5h4.3a4.4 4.4 0 0 1 4.4-2.9 4.4 4.4 0 0 1 4.3 2.9 4.4 4.4 0 0 1 4.3-2.9 4.4 4.4 0 0 1 4.4 2.9H29C29 8.6 23.2 3 16 3Z"/><path fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" d="M16 15.5v9.2a2.6 2.6 0 0 1-5.2 0"/></svg>`;

export type PageOptions = {
  language: Language;
  title: string;
  body: string;
  /** Link to the same page in the other language; omitted when switching makes no sense. */
  otherLanguageHref?: string;
};

export function page({ language, title, body, otherLanguageHref }: PageOptions): string {
  const t = MESSAGES[language];
  const languageLink = otherLanguageHref
    ? `<a href="${escapeHtml(otherLanguageHref)}" hreflang="${language === 'es' ? 'en' : 'es'}">${t.otherLanguage}</a>`
    : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Umbrella</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="brand">${LOGO}<span>Umbrella</span></div>
${body}
<footer><span>Umbrella</span>${languageLink}</footer>
</main>
</body>
</html>`;
}

/** Content-Security-Policy for the pages: inline styles, no framing, and at most one nonce'd script. */
export function contentSecurityPolicy(scriptNonce?: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src ${scriptNonce ? `'nonce-${scriptNonce}'` : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export type SignInPageOptions = {
  language: Language;
  uid: string;
  /** Path the form posts to. */
  action: string;
  username?: string;
  error?: keyof Messages;
};

export function signInPage({ language, uid, action, username, error }: SignInPageOptions): string {
  const t = MESSAGES[language];
  const other = language === 'es' ? 'en' : 'es';
  const alert = error ? `<div class="alert" role="alert" data-error="${error}">${escapeHtml(t[error])}</div>` : '';
  const body = `<h1>${t.signInTitle}</h1>
<p class="lead">${t.signInLead}</p>
${alert}
<form method="post" action="${escapeHtml(action)}" autocomplete="on">
<input type="hidden" name="lang" value="${language}">
<label for="username">${t.username}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(username ?? '')}"${username ? '' : ' autofocus'}>
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${username ? ' autofocus' : ''}>
<button type="submit">${t.signIn}</button>
</form>`;
  return page({
    language,
    title: t.signInTitle,
    body,
    otherLanguageHref: `/oidc/interaction/${encodeURIComponent(uid)}?lang=${other}`,
  });
}

export function messagePage(language: Language, title: string, message: string, backHref?: string): string {
  const back = backHref ? `<p><a href="${escapeHtml(backHref)}">${MESSAGES[language].backToApp}</a></p>` : '';
  return page({
    language,
    title,
    body: `<h1>${escapeHtml(title)}</h1><p class="lead" role="alert">${escapeHtml(message)}</p>${back}`,
  });
}

/**
 * The sign-out confirmation: oidc-provider's form (it carries the anti-forgery token) with one
 * button, submitted at once by a nonce'd script so the user sees no extra step.
 */
export function signOutPage(language: Language, form: string, scriptNonce: string): string {
  const t = MESSAGES[language];
  const body = `<h1>${t.signOutTitle}</h1>
<p class="lead">${t.signOutLead}</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${t.signOut}</button>
<script nonce="${scriptNonce}">
(function(){var f=document.getElementById('op.logoutForm');var i=document.createElement('input');
i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();
</script>`;
  return page({ language, title: t.signOutTitle, body });
}
