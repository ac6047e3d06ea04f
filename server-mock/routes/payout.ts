import { existsSync } from 'node:fs';
import { Router, type Request } from 'express';
import type { AppContext } from '../context.ts';
import { onboardPage, pageHeaders, unknownLinkPage } from '../files/payout-page.ts';
import { badRequest } from '../http/errors.ts';
import { publicBase } from '../http/public-url.ts';
import { requireRole } from '../http/session.ts';
import { withdraw } from '../state/ledger.ts';
import type { PayoutAccount } from '../state/models.ts';
import { dollars } from '../state/money.ts';
import {
  BANK_COUNTRIES,
  isBankCountry,
  openPayoutAccount,
  payoutAccountByLink,
  payoutAccountOf,
} from '../state/payouts.ts';

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Payouts through a mocked card-payment provider: account details, account creation (answers a link to
 * the fake provider page served below), withdrawals. The provider page itself is public: its token is the secret.
 */
export function payoutRoutes(ctx: AppContext): Router {
  const router = Router();

  // A browser opening the link sends no sandbox header, so a sandbox's link names its sandbox (sandboxes/dispatch.ts).
  const pathOf = (token: string) =>
    `/api/payout-provider/onboard/${encodeURIComponent(token)}` +
    (ctx.sandboxId ? `?sandbox=${encodeURIComponent(ctx.sandboxId)}` : '');
  const linkOf = (req: Request, account: PayoutAccount) =>
    `${publicBase(ctx.options.publicUrl, req)}${pathOf(account.link_token)}`;
  // Billing is a console page: without a console served here (or a public URL where one is), the page is the end.
  const consoleServed = () =>
    Boolean(ctx.options.publicUrl) || Boolean(ctx.options.consoleDir && existsSync(ctx.options.consoleDir));

  router.get('/stripe/details', (req, res) => {
    const account = payoutAccountOf(ctx.store, requireRole(res, 'publisher').id);
    res.json({
      is_account_created: Boolean(account),
      is_onboarding_completed: Boolean(account?.onboarded),
      stripe_link: account ? linkOf(req, account) : null,
    });
  });

  router.post('/stripe/create_account', (req, res) => {
    const user = requireRole(res, 'publisher');
    const country = req.body.country_code;
    if (!isBankCountry(country)) throw badRequest('country_code', `Choose one of: ${BANK_COUNTRIES.join(', ')}.`);
    const { account, created } = openPayoutAccount(ctx.store, user.id, country);
    ctx.changed();
    res.status(created ? 201 : 200).json({ stripe_link: linkOf(req, account) });
  });

  // Synchronous on purpose: the balance check and the ledger write happen with no await in between.
  router.post('/stripe/withdraw', (req, res) => {
    const user = requireRole(res, 'publisher');
    const amount = req.body.amount;
    if (!Number.isSafeInteger(amount) || amount < 1)
      throw badRequest('amount', 'Enter a whole number of dollars, at least 1.');
    const outcome = withdraw(ctx.store, user.id, amount * 100, ctx.clock.now());
    if (!outcome.ok) {
      if (outcome.reason === 'no_account')
        throw badRequest('stripe_account', 'Set up your payout account first: choose your bank country under Billing.');
      if (outcome.reason === 'onboarding_incomplete')
        throw badRequest(
          'stripe_account',
          'Finish setting up your payout account with the payout provider before withdrawing.',
        );
      throw badRequest(
        'withdraw_error',
        `The amount is more than your available balance of ${money(Math.max(0, outcome.balanceCents))}. Enter a smaller amount.`,
      );
    }
    ctx.changed();
    const { created_at, description, amount_cents } = outcome.entry;
    res.status(201).json({
      available_amount: dollars(outcome.balanceCents),
      transaction: { created_at, description, amount: dollars(amount_cents) },
    });
  });

  const page = (req: Request) => {
    const base = publicBase(ctx.options.publicUrl, req);
    // The form's redirect must pass the page's own form-action, so a configured console origin is allowed too.
    const consoleOrigin = ctx.options.publicUrl && URL.canParse(base) ? [new URL(base).origin] : [];
    const returnUrl = consoleServed() ? `${base}/billing/earnings` : null;
    return { returnUrl, headers: pageHeaders(consoleOrigin) };
  };

  router.get('/payout-provider/onboard/:token', (req, res) => {
    const { returnUrl, headers } = page(req);
    const account = payoutAccountByLink(ctx.store, req.params.token);
    res.set(headers).type('html');
    if (!account) {
      res.status(404).send(unknownLinkPage(returnUrl));
      return;
    }
    res.send(
      onboardPage({
        action: pathOf(account.link_token),
        countryCode: account.country_code,
        onboarded: account.onboarded,
        returnUrl,
      }),
    );
  });

  router.post('/payout-provider/onboard/:token', (req, res) => {
    const { returnUrl, headers } = page(req);
    const account = payoutAccountByLink(ctx.store, req.params.token);
    if (!account) {
      res.set(headers).type('html').status(404).send(unknownLinkPage(returnUrl));
      return;
    }
    account.onboarded = true;
    ctx.changed();
    res.redirect(303, returnUrl ?? `${publicBase(ctx.options.publicUrl, req)}${pathOf(account.link_token)}`);
  });

  return router;
}
