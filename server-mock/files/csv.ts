export type CsvCell = string | number | null | undefined;

const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
/** Characters a spreadsheet reads as the start of a formula (tab and CR too, per OWASP's CSV-injection advice). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field. Text that a spreadsheet would run as a formula gets a leading `'`; a plain number
 * such as `-12.50` is left alone (it is not a formula, and a `'` would turn it into text).
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, as RFC 4180 asks, ending with a line break. */
export const toCsv = (rows: CsvCell[][]): string =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

/** Money in a CSV: dollars with two decimals, as the screens show it. */
export const csvMoney = (cents: number): string => (Math.round(cents) / 100).toFixed(2);

/** Reads RFC 4180 text back into rows (tests and tools use it to check what a download holds). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      endField();
    } else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      if (c === '\r') i++;
      endField();
      rows.push(row);
      row = [];
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}
