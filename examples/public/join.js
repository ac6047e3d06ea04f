// Castwave's "Start earning with Podspot", for its own users who have no Podspot account (examples/castwave-users.ts):
// its backend creates their account with the shows Castwave serves, feeds managed by Castwave
// (examples/podspot-accounts.ts), and the onboarding widget runs here; once it completes, the other widgets appear.
// A user whose email already has a Podspot account connects it instead (join-link.js), then goes on the same way.
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
    /** On from an account Castwave's backend answered: the onboarding where it stands, or the widgets once done. */
    const goOn = (account) => {
      if (!account.onboarding_completed) return onboard();
      panel.hidden = true;
      joined();
    };
    // While the link is offered, what happens to it is said beside its buttons, not under the whole panel.
    const say = (text) => {
      (offer.visible() ? offer.status : status).textContent = text;
    };
    let created = found.joined;
    /**
     * Creates the account (or, once connected, adds Castwave's shows to it) and goes on; 202 is the offer to connect an
     * account the email already has. Answers false when the user has to try again.
     */
    const start = async (progress, failed = 'Your Podspot account could not be created. Try again in a moment.') => {
      button.disabled = true;
      say(progress);
      const answer = await fetch('/my-backend/podspot-account', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user }),
      }).catch(() => null);
      button.disabled = false;
      if (answer?.status === 202) {
        button.hidden = true;
        status.textContent = '';
        offer.show((await answer.json()).link);
        record('castwave: link offered');
        return true;
      }
      if (!answer || !answer.ok) {
        say(failed);
        return false;
      }
      created = true;
      offer.hide();
      status.textContent = '';
      goOn((await answer.json()).account);
    };
    const offer = window.castwaveLinkOffer(panel, {
      check: async () => {
        say('Checking your Podspot account…');
        const now = await accountOf(user).catch(() => null);
        if (!now) {
          say('Podspot cannot be reached right now. Try again in a moment.');
          return;
        }
        if (!now.joined) {
          say('Your Podspot account is not connected yet. If you cancelled, or the link expired, get a new link.');
          return false;
        }
        record('castwave: account connected');
        // A failure here is not the link's: the same button tries again, so no new link is offered.
        await start(
          'Connected. Setting up your shows…',
          'Castwave could not set up your shows. Try again in a moment.',
        );
      },
      renew: () => start('Getting a new link…', 'Castwave could not get a new link. Try again in a moment.'),
    });

    panel.hidden = false;
    button.textContent = CTA;
    button.addEventListener('click', () => (created ? onboard() : start('Creating your Podspot account…')));
    if (found.joined) onboard(); // joined before: resume where they left it
  };
}
