import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { castwaveUser, partnerAccountOf } from './castwave-users.ts';

type Podspot = { podspotOrigin: string; partnerKey: string };

/** A call to Podspot's partner API with the partner key (it never reaches the browser), in the page's sandbox. */
async function partnerCall(podspot: Podspot, req: Request, method: string, path: string, body?: unknown) {
  const sandbox = req.get('x-podspot-sandbox');
  const answer = await fetch(`${podspot.podspotOrigin}/api${path}`, {
    method,
    headers: {
      'x-partner-key': podspot.partnerKey,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      // The same body is the same request: Podspot replays it instead of applying it twice.
      ...(body === undefined
        ? {}
        : { 'idempotency-key': createHash('sha256').update(JSON.stringify(body)).digest('hex') }),
      ...(sandbox ? { 'x-podspot-sandbox': sandbox } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

const unreachable = (res: Response) => res.status(502).json({ detail: { error: 'Podspot could not be reached.' } });

/**
 * Whether Podspot refused to create the account because its email has a Podspot account no platform manages: that 409
 * names `POST /partner/account_links`, the only way to it (docs/behaviour/partner-accounts.md#linking-an-existing-account).
 */
const asksForLink = ({ status, body }: { status: number; body: Record<string, unknown> }) => {
  const email = (body.detail as Record<string, unknown> | undefined)?.email;
  return status === 409 && typeof email === 'string' && email.includes('POST /partner/account_links');
};

/**
 * Castwave's backend for its users who have not joined Podspot: whether one has, and "Start earning with Podspot",
 * which creates their Podspot account with the shows Castwave serves (their feeds managed by Castwave) and answers an
 * embed token for the onboarding. When the user's email already has a Podspot account, it answers 202 with a link
 * instead (`{ link: { url, expires_at, email } }`): the user connects that account in Podspot's console, and the same
 * call then adds Castwave's shows to it. The page names the signed-in user (`user`), standing in for Castwave's session.
 */
export function podspotAccountRoutes(podspot: Podspot): Router {
  const router = Router();

  router.get('/my-backend/podspot-account', async (req, res) => {
    const user = castwaveUser(req.query.user);
    if (!user) return res.status(404).json({ detail: { user: 'No Castwave user has this id.' } });
    try {
      const found = await partnerCall(
        podspot,
        req,
        'GET',
        `/partner/accounts?external_id=${encodeURIComponent(user.id)}`,
      );
      if (found.status !== 200) return res.status(found.status).json(found.body);
      const [account] = found.body.accounts as Record<string, unknown>[];
      res.json({ joined: Boolean(account), account: account ?? null });
    } catch {
      unreachable(res);
    }
  });

  router.post('/my-backend/podspot-account', async (req, res) => {
    const user = castwaveUser(req.body?.user);
    if (!user) return res.status(404).json({ detail: { user: 'No Castwave user has this id.' } });
    try {
      const account = await partnerCall(podspot, req, 'POST', '/partner/accounts', partnerAccountOf(user));
      if (asksForLink(account)) {
        const asked = { external_id: user.id, email: user.email };
        const link = await partnerCall(podspot, req, 'POST', '/partner/account_links', asked);
        if (link.status !== 201) return res.status(link.status).json(link.body);
        const { url, expires_at } = link.body;
        return res.status(202).json({ link: { url, expires_at, email: user.email } });
      }
      if (account.status !== 200 && account.status !== 201) return res.status(account.status).json(account.body);
      const minted = await partnerCall(podspot, req, 'POST', '/partner/embed_tokens', { external_id: user.id });
      if (minted.status !== 201) return res.status(minted.status).json(minted.body);
      res.status(account.status).json({ account: account.body, ...minted.body });
    } catch {
      unreachable(res);
    }
  });

  return router;
}
