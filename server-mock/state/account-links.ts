import { createHash, randomBytes } from 'node:crypto';
import { nowIso } from './dates.ts';
import type { User } from './models.ts';
import type { Partner } from './partner-accounts.ts';
import type { Store } from './store.ts';

/** How long a link works, on the sandbox's clock (docs/behaviour/partner-accounts.md#linking-an-existing-account). */
export const ACCOUNT_LINK_MS = 60 * 60_000;

/** A partner's request to link one existing account to one of its external_ids, until the user answers it. */
export type AccountLink = {
  id: string;
  token_hash: string;
  partner_id: string;
  partner_name: string;
  external_id: string;
  user_id: number;
  email: string;
  expires_at: number;
  state: 'pending' | 'connected' | 'cancelled';
};

// Only a hash is kept, as for reset tokens: the raw token travels in the console URL only.
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/*
 * Kept beside the store it belongs to, not in it: a reset (a new store) forgets every pending link, and a link asks for
 * nothing a fixture should carry. Like the webhook endpoints, pending links do not outlive the process.
 */
const LINKS = new WeakMap<Store, AccountLink[]>();
const linksOf = (store: Store): AccountLink[] => {
  let list = LINKS.get(store);
  if (!list) LINKS.set(store, (list = []));
  return list;
};

/** A fresh single-use link for `user` and `external_id`; the raw token goes into the console URL only. */
export function issueAccountLink(store: Store, partner: Partner, externalId: string, user: User, nowMs: number) {
  const token = randomBytes(24).toString('base64url');
  const link: AccountLink = {
    id: `al_${randomBytes(8).toString('hex')}`,
    token_hash: digest(token),
    partner_id: partner.id,
    partner_name: partner.name,
    external_id: externalId,
    user_id: user.id,
    email: user.email,
    expires_at: nowMs + ACCOUNT_LINK_MS,
    state: 'pending',
  };
  // Forget links a day past expiry; until then a late click still hears "expired", not "not valid".
  LINKS.set(store, [...linksOf(store).filter((l) => l.expires_at > nowMs - 24 * ACCOUNT_LINK_MS), link]);
  return { link, token };
}

/** Why a link cannot be answered by the signed-in user: the field, the status and the sentence the user reads. */
export type LinkRefusal = { status: 403 | 404 | 409 | 410; field: string; message: string };

const ASK_AGAIN = (name: string) => `Go back to ${name} and start connecting again for a new link.`;

/** The pending link `token` names for `user`, or why it cannot be used; nothing changes. */
export function pendingLink(store: Store, token: string, user: User, nowMs: number): AccountLink | LinkRefusal {
  const link = linksOf(store).find((l) => l.token_hash === digest(token));
  if (!link)
    return {
      status: 404,
      field: 'token',
      message: 'This link is not valid. Go back to the platform that sent you here and start connecting again.',
    };
  if (link.state === 'connected')
    return { status: 409, field: 'token', message: `This link has already been used. ${ASK_AGAIN(link.partner_name)}` };
  if (link.state === 'cancelled')
    return { status: 409, field: 'token', message: `This link was cancelled. ${ASK_AGAIN(link.partner_name)}` };
  if (link.expires_at <= nowMs)
    return {
      status: 410,
      field: 'token',
      message: `This link has expired (links work for one hour). ${ASK_AGAIN(link.partner_name)}`,
    };
  if (link.user_id !== user.id)
    return {
      status: 403,
      field: 'email',
      message: `This link is for the Podspot account ${link.email}. Log out, then log in with that account to connect it.`,
    };
  return link;
}

/** What stops the link from being carried out now (the account or the external_id taken since it was asked). */
export function connectRefusal(store: Store, link: AccountLink, user: User): LinkRefusal | null {
  if (user.partner && user.partner.partner_id !== link.partner_id)
    return {
      status: 409,
      field: 'account',
      message: 'Your Podspot account is already connected to another platform, so it cannot be connected to this one.',
    };
  const holder = store.users.find(
    (u) => u !== user && u.partner?.partner_id === link.partner_id && u.partner.external_id === link.external_id,
  );
  if (holder || (user.partner && user.partner.external_id !== link.external_id))
    return {
      status: 409,
      field: 'account',
      message: `${link.partner_name} has already connected another Podspot account for you. ${ASK_AGAIN(link.partner_name)}`,
    };
  return null;
}

/** Links the account to the partner (after `connectRefusal` found nothing) and spends the user's links from it. */
export function connectAccount(store: Store, link: AccountLink, user: User, nowMs: number): void {
  user.partner ??= {
    partner_id: link.partner_id,
    external_id: link.external_id,
    idempotency_keys: [],
    linked_at: nowIso(nowMs),
  };
  for (const l of linksOf(store))
    if (l.user_id === user.id && l.partner_id === link.partner_id && l.state === 'pending') l.state = 'connected';
}

export function cancelLink(link: AccountLink): void {
  link.state = 'cancelled';
}
