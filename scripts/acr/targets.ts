import { WIDGET_TABLE } from '../../sdk/core/widget-table';

/** What one report is about: a widget of the SDK, or the console. */
export type Target = {
  name: string;
  /** "Podspot SDK, the earnings-card widget". */
  product: string;
  description: string;
  /** The source folder a person's judgements are kept for (scripts/acr/folder-hash.ts). */
  folder: string;
};

/** Every widget of the widget table, then the console: a widget added to the table has a report to earn. */
export const TARGETS: Target[] = [
  ...Object.entries(WIDGET_TABLE).map(([name, { audience, summary }]) => ({
    name,
    product: `Podspot SDK, the ${name} widget`,
    description: `For ${audience}: ${summary}. Embedded in the platform's page, in its own shadow root.`,
    folder: `sdk/widgets/${name}`,
  })),
  {
    name: 'console',
    product: 'Podspot console',
    description:
      'The web app of publishers and advertisers: sign-in, earn (opportunities, campaigns, podspots, insights), advertise, billing and settings.',
    folder: 'console',
  },
];

export const DOCS = 'docs/accessibility';
export const evidencePath = (target: string) => `${DOCS}/evidence/${target}.json`;
export const judgementsPath = (target: string) => `${DOCS}/judgements/${target}.json`;
export const reportPath = (target: string) => `${DOCS}/${target}.md`;
