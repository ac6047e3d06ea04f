// Runs first (a blocking script in <head>) so that no Content-Security-Policy violation goes unseen, including
// those from inside the widgets' shadow roots: `securitypolicyviolation` events bubble and are composed.
'use strict';
{
  const seen = [];
  const render = () => {
    const status = document.getElementById('csp-status');
    const list = document.getElementById('csp-violations');
    if (!status || !list) return;
    status.textContent = seen.length ? `${seen.length} CSP violation(s) reported.` : 'No CSP violation reported.';
    status.className = `host-status ${seen.length ? 'host-status--bad' : 'host-status--ok'}`;
    list.replaceChildren(...seen.map((text) => Object.assign(document.createElement('li'), { textContent: text })));
  };
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile || 'the page'}`,
    );
    render();
  });
  document.addEventListener('DOMContentLoaded', () => {
    render();
    // Show the policy this page was really served with.
    fetch(location.pathname, { method: 'HEAD' }).then(
      (answer) => {
        const policy = document.getElementById('csp-policy');
        if (policy) policy.textContent = answer.headers.get('content-security-policy') || '(no policy header)';
      },
      () => {},
    );
  });
}
