// The types of playground-code.js, for the tests that import it (TypeScript reads this file for that module).
export type PlaygroundWidget = 'earnings-card' | 'opportunities-inbox' | 'go-live-uploader' | 'spend-table';
export type SnippetTitle = 'React' | 'Next.js' | 'Vue' | 'Svelte' | '@podspot/js' | 'Script tag';
export const WIDGETS: Record<PlaygroundWidget, { component: string; props: string[] }>;
export function playgroundCode(options: {
  widget: PlaygroundWidget;
  props?: Record<string, unknown>;
  appearance?: Record<string, unknown>;
  /** The Podspot origin the snippets load the SDK from, e.g. http://localhost:4010. */
  sdkOrigin: string;
  /** The SDK version whose loader the npm snippets pin, e.g. 0.2.0. */
  version: string;
}): Record<SnippetTitle, string>;
