import { readFileSync } from 'node:fs';
import type { ScenarioName } from './names.ts';
import type { Store } from '../state/store.ts';
import { createBuilder } from './builder.ts';
import { buildCatalogue } from './catalogue.ts';
import { addDemoAccounts, buildDemo } from './demo.ts';
import { addScale, LARGE, XLARGE } from './large.ts';
import { createRandom } from './random.ts';

/** Shows in the searchable catalogue; `xlarge` takes 2,000 for publisher@ and 60 for its advertisers. */
const CATALOGUE_SIZE = { demo: 400, large: 400, empty: 400, xlarge: 2400 } satisfies Record<ScenarioName, number>;
/** A real MP3 (spoken text, 32 kbit/s) that every seeded podspot with audio plays. */
const SAMPLE_AUDIO = readFileSync(new URL('../assets/sample-podspot.mp3', import.meta.url));

/** Builds a scenario's store from scratch as of `nowMs`; the same name always gives the same data (dates move with today). */
export async function loadScenario(name: ScenarioName, nowMs = Date.now()): Promise<Store> {
  const random = createRandom(20261121);
  const builder = createBuilder(random, buildCatalogue(random, CATALOGUE_SIZE[name]), nowMs);
  if (name === 'empty') {
    await addDemoAccounts(builder);
  } else {
    const accounts = await buildDemo(builder, random);
    if (name === 'large') await addScale(builder, random, accounts, LARGE);
    if (name === 'xlarge') await addScale(builder, random, accounts, XLARGE);
  }
  builder.store.audio.push({ id: 'sample', file_name: 'sample-podspot.mp3', bytes: SAMPLE_AUDIO });
  return builder.store;
}
