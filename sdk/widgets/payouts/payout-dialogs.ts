/**
 * Both payout modals as one lazy chunk: their texts and styles then travel inside it, where rollup cannot merge them
 * into a chunk other widgets download (rollup.config.mjs, `experimentalMinChunkSize`).
 */
export { CountryDialog } from './country-dialog';
export { WithdrawDialog } from './withdraw-dialog';
