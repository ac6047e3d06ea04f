/**
 * Castwave's own users who have not joined Podspot through Castwave: each signs in to Castwave only, and Castwave serves
 * their feeds. Their ids are Castwave's; Podspot knows them by these ids as `external_id` once they start earning.
 * Noor Haddad (`cw_1130`) signed up to Podspot on her own before (the demo's `newpub@podspot.test`, onboarding not
 * started): she connects that account instead of getting a new one.
 */
export type CastwaveUser = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  shows: { name: string; slug: string }[];
};

export const CASTWAVE_USERS: readonly CastwaveUser[] = [
  {
    id: 'cw_1042',
    email: 'maya.ortiz@castwave.test',
    first_name: 'Maya',
    last_name: 'Ortiz',
    shows: [{ name: 'Night Shift Radio', slug: 'night-shift-radio' }],
  },
  {
    id: 'cw_1077',
    email: 'dev.patel@castwave.test',
    first_name: 'Dev',
    last_name: 'Patel',
    shows: [
      { name: 'Small Batch Coffee', slug: 'small-batch-coffee' },
      { name: 'Trailhead Notes', slug: 'trailhead-notes' },
    ],
  },
  {
    id: 'cw_1103',
    email: 'ines.laurent@castwave.test',
    first_name: 'Inès',
    last_name: 'Laurent',
    shows: [{ name: 'Le Petit Atelier', slug: 'le-petit-atelier' }],
  },
  {
    id: 'cw_1130',
    email: 'newpub@podspot.test',
    first_name: 'Noor',
    last_name: 'Haddad',
    shows: [{ name: 'Morning Pages', slug: 'morning-pages' }],
  },
];

export const castwaveUser = (id: unknown): CastwaveUser | undefined => CASTWAVE_USERS.find((u) => u.id === id);

/** The body of `POST /api/partner/accounts` for a Castwave user: Castwave serves every feed, so it manages them all. */
export const partnerAccountOf = (user: CastwaveUser) => ({
  external_id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  podcasts: user.shows.map((show) => ({
    name: show.name,
    rss_url: `https://feeds.castwave.test/${show.slug}.xml`,
    feed_managed_by_partner: true,
  })),
});
