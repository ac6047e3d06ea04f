// The join panel's offer to connect a Podspot account the user already has
// (docs/behaviour/partner-accounts.md#linking-an-existing-account, docs/decisions/0055): Castwave's backend answered a
// console link instead of a new account; the user connects in Podspot's console, in a new tab, and this page checks
// again when they come back.
'use strict';
{
  /**
   * Wires the offer inside `panel`. `check()` asks whether the account is connected now and goes on if it is (it
   * answers false when not); `renew()` asks for a fresh link (a cancelled or expired one cannot be used again).
   */
  window.castwaveLinkOffer = function castwaveLinkOffer(panel, { check, renew }) {
    const box = panel.querySelector('[data-join-link]');
    const title = box.querySelector('[data-join-link-title]');
    const email = box.querySelector('[data-join-link-email]');
    const open = box.querySelector('[data-join-link-open]');
    const checkButton = box.querySelector('[data-join-link-check]');
    const renewButton = box.querySelector('[data-join-link-renew]');
    const status = box.querySelector('[data-join-link-status]');
    let opened = false;
    let busy = false;

    /** One call at a time: a tab switch while the button's check runs asks nothing twice. */
    const run = async (call) => {
      if (busy) return;
      busy = true;
      checkButton.disabled = renewButton.disabled = true;
      try {
        if ((await call()) === false) renewButton.hidden = false;
      } finally {
        busy = false;
        checkButton.disabled = renewButton.disabled = false;
      }
      // The new link replaced the button that asked for it: focus goes on to what comes next, not to the page's start.
      if (call === renew && renewButton.hidden && !box.hidden) open.focus();
    };

    open.addEventListener('click', () => {
      opened = true;
    });
    checkButton.addEventListener('click', () => run(check));
    renewButton.addEventListener('click', () => run(renew));
    // Back from Podspot's tab: the user connected (or cancelled) there, and no keyboard trip to the button is needed.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && opened && !box.hidden) void run(check);
    });

    return {
      /** Where join.js says how the link's check or renewal went (a live region). */
      status,
      visible: () => !box.hidden,
      /** Shows the link the backend answered (`{ url, expires_at, email }`). */
      show(link) {
        email.textContent = link.email;
        open.href = link.url;
        opened = false;
        renewButton.hidden = true;
        status.textContent = '';
        const first = box.hidden;
        box.hidden = false;
        // The button the user pressed is gone: reading goes on from what this offer says.
        if (first) title.focus();
      },
      hide() {
        box.hidden = true;
      },
    };
  };
}
