/** One `<podspot-*>` element of the manifest: what the tests read of it. */
export type CustomElementDeclaration = {
  tagName: string;
  attributes: { name: string; fieldName: string; type: { text: string } }[];
  members: { kind: 'field'; name: string; attribute: string; type: { text: string } }[];
  events: { name: string; type: { text: string } }[];
};

/** custom-elements.json for @podspot/js (Custom Elements Manifest, schema 2.1.0), read from the SDK's sources. */
export function customElementsManifest(
  root: string,
): Promise<{ schemaVersion: string; modules: { declarations: CustomElementDeclaration[] }[] }>;
