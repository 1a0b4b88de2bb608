import type { Locale } from '@dermadesk/contracts';
import { signInLocales, signInTexts, type SignInTexts } from './signin-texts.js';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const styles = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:linear-gradient(135deg,#eef4fb,#f8f1ee);color:#1f2937}
main{width:100%;max-width:400px;margin:16px;background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(15,40,80,.12);padding:32px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:20px;color:#0f4c81;margin-bottom:4px}
.brand svg{flex:none}h1{font-size:22px;margin:16px 0 4px}p.sub{margin:0 0 24px;color:#4b5563;font-size:14px}
label{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}
input{width:100%;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;font-size:16px}
input:focus{outline:3px solid #93c5fd;border-color:#2563eb}
button{margin-top:24px;width:100%;padding:11px;border:0;border-radius:8px;background:#0f4c81;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
button:hover{background:#0b3a63}button:focus-visible{outline:3px solid #93c5fd}
.alert{margin-top:16px;padding:10px 12px;border-radius:8px;background:#fef2f2;color:#991b1b;border:1px solid #fecaca;font-size:14px}
nav{margin-top:24px;display:flex;gap:12px;justify-content:center;font-size:13px}nav a{color:#4b5563}nav a[aria-current]{font-weight:700;color:#0f4c81}
a.back{display:inline-block;margin-top:16px;color:#0f4c81}`;

const logo = `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="15" fill="#0f4c81"/><path d="M10 9h6a7 7 0 0 1 0 14h-6z" fill="none" stroke="#fff" stroke-width="3"/></svg>`;

function layout(
  locale: Locale,
  t: SignInTexts,
  title: string,
  body: string,
  langLinks?: (l: Locale) => string,
) {
  const nav = langLinks
    ? `<nav aria-label="Language">${signInLocales
        .map(
          (l) =>
            `<a href="${escape(langLinks(l))}" hreflang="${l}" lang="${l}"${l === locale ? ' aria-current="true"' : ''}>${l.toUpperCase()}</a>`,
        )
        .join('')}</nav>`
    : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${styles}</style></head><body><main><div class="brand">${logo}<span>Dermadesk</span></div>${body}${nav}</main></body></html>`;
}

export function renderSignInPage(opts: {
  locale: Locale;
  action: string;
  email?: string;
  error?: keyof SignInTexts;
  langHref: (l: Locale) => string;
}) {
  const t = signInTexts(opts.locale);
  const alert = opts.error ? `<div class="alert" role="alert">${escape(t[opts.error])}</div>` : '';
  const body = `<h1>${escape(t.title)}</h1><p class="sub">${escape(t.subtitle)}</p>
<form method="post" action="${escape(opts.action)}" novalidate>
<input type="hidden" name="lang" value="${opts.locale}">
<label for="email">${escape(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escape(opts.email ?? '')}">
<label for="password">${escape(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
${alert}
<button type="submit">${escape(t.submit)}</button></form>`;
  return layout(opts.locale, t, t.title, body, opts.langHref);
}

/** A plain message page (expired interaction, provider errors, signed out). */
export function renderMessagePage(locale: Locale, message: keyof SignInTexts, homeHref: string) {
  const t = signInTexts(locale);
  return layout(
    locale,
    t,
    t.title,
    `<h1>${escape(t[message])}</h1><a class="back" href="${escape(homeHref)}">${escape(t.backToApp)}</a>`,
  );
}

/**
 * The end-session confirmation: oidc-provider needs a POST with its form; a same-origin script
 * submits it at once (inline scripts are barred by our CSP), and the button works without JS.
 */
export function renderSignOutPage(locale: Locale, form: string) {
  const t = signInTexts(locale);
  return layout(
    locale,
    t,
    t.signOutTitle,
    `<h1>${escape(t.signOutTitle)}</h1>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">${escape(t.signOutButton)}</button>
<script src="/auth-assets/auto-sign-out.js" defer></script>`,
  );
}
