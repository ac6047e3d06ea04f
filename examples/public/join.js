// Castwave's "Start earning with Podspot", for its own users who have no Podspot account (examples/castwave-users.ts):
// its backend creates their account with the shows Castwave serves, feeds managed by Castwave
// (examples/podspot-accounts.ts), and the onboarding widget runs here; once it completes, the other widgets appear.
'use strict';
{
  const CTA = 'Start earning with Podspot';

  /** Whether Castwave's user has joined Podspot, and how far: `{ joined, account }` from Castwave's backend. */
  const accountOf = async (user) => {
    const answer = await fetch(`/my-backend/podspot-account?user=${encodeURIComponent(user)}`);
    if (!answer.ok) throw new Error(`Castwave could not ask Podspot: ${answer.status}`);
    return answer.json();
  };

  /**
   * Shows the join panel when `user` is one of Castwave's own users without a completed Podspot onboarding, and calls
   * `joined()` when there is nothing (more) to do. `podspot` is the page's instance; `record` its event log.
   */
  window.castwaveJoin = async function castwaveJoin(podspot, user, joined, record) {
    const panel = document.getElementById('join');
    if (!user.startsWith('cw_') || !panel) return joined();
    const status = panel.querySelector('[data-join-status]');
    const button = panel.querySelector('[data-join-start]');
    const slot = panel.querySelector('[data-join-widget]');
    let found;
    try {
      found = await accountOf(user);
    } catch (error) {
      status.textContent = 'Podspot cannot be reached right now. Reload the page to try again.';
      panel.hidden = false;
      return record('castwave: join failed', { message: String(error) });
    }
    if (found.joined && found.account.onboarding_completed) return joined();

    const onboard = () => {
      button.hidden = true;
      slot.hidden = false;
      const handle = podspot.mount('onboarding', slot, {
        onStepChange: ({ step }) => record('castwave: onboarding step', { step }),
        onExit: () => {
          handle.unmount();
          slot.hidden = true;
          button.hidden = false;
          status.textContent = 'Your progress is saved. Pick up where you left off any time.';
        },
        onComplete: () => {
          record('castwave: onboarding complete');
          panel.hidden = true;
          handle.unmount();
          joined();
        },
      });
    };
    panel.hidden = false;
    button.textContent = CTA;
    let created = found.joined;
    button.addEventListener('click', async () => {
      if (!created) {
        button.disabled = true;
        status.textContent = 'Creating your Podspot account…';
        const answer = await fetch('/my-backend/podspot-account', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user }),
        }).catch(() => null);
        button.disabled = false;
        if (!answer || !answer.ok) {
          status.textContent = 'Your Podspot account could not be created. Try again in a moment.';
          return;
        }
        created = true;
      }
      status.textContent = '';
      onboard();
    });
    if (found.joined) onboard(); // joined before: resume where they left it
  };
}
