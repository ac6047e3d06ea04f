/** The fake payout provider's onboarding page (test mode): plain HTML, no script, one form. */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#f6f7fb;color:#1d1d35;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px;width:calc(100% - 32px)}
h1{font-size:22px;margin:0 0 8px}.badge{display:inline-block;background:#fff4d6;color:#7a5300;border-radius:999px;padding:2px 10px;font-size:13px}
button{font:inherit;background:#5b3df5;color:#fff;border:0;border-radius:8px;padding:10px 20px;cursor:pointer}a{color:#5b3df5}`;

function layout(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

/**
 * Shows no personal data: the link is public and its token is all that protects it. `action` is the page's own path
 * (with its sandbox); `returnUrl` the console's billing page, null when no console is served.
 */
export type OnboardPageInput = { action: string; countryCode: string; onboarded: boolean; returnUrl: string | null };

const backLink = (returnUrl: string | null, text: string) =>
  returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">${text}</a></p>` : '';

export function onboardPage({ action, countryCode, onboarded, returnUrl }: OnboardPageInput): string {
  const head =
    `<h1>Podspot payouts (test mode)</h1><p><span class="badge">Test mode: no real bank details are collected</span></p>` +
    `<p>Podspot payout account, bank country <strong>${escapeHtml(countryCode)}</strong>.</p>`;
  if (onboarded) {
    return layout(
      'Podspot payouts (test mode)',
      `${head}<p>Onboarding is complete. You can withdraw your earnings in Podspot.</p>` +
        backLink(returnUrl, 'Back to Podspot billing'),
    );
  }
  return layout(
    'Podspot payouts (test mode)',
    `${head}<p>Press Complete to finish onboarding and return to Podspot.</p>` +
      `<form method="post" action="${escapeHtml(action)}"><button type="submit">Complete</button></form>` +
      backLink(returnUrl, 'Return to Podspot without finishing'),
  );
}

export const unknownLinkPage = (returnUrl: string | null): string =>
  layout(
    'Podspot payouts (test mode)',
    '<h1>Podspot payouts (test mode)</h1><p>This onboarding link is not valid. ' +
      `Go back to Podspot billing and choose your bank country again to get a new link.</p>${backLink(returnUrl, 'Back to Podspot billing')}`,
  );

/** Headers of the page: no scripts at all, inline styles only, the form may post here, never framed, token never sent on. */
export function pageHeaders(formTargets: string[]): Record<string, string> {
  return {
    'Content-Security-Policy':
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTargets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`.replace(
        /\s+;/g,
        ';',
      ),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}
