import type {
  Campaign,
  DailySeries,
  Email,
  LedgerEntry,
  Opportunity,
  PayoutAccount,
  Podcast,
  Podspot,
  User,
} from './models.ts';

export type StoredAudio = { id: string; file_name: string; bytes: Buffer };

/** All of one server instance's state. Plain data so that `--state FILE` can serialise it. */
export type Store = {
  seq: number;
  users: User[];
  podcasts: Podcast[];
  campaigns: Campaign[];
  opportunities: Opportunity[];
  podspots: Podspot[];
  series: DailySeries[];
  ledger: LedgerEntry[];
  budget: LedgerEntry[];
  payoutAccounts: PayoutAccount[];
  outbox: Email[];
  resetTokens: { token: string; user_id: number; expires_at: number; used: boolean }[];
  inviteApplications: {
    first_name: string;
    last_name: string;
    email: string;
    podcast_name: string;
    created_at: string;
  }[];
  audio: StoredAudio[];
};

export const emptyStore = (): Store => ({
  seq: 1000,
  users: [],
  podcasts: [],
  campaigns: [],
  opportunities: [],
  podspots: [],
  series: [],
  ledger: [],
  budget: [],
  payoutAccounts: [],
  outbox: [],
  resetTokens: [],
  inviteApplications: [],
  audio: [],
});

export const nextId = (store: Store): number => ++store.seq;

export const findUserByEmail = (store: Store, email: string): User | undefined => {
  const wanted = email.trim().toLowerCase();
  return store.users.find((u) => u.email === wanted);
};
