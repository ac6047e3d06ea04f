/** The built-in scenarios (server-mock/README.md#scenarios): `--scenario`, `POST /api/__mock/reset`, new sandboxes. */
export const SCENARIOS = ['demo', 'large', 'xlarge', 'empty'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];
