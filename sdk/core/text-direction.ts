/** Languages written right to left. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/** Whether a BCP 47 tag's language is written right to left (`ar`, `ar-EG`, `he-IL`). */
export const isRightToLeft = (tag: string): boolean => RTL_LANGUAGES.has(tag.split('-')[0]!.toLowerCase());
