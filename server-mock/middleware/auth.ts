import type { RequestHandler } from 'express';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import type { Operation } from '../openapi.ts';

/**
 * What an embed token may call: the widgets' reads and actions. Of money what the payouts widget shows and does (the
 * summary, the ledger, earnings by podcast, the payout account, a withdrawal to the publisher's own payout account;
 * docs/decisions/0041-payouts-in-the-host.md); of accounts only the required actions (docs/security.md). Of onboarding
 * the publisher's steps the onboarding widget takes (docs/behaviour/sdk-widgets.md#onboarding); adding podcasts, the
 * advertiser's and network's onboarding, stays the console's. Nothing that changes a password, an account's settings
 * or the advertiser's budget.
 */
const EMBED_ALLOWED: RegExp[] = [
  /^GET \/user$/,
  /^GET \/(billing\/summary|publisher\/actions)$/,
  /^GET \/billing\/(transactions|podcast_earnings|podcast_earnings\/download)$/,
  /^GET \/stripe\/details$/,
  /^POST \/stripe\/(create_account|withdraw)$/,
  /^GET \/earn\/(opportunities|opportunities\/count|podspots|advertisers|publishers)$/,
  /^POST \/earn\/opportunity\/\d+\/(accept|reject)$/,
  /^(GET|POST) \/earn\/podspot\/\d+(\/upload)?$/,
  /^(GET|POST) \/earn\/podcast\/\d+\/smart_feed(\/accept|\/download_instruction)?$/,
  /^GET \/earn\/campaign\/\d+\/download_instruction$/,
  /^GET \/earn\/publisher\/(earnings|report|report\/download)$/,
  /^(GET|POST) \/onboarding(\/episode_downloads)?$/,
  /^GET \/onboarding\/(get_started|podspots|podspot\/(example|smart_feed|campaign(\/download_instruction)?))$/,
  /^POST \/onboarding\/podspot\/(\d+|upload|smart_feed\/accept)$/,
  /^GET \/advertise\/(publishers|advertisers|podspots|advertiser\/spend|advertiser\/report|advertiser\/report\/download)$/,
];

const unauthorized = (message: string) => new HttpError(401, { error: message });
const sandboxName = (id: string | null | undefined) => (id ? `sandbox "${id}"` : 'the default sandbox');
const wrongSandbox = (minted: string | undefined, called: string | null) =>
  `This token was minted in ${sandboxName(minted)} and cannot be used in ${sandboxName(called)}. ` +
  'Send the X-Podspot-Sandbox header of the sandbox that signed you in, or none.';

export function authMiddleware(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    const route = `${req.method} ${req.path.replace(/\/+$/, '') || '/'}`;
    // Which calls are public (sign-in, assets, the payout page, the helpers) or take a partner key is the contract's
    // word (`security`), read from the operation the route check matched (middleware/contract-routes.ts).
    const operation = res.locals.operation as Operation | undefined;
    if (req.method === 'OPTIONS' || (operation && !operation.bearer)) return next();
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized('Authentication credentials were not provided.');
    const claims = await ctx.tokens.verify(match[1]);
    if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
    if ((claims.sandbox ?? null) !== ctx.sandboxId) throw unauthorized(wrongSandbox(claims.sandbox, ctx.sandboxId));
    const user = ctx.store.users.find((u) => String(u.id) === claims.sub);
    if (!user) throw unauthorized('Your session has expired. Please sign in again.');
    if (claims.scope === 'embed' && !EMBED_ALLOWED.some((p) => p.test(route))) {
      throw new HttpError(403, { error: 'Embed tokens may only call widget endpoints.' });
    }
    res.locals.user = user;
    res.locals.scope = claims.scope;
    next();
  };
}
