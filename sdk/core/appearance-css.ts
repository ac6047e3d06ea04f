/** `buttonPrimaryColorText` → `--podspot-button-primary-color-text`: the custom property a token becomes. */
export const cssVarOf = (key: string) => `--podspot-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
