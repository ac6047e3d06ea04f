/**
 * An RFC 3339 date-time (the contract's `format: date-time`): a date, a time and a zone, nothing missing. `Date.parse`
 * alone takes `2030-02-30` as 2 March and a time without a zone as local time.
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|([+-])(\d{2}):(\d{2}))$/;

/** Milliseconds since the epoch of an RFC 3339 date-time with its zone; null for any other text or a day no calendar has. */
export function parseDateTime(text: string): number | null {
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offsetMin = m[9] ? (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11])) : 0;
  if (offsetMin !== 0 && (Number(m[10]) > 23 || Number(m[11]) > 59)) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(wall);
  // Date.UTC rolls over (day 30 of February, hour 24): a field that changed was out of its range.
  const same =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute &&
    back.getUTCSeconds() === second;
  if (!same) return null;
  const fraction = m[7] ? Math.floor(Number(`0${m[7]}`) * 1000) : 0;
  return wall + fraction - offsetMin * 60_000;
}
