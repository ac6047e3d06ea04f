/** A running local registry with the tarballs of dist/packages published. */
export type LocalRegistry = {
  url: string;
  /** `.npmrc` text that takes `@podspot/*` from this registry. */
  npmrc: string;
  /** The tarballs published. */
  published: string[];
  /** Ends Verdaccio and deletes its storage. */
  stop(): Promise<void>;
};
export function packedTarballs(): string[];
export function startRegistry(options: { port: number; quiet?: boolean }): Promise<LocalRegistry>;
