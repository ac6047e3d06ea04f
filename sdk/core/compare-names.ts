// One collator for every comparison: localeCompare with options builds a new one per call, which made sorting a few
// thousand names take milliseconds instead of microseconds. Made on first use: building one takes milliseconds too,
// which a widget's first render (newest first, no name sort) should not pay.
let collator: Intl.Collator | undefined;

/** Names in the reader's alphabetical order, ignoring case and accents (`a.localeCompare(b, undefined, {sensitivity: 'base'})`). */
export const compareNames = (a: string, b: string): number => (collator ??= new Intl.Collator(undefined, { sensitivity: 'base' })).compare(a, b);

let natural: Intl.Collator | undefined;

/** Table cells and campaign names: English order ignoring case and accents, digits by value ("Show 2" before "Show 10"). */
export const compareNatural = (a: string, b: string): number => (natural ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b);
