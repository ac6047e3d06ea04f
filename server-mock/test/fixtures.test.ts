import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportFixture, FixtureError, loadFixture, type Fixture } from '../fixtures/index.ts';
import { FIXTURE_SCHEMA } from '../fixtures/check-schema.ts';
import { loadScenario } from '../scenarios/index.ts';
import { generateFixture } from './generate-fixture.ts';
import { ROLES } from '../state/models.ts';
import { ONBOARDING_TABLE } from '../state/onboarding-machine.ts';
import { verifyPassword } from '../state/passwords.ts';

/** The fixture format (server-mock/README.md#fixtures): round trips, defaults, and every kind of refusal. */
const exampleText = readFileSync(new URL('../fixtures/example.json', import.meta.url), 'utf8');
const example = () => JSON.parse(exampleText);
const viaJson = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe('exportFixture ∘ loadFixture', () => {
  it.each(['demo', 'empty'] as const)('gives back the export of scenario %s, to the byte', async (name) => {
    const exported = viaJson(exportFixture(await loadScenario(name)));
    const again = exportFixture(loadFixture(viaJson(exported)));
    expect(JSON.stringify(again)).toBe(JSON.stringify(exported));
  });

  it.each(['demo', 'empty'] as const)('loads the export of scenario %s as the same store', async (name) => {
    const store = await loadScenario(name);
    expect(loadFixture(viaJson(exportFixture(store)))).toEqual(store);
  });

  it('keeps the ids a hand-written fixture chose and fills in the defaults', async () => {
    const store = loadFixture(example());
    expect(store.podcasts.map((p) => p.id)).toEqual([501, 502, 503]);
    expect(store.opportunities.map((o) => [o.id, o.status])).toEqual([
      [9001, 'offered'],
      [9002, 'accepted'],
    ]);
    expect(store.seq).toBe(9002);
    const podspot = store.podspots[0];
    expect(podspot).toMatchObject({ id: 7001, campaign_id: 801, publisher_podcast_id: 501 });
    expect(podspot.title).toBe('Brand Stories Launch on Garden Talk');
    expect(store.users[0]).toMatchObject({ first_name: 'Host', onboarding: { state: 'onboarding_congratulations' } });
    expect(store.users[2].onboarding).toEqual({
      state: 'onboarding_get_started',
      completed: false,
      estimated_dls_per_ep: 0,
    });
    expect(await verifyPassword('host-secret-1', store.users[0].password_hash)).toBe(true);
    expect(await verifyPassword('podspot-demo', store.users[2].password_hash)).toBe(true);
    expect(Array.from(store.series[0].acquisitions)).toEqual([0, 0, 0]);
    expect(store.audio.map((a) => a.id)).toEqual(['sample']);
  });

  it('never changes the object it was given', () => {
    const input = example();
    loadFixture(input);
    expect(input).toEqual(example());
  });

  it('round-trips small generated fixtures (property)', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const fixture = generateFixture(g);
        const exported = viaJson(exportFixture(loadFixture(fixture)));
        for (const [section, records] of Object.entries(fixture))
          expect(exported[section as keyof Fixture], section).toMatchObject(records as object);
        expect(exportFixture(loadFixture(viaJson(exported)))).toEqual(exported);
      }),
      { numRuns: 60 },
    );
  });
});

describe('fixture.schema.json', () => {
  it("lists the store's roles and onboarding states (the schema is JSON, so a test ties it to the types)", () => {
    const user = FIXTURE_SCHEMA.$defs.user.properties;
    expect(user.roles.items.enum).toEqual([...ROLES]);
    expect([...user.onboarding.properties.state.enum].sort()).toEqual(Object.keys(ONBOARDING_TABLE).sort());
  });
});

describe('loadFixture refuses a bad fixture with the JSON path and what is wrong', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case breaks the fixture's types on purpose
  type Case = [string, (f: Record<string, any>) => unknown, string, RegExp];
  const cases: Case[] = [
    ['not an object', () => [], '$', /^Must be a JSON object/],
    ['an unknown section', (f) => ({ ...f, podspotz: [] }), '$.podspotz', /^Unknown field\. Known here: .*podspots/],
    ['an id as text', (f) => void (f.users[0].id = '11'), '$.users[0].id', /^Must be a whole number\.$/],
    ['a missing name', (f) => void delete f.campaigns[0].name, '$.campaigns[0].name', /^Missing/],
    ['an unknown state', (f) => void (f.podspots[0].aasm_state = 'live'), '$.podspots[0].aasm_state', /"draft"/],
    [
      'a duplicate id',
      (f) => void (f.podcasts[1].id = 501),
      '$.podcasts[1].id',
      /501 is used twice: also at \$\.podcasts\[0\]/,
    ],
    ['a duplicate email', (f) => void (f.users[1].email = 'HOST@example.test'), '$.users[1].email', /used twice/],
    [
      'an unknown campaign',
      (f) => void (f.opportunities[0].campaign_id = 802),
      '$.opportunities[0].campaign_id',
      /^No campaign has id 802\.$/,
    ],
    [
      'a podspot whose opportunity does not exist',
      (f) => void (f.podspots[0].opportunity_id = 9999),
      '$.podspots[0].opportunity_id',
      /^No opportunity has id 9999\.$/,
    ],
    [
      'a podspot on an offered opportunity',
      (f) => void (f.podspots[0].opportunity_id = 9001),
      '$.podspots[0].opportunity_id',
      /must be "accepted"/,
    ],
    [
      'a podspot on another campaign than its opportunity',
      (f) => void (f.podspots[0].publisher_podcast_id = 502),
      '$.podspots[0].publisher_podcast_id',
      /opportunity's \(501\)/,
    ],
    [
      'a day not as YYYY-MM-DD',
      (f) => void (f.daily_figures[0].first_day = '03/10/2026'),
      '$.daily_figures[0].first_day',
      /YYYY-MM-DD/,
    ],
    [
      'a day that does not exist',
      (f) => void (f.daily_figures[0].first_day = '2026-02-30'),
      '$.daily_figures[0].first_day',
      /not a real day/,
    ],
    [
      'a time that does not exist',
      (f) => void (f.campaigns[0].created_at = '2026-13-01T00:00:00Z'),
      '$.campaigns[0].created_at',
      /not a real time/,
    ],
    [
      'a time without its zone',
      (f) => void (f.campaigns[0].created_at = '2026-10-01T09:00:00'),
      '$.campaigns[0].created_at',
      /ISO 8601/,
    ],
    [
      'figures of different lengths',
      (f) => void f.daily_figures[0].spend_cents.push(1),
      '$.daily_figures[0].spend_cents',
      /Has 4 days, impressions has 3/,
    ],
    [
      'figures for an unknown podspot',
      (f) => void (f.daily_figures[0].podspot_id = 7002),
      '$.daily_figures[0].podspot_id',
      /No podspot/,
    ],
    ['a seq below an id', (f) => void (f.seq = 5000), '$.seq', /below the id 9001 of \$\.opportunities\[0\]/],
    [
      'a password and a hash',
      (f) => void (f.users[0].password_hash = 'scrypt$00$00'),
      '$.users[0].password',
      /not both/,
    ],
    [
      'an approved podspot without status',
      (f) => void (f.podspots[0].status = null),
      '$.podspots[0].status',
      /approved podspot has a status/,
    ],
    [
      'unknown audio',
      (f) => void (f.podspots[0].audio_id = 'mine'),
      '$.podspots[0].audio_id',
      /No audio has id "mine"/,
    ],
    [
      'an unknown onboarding podspot',
      (f) => void (f.users[2].onboarding.podspot_id = 1),
      '$.users[2].onboarding.podspot_id',
      /No podspot/,
    ],
    [
      'audio named sample',
      (f) => void (f.audio = [{ id: 'sample', file_name: 'a.mp3', base64: '' }]),
      '$.audio[0].id',
      /built-in/,
    ],
    [
      'a ledger entry of the budget',
      (f) => void (f.ledger[0].kind = 'budget_deposit'),
      '$.ledger[0].kind',
      /"earning", "withdrawal"/,
    ],
  ];

  it.each(cases)('%s', (_name, breakIt, path, problem) => {
    const fixture = example();
    const input = breakIt(fixture) ?? fixture; // a mutation returns nothing; a replacement returns the new fixture
    let error: unknown;
    try {
      loadFixture(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FixtureError);
    const { detail, message } = error as FixtureError;
    expect(Object.keys(detail)).toEqual([path]);
    expect(detail[path]).toMatch(problem);
    expect(message).toBe(`${path}: ${detail[path]}`);
  });
});
