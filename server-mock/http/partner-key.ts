import type { Request } from 'express';
import { partnerKeyId } from '../journal/record-requests.ts';
import type { Partner } from '../state/partner-accounts.ts';
import { HttpError } from './errors.ts';

/** Partner keys and the origins each may embed from. The demo keys' origins follow the examples port. */
export type PartnerKeys = Record<string, { name: string; origins: string[] }>;

/** The partner whose `X-Partner-Key` the call carries (known by the key's fingerprint); 401 without a known key. */
export function requirePartner(req: Request, keys: PartnerKeys): Partner {
  const key = req.get('x-partner-key') ?? '';
  const partner = keys[key];
  if (!partner) throw new HttpError(401, { partner_key: 'Unknown or missing X-Partner-Key header.' });
  return { id: partnerKeyId(key), name: partner.name };
}
