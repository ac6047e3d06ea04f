// The tour of every operation of openapi.yaml that prism-tour.test.ts makes twice: through Prism's validating proxy
// and straight to the mock, each in a sandbox of its own started alike. Steps run in order and may keep what an answer
// says (ids, tokens) for later steps of the same side.

/** What one side (sandbox) has learnt so far; `ids` holds numbers and strings kept by earlier steps. */
export type Side = { tokens: Record<string, string>; ids: Record<string, string | number> };
export type TourRequest = {
  method: string;
  /** The path with its parameters; absent: the operation's template (it has none). */
  path?: string;
  query?: Record<string, string>;
  body?: unknown;
  /** An account email (its token is sent), `partner` (the demo partner key) or nothing. */
  as?: string;
  headers?: Record<string, string>;
  /** Sends this file as multipart `file`. */
  upload?: boolean;
};
export type TourAnswer = { status: number; body: unknown; headers: Headers };
export type Step = {
  /** `METHOD /template` of the operation in openapi.yaml. */
  op: string;
  /** A request the contract refuses: Prism must answer 422 and the mock this status (400 or 404). */
  invalid?: number;
  /**
   * The mock answers this redirect, which Prism's proxy follows upstream (it cannot hand a 3xx back): Prism must
   * accept the request and the mock answer this status.
   */
  redirect?: number;
  request: (s: Side) => Omit<TourRequest, 'method'>;
  keep?: (s: Side, answer: TourAnswer) => void;
};

const PUB = 'publisher@podspot.test';
const ADV = 'advertiser@podspot.test';
const NEW_PUB = 'tour-publisher@example.test';
const NEW_NET = 'tour-network@example.test';
const LINKED = 'nopayout@podspot.test';
const SPAN = { start_date: '2026-10-01', end_date: '2026-10-31' };
// Answers are read loosely: a field that is not there fails the step with the answer shown (prism-tour.test.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tour reads many answers' shapes, checked by Prism
const json = (a: TourAnswer) => a.body as Record<string, any>;
const signUp = (email: string, extra: object) => ({
  body: {
    invite_code: 'PODSPOT-INVITE',
    first_name: 'Tour',
    last_name: 'Guide',
    email,
    password: 'tour-secret-1',
    ...extra,
  },
});
const keepToken = (email: string) => (s: Side, a: TourAnswer) => void (s.tokens[email] = json(a).jwt_token);
const step = (op: string, request: Step['request'] = () => ({}), keep?: Step['keep']): Step => ({ op, request, keep });
const refused = (op: string, request: Step['request'], status = 400): Step => ({ op, request, invalid: status });

export const TOUR: Step[] = [
  // Accounts and the publisher's lists (ids for later steps).
  step('POST /invite/', () => ({
    body: { first_name: 'A', last_name: 'B', email: 'applicant@example.test', podcast_name: 'Show' },
  })),
  step('POST /admin/signin/', () => ({ body: { email: 'admin@podspot.test', password: 'podspot-demo', code: PUB } })),
  step(
    'GET /user',
    () => ({ as: PUB }),
    (s, a) => void (s.ids.etag = a.headers.get('etag') ?? ''),
  ),
  step('GET /user', (s) => ({ as: PUB, headers: { 'if-none-match': String(s.ids.etag) } })),
  step('POST /user', () => ({ as: PUB, body: { first_name: 'Pat', last_name: 'Publisher', email: PUB } })),
  step(
    'GET /earn/publishers',
    () => ({ as: PUB }),
    (s, a) => void (s.ids.podcast = json(a).publishers[0]['id']),
  ),
  step('GET /earn/advertisers', () => ({ as: PUB, query: { q: 'a', limit: '5' } })),
  step(
    'GET /earn/opportunities',
    () => ({ as: PUB }),
    (s, a) => {
      const [first, second] = json(a).data['opportunities'] as { id: number; campaign_id: number }[];
      Object.assign(s.ids, { offer: first!.id, campaign: first!.campaign_id, other: second!.id });
    },
  ),
  step('GET /earn/opportunities/count', () => ({ as: PUB })),
  step('GET /earn/opportunities/advertisers', () => ({ as: PUB, query: { q: 'a', limit: '5' } })),
  step('GET /earn/opportunities/podcasts', () => ({ as: PUB, query: { q: 'o', limit: '5' } })),
  step(
    'POST /earn/opportunity/{id}/accept',
    (s) => ({ as: PUB, path: `/earn/opportunity/${s.ids.offer}/accept` }),
    (s, a) => void (s.ids.draft = json(a).id),
  ),
  step('POST /earn/opportunity/{id}/reject', (s) => ({
    as: PUB,
    path: `/earn/opportunity/${s.ids.other}/reject`,
    body: { rejected: true },
  })),
  step(
    'GET /earn/podspots',
    () => ({ as: PUB, query: { row_limit: '10', tab: 'all' } }),
    (s, a) => {
      const rows = json(a).data['podspots'] as { podspot_audio_url: string | null }[];
      s.ids.audio = rows
        .find((r) => r.podspot_audio_url)!
        .podspot_audio_url!.split('/')
        .at(-1)!;
    },
  ),
  step('GET /earn/podspot/{id}', (s) => ({ as: PUB, path: `/earn/podspot/${s.ids.draft}` })),
  step('POST /earn/podspot/{id}/upload', (s) => ({
    as: PUB,
    path: `/earn/podspot/${s.ids.draft}/upload`,
    upload: true,
  })),
  step('POST /earn/podspot/{id}/archive', (s) => ({
    as: PUB,
    path: `/earn/podspot/${s.ids.draft}/archive`,
    body: { archived: true },
  })),
  step('GET /earn/podcast/{id}/smart_feed', (s) => ({ as: PUB, path: `/earn/podcast/${s.ids.podcast}/smart_feed` })),
  step('POST /earn/podcast/{id}/smart_feed/accept', (s) => ({
    as: PUB,
    path: `/earn/podcast/${s.ids.podcast}/smart_feed/accept`,
  })),
  step('GET /earn/podcast/{publisher_podcast_id}/smart_feed/download_instruction', (s) => ({
    as: PUB,
    path: `/earn/podcast/${s.ids.podcast}/smart_feed/download_instruction`,
  })),
  step('GET /earn/campaign/{campaign_id}/download_instruction', (s) => ({
    as: PUB,
    path: `/earn/campaign/${s.ids.campaign}/download_instruction`,
  })),
  step('GET /earn/publisher/earnings', () => ({ as: PUB, query: SPAN })),
  step('GET /earn/publisher/report', () => ({ as: PUB, query: SPAN })),
  step('GET /earn/publisher/report/download', () => ({ as: PUB, query: SPAN })),
  step('GET /setting/podcasts', () => ({ as: PUB, query: { limit: '5' } })),
  step('GET /billing/balance', () => ({ as: PUB })),
  step('GET /billing/transactions', () => ({ as: PUB })),
  step('GET /billing/podcast_earnings', () => ({ as: PUB, query: { ...SPAN, line_items: 'false' } })),
  step('GET /billing/podcast_earnings/download', () => ({ as: PUB, query: SPAN })),
  step('GET /stripe/details', () => ({ as: PUB })),
  step('POST /stripe/withdraw', () => ({ as: PUB, body: { amount: 1 } })),
  // After the withdrawal, so the summary lists one in flight.
  step('GET /billing/summary', () => ({ as: PUB })),
  step('GET /publisher/actions', () => ({ as: PUB })),
  step(
    'POST /stripe/create_account',
    () => ({ as: 'nopayout@podspot.test', body: { country_code: 'US' } }),
    (s, a) => void (s.ids.payout = String(json(a).stripe_link).split('/').at(-1)!),
  ),
  step('GET /payout-provider/onboard/{token}', (s) => ({ path: `/payout-provider/onboard/${s.ids.payout}` })),
  {
    ...step('POST /payout-provider/onboard/{token}', (s) => ({ path: `/payout-provider/onboard/${s.ids.payout}` })),
    redirect: 303,
  },
  step('GET /artwork/{file}', (s) => ({ path: `/artwork/${s.ids.podcast}.png` })),
  step('GET /audio/{id}', (s) => ({ path: `/audio/${s.ids.audio}` })),
  step('POST /partner/embed_tokens', () => ({ as: 'partner', body: { email: PUB } })),
  // A hosting platform's own user, as a partner account.
  step(
    'POST /partner/accounts',
    () => ({
      as: 'partner',
      headers: { 'idempotency-key': 'tour-1' },
      body: {
        external_id: 'tour_1',
        email: 'tour-partner@example.test',
        first_name: 'Tour',
        last_name: 'Host',
        podcasts: [
          { name: 'Tour Show', rss_url: 'https://feeds.example.test/tour.xml', feed_managed_by_partner: true },
        ],
      },
    }),
    (s, a) => void (s.ids.account = json(a).id),
  ),
  step('GET /partner/accounts', () => ({ as: 'partner', query: { external_id: 'tour_1', limit: '5' } })),
  step('GET /partner/accounts/{id}', (s) => ({ as: 'partner', path: `/partner/accounts/${s.ids.account}` })),
  step('POST /partner/embed_tokens', () => ({ as: 'partner', body: { external_id: 'tour_1' } })),
  // A user who already has an account connects it to the platform in the console: once cancelled, once connected.
  ...(['cancel', 'connect'] as const).flatMap((answer) => [
    step(
      'POST /partner/account_links',
      () => ({ as: 'partner', body: { external_id: 'tour_linked', email: LINKED } }),
      (s, a) => void (s.ids.link = new URL(json(a).url).searchParams.get('token')!),
    ),
    step('POST /account_link', (s) => ({ as: LINKED, body: { token: s.ids.link } })),
    step(`POST /account_link/${answer}`, (s) => ({ as: LINKED, body: { token: s.ids.link } })),
  ]),
  // The advertiser.
  step('GET /advertise/publishers', () => ({ as: ADV })),
  step('GET /advertise/advertisers', () => ({ as: ADV })),
  step(
    'GET /advertise/podspots',
    () => ({ as: ADV, query: { row_limit: '5' } }),
    (s, a) => void (s.ids.advPodspot = (json(a).data['data'] as { podspots: { id: number }[] }).podspots[0]!.id),
  ),
  step('PUT /podspot/{id}', (s) => ({
    as: ADV,
    path: `/podspot/${s.ids.advPodspot}`,
    body: { podspot_rss_content_title: 'New title', podspot_rss_content_description: 'Text' },
  })),
  step('GET /advertise/advertiser/spend', () => ({ as: ADV, query: SPAN })),
  step('GET /advertise/advertiser/report', () => ({ as: ADV, query: SPAN })),
  step('GET /advertise/advertiser/report/download', () => ({ as: ADV, query: SPAN })),
  step('GET /billing/budget', () => ({ as: ADV })),
  // A new publisher's onboarding, from sign-up to the smart feed.
  step('POST /signup/', () => signUp(NEW_PUB, {}), keepToken(NEW_PUB)),
  step('POST /signin/', () => ({ body: { email: NEW_PUB, password: 'tour-secret-1' } }), keepToken(NEW_PUB)),
  step('GET /onboarding', () => ({ as: NEW_PUB })),
  step('GET /onboarding/get_started', () => ({ as: NEW_PUB })),
  step('POST /onboarding/episode_downloads', () => ({ as: NEW_PUB, body: { estimated_dls_per_ep: '1200' } })),
  step('GET /onboarding/episode_downloads', () => ({ as: NEW_PUB })),
  step(
    'GET /onboarding/podspots',
    () => ({ as: NEW_PUB }),
    (s, a) => void (s.ids.onboardOffer = json(a).offers[0]['id']),
  ),
  step('POST /onboarding/podspot/{id}', (s) => ({
    as: NEW_PUB,
    path: `/onboarding/podspot/${s.ids.onboardOffer}`,
    body: { estimated_dls_per_ep: 1200 },
  })),
  step('GET /onboarding/podspot/example', () => ({ as: NEW_PUB })),
  step('GET /onboarding/podspot/campaign', () => ({ as: NEW_PUB })),
  step('GET /onboarding/podspot/campaign/download_instruction', () => ({ as: NEW_PUB })),
  step('POST /onboarding', () => ({ as: NEW_PUB })),
  step('POST /onboarding/podspot/upload', () => ({ as: NEW_PUB, upload: true })),
  step('GET /onboarding/podspot/smart_feed', () => ({ as: NEW_PUB })),
  step('POST /onboarding/podspot/smart_feed/accept', () => ({ as: NEW_PUB })),
  step('POST /user/change_password', () => ({
    as: NEW_PUB,
    body: { password: 'tour-secret-1', new_password: 'tour-secret-2' },
  })),
  step('POST /forgot_password', () => ({ body: { email: NEW_PUB } })),
  step(
    'GET /__mock/outbox',
    () => ({ query: { to: NEW_PUB } }),
    (s, a) => void (s.ids.reset = new URL(String(json(a).emails.at(-1)!['link'])).searchParams.get('token')!),
  ),
  step('POST /reset_password', (s) => ({ body: { reset_password_token: s.ids.reset, new_password: 'tour-secret-3' } })),
  // An advertiser's and a network's onboarding.
  step(
    'GET /iTunes/search_by_name/{name}',
    () => ({ as: 'newadv@podspot.test', path: '/iTunes/search_by_name/the' }),
    (s, a) => void (s.ids.apple = json(a).podcasts.at(-1)!['apple_id']),
  ),
  step('GET /iTunes/search_by_id/{id}', (s) => ({
    as: 'newadv@podspot.test',
    path: `/iTunes/search_by_id/${s.ids.apple}`,
  })),
  step('POST /advertiser/podcast/validate', (s) => ({
    as: 'newadv@podspot.test',
    body: { apple_ids: String(s.ids.apple) },
  })),
  step('POST /onboarding/advertiser/add_new_podcast', (s) => ({
    as: 'newadv@podspot.test',
    body: { apple_ids: String(s.ids.apple) },
  })),
  step('POST /signup/', () => signUp(NEW_NET, { is_network: true }), keepToken(NEW_NET)),
  step('POST /network/podcast/validate', (s) => ({ as: NEW_NET, body: { apple_ids: String(s.ids.apple) } })),
  step('POST /onboarding/network/add_new_podcast', (s) => ({ as: NEW_NET, body: { apple_ids: `${s.ids.apple}` } })),
  // The helpers.
  step('GET /__mock/fixture'),
  step('GET /__mock/requests', () => ({
    query: { method: 'post', status: '2xx', path: '/earn', since: '2026-01-01' },
  })),
  step('DELETE /__mock/requests'),
  step('POST /__mock/approve_pending'),
  step(
    'POST /__mock/faults',
    () => ({ body: { path: '/nothing', method: 'get', status: 503, times: 1 } }),
    (s, a) => void (s.ids.fault = json(a).id),
  ),
  step('GET /__mock/faults'),
  step('DELETE /__mock/faults/{id}', (s) => ({ path: `/__mock/faults/${s.ids.fault}` })),
  step('DELETE /__mock/faults'),
  step(
    'POST /__mock/stubs',
    () => ({
      body: {
        method: 'get',
        path: '/nothing-calls-this',
        answer: { status: 200, headers: { 'x-a': 'b' }, body: { a: 1 } },
        unchecked: true,
        times: 1,
      },
    }),
    (s, a) => void (s.ids.stub = json(a).id),
  ),
  step('GET /__mock/stubs'),
  step('DELETE /__mock/stubs/{id}', (s) => ({ path: `/__mock/stubs/${s.ids.stub}` })),
  step('DELETE /__mock/stubs'),
  step('POST /__mock/partner_origins', () => ({ body: { origin: 'http://localhost:3999' } })),
  step('GET /__mock/partner_origins'),
  step('DELETE /__mock/partner_origins', () => ({ body: { origin: 'http://localhost:3999' } })),
  // Webhooks: an endpoint nobody listens on (its deliveries fail and wait for a retry), an event on demand, the log.
  step(
    'POST /partner/webhook_endpoints',
    () => ({ as: 'partner', body: { url: 'http://127.0.0.1:9/hooks', events: ['earnings.available'] } }),
    (s, a) => void (s.ids.endpoint = json(a).id),
  ),
  step('GET /partner/webhook_endpoints', () => ({ as: 'partner' })),
  step(
    'POST /__mock/webhooks/trigger',
    () => ({ body: { type: 'earnings.available' } }),
    (s, a) => void (s.ids.delivery = (json(a).deliveries as { id: string }[])[0]!.id),
  ),
  step('GET /__mock/webhooks/deliveries'),
  step('POST /__mock/webhooks/deliveries/{id}/resend', (s) => ({
    path: `/__mock/webhooks/deliveries/${s.ids.delivery}/resend`,
  })),
  step('PUT /__mock/journal', () => ({ body: { record_answers: true } })),
  step('GET /__mock/journal'),
  step('GET /__mock/requests/wait', () => ({
    query: { path: '/partner/webhook_endpoints', count: '1', timeout_ms: '0' },
  })),
  step('POST /__mock/faults', () => ({ body: { path: '/nothing-calls-this', fault: 'reset', times: 1 } })),
  step('DELETE /partner/webhook_endpoints/{id}', (s) => ({
    as: 'partner',
    path: `/partner/webhook_endpoints/${s.ids.endpoint}`,
  })),
  step('GET /__mock/clock'),
  step(
    'POST /__mock/sandboxes',
    () => ({ body: { scenario: 'empty', now: '2026-11-27T12:00:00Z' } }),
    (s, a) => void (s.ids.sandbox = json(a).id),
  ),
  step('GET /__mock/sandboxes'),
  step('DELETE /__mock/sandboxes/{id}', (s) => ({ path: `/__mock/sandboxes/${s.ids.sandbox}` })),
  // What the contract refuses, the mock refuses too.
  refused('POST /signin/', () => ({ body: { email: 'not-an-email', password: 'x' } })),
  refused('POST /partner/account_links', () => ({ as: 'partner', body: { external_id: 'x', email: 'not-an-email' } })),
  refused('POST /account_link/connect', () => ({ as: LINKED, body: {} })),
  refused('POST /onboarding/episode_downloads', () => ({ as: NEW_PUB, body: { estimated_dls_per_ep: 0 } })),
  refused('POST /onboarding/episode_downloads', () => ({ as: NEW_PUB, body: { estimated_dls_per_ep: 2.5 } })),
  refused('POST /onboarding/episode_downloads', () => ({ as: NEW_PUB, body: { estimated_dls_per_ep: 'many' } })),
  refused('POST /advertiser/podcast/validate', () => ({ as: 'newadv@podspot.test', body: { apple_ids: '15000,abc' } })),
  refused('POST /advertiser/podcast/validate', () => ({
    as: 'newadv@podspot.test',
    body: { apple_ids: 1500000000 },
  })),
  refused('GET /earn/advertisers', () => ({ as: PUB, query: { ids: '1,x' } })),
  refused('GET /earn/opportunities', () => ({ as: PUB, query: { sort: 'loudest' } })),
  refused('GET /earn/opportunities/podcasts', () => ({ as: PUB, query: { ids: '1,x' } })),
  refused('GET /earn/publisher/earnings', () => ({ as: PUB, query: { end_date: '2026-10-31' } })),
  refused('GET /iTunes/search_by_id/{id}', () => ({ as: ADV, path: '/iTunes/search_by_id/abc' })),
  refused('POST /stripe/withdraw', () => ({ as: PUB, body: { amount: 0 } })),
  refused('POST /stripe/create_account', () => ({ as: PUB, body: { country_code: 'XX' } })),
  refused('POST /earn/opportunity/{id}/reject', (s) => ({
    as: PUB,
    path: `/earn/opportunity/${s.ids.other}/reject`,
    body: { rejected: 'yes' },
  })),
  refused('GET /artwork/{file}', () => ({ path: '/artwork/cover.gif' }), 404),
  refused('POST /__mock/faults', () => ({ body: { path: 'no-slash', status: 500 } })),
  refused('POST /__mock/faults', () => ({ body: { path: '/x' } })),
  refused('POST /__mock/faults', () => ({ body: { path: '/x', status: 200 } })),
  refused('POST /__mock/clock', () => ({ body: { advance: 'soon' } })),
  refused('POST /__mock/clock', () => ({ body: { advance: '1h', set: '2030-01-01T00:00:00Z' } })),
  refused('POST /__mock/partner_origins', () => ({ body: { origin: 'localhost:3000' } })),
  refused('GET /__mock/requests', () => ({ query: { status: 'ok' } })),
  refused('GET /__mock/requests', () => ({ query: { since: 'yesterday' } })),
  refused('POST /__mock/sandboxes', () => ({ body: { scenario: 'nope' } })),
  refused('POST /__mock/sandboxes', () => ({ body: { now: 'yesterday' } })),
  refused('POST /partner/webhook_endpoints', () => ({
    as: 'partner',
    body: { url: 'http://127.0.0.1:9/hooks', events: ['podspot.exploded'] },
  })),
  refused('POST /__mock/webhooks/trigger', () => ({ body: { type: 'payout.sent' } })),
  refused('POST /partner/accounts', () => ({
    as: 'partner',
    body: { external_id: 'tour_2', email: 'tour2@example.test', first_name: 'T', last_name: 'H', podcasts: [] },
  })),
  refused('PUT /__mock/journal', () => ({ body: { record_answers: 'yes' } })),
  refused('GET /__mock/requests/wait', () => ({ query: { count: '0' } })),
  refused('POST /__mock/faults', () => ({ body: { path: '/x', fault: 'explode' } })),
  refused('POST /__mock/faults', () => ({ body: { path: '/x', fault: 'reset', status: 500 } })),
  refused('POST /__mock/reset', () => ({ body: { scenario: 'demo', fixture: {} } })),
  refused('POST /__mock/stubs', () => ({ body: { method: 'get', path: '/user' } })),
  refused('POST /__mock/faults', () => ({ body: { path: '/x', chaos: { seed: 1, rate: 2 } } })),
  // Last: the clock moves (the tokens expire), and back to the start.
  step('POST /__mock/clock', () => ({ body: { advance: '2h' } })),
  step('POST /__mock/reset', () => ({ body: { scenario: 'empty' } })),
];
