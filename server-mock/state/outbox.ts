import type { Email } from './models.ts';
import { nextId, type Store } from './store.ts';

/** "Sends" an email: the mock captures it in the outbox (`GET /api/__mock/outbox`) instead. */
export function sendEmail(store: Store, email: Omit<Email, 'id' | 'sent_at'>, nowMs: number): Email {
  const sent: Email = {
    id: nextId(store),
    sent_at: new Date(nowMs).toISOString(),
    ...email,
    to: email.to.toLowerCase(),
  };
  store.outbox.push(sent);
  return sent;
}

/** The outbox, or the emails to one address (any case). */
export const emailsTo = (store: Store, to?: string): Email[] =>
  store.outbox.filter((e) => !to || e.to === to.toLowerCase());
