import type { Response } from 'express';
import { toCsv, type CsvCell } from '../files/csv.ts';

const disposition = (fileName: string) => `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`;

/** Sends rows as a download named `fileName`. */
export function sendCsv(res: Response, fileName: string, rows: CsvCell[][]) {
  res
    .status(200)
    .set('Content-Type', 'text/csv; charset=utf-8')
    .set('Content-Disposition', disposition(fileName))
    .set('Cache-Control', 'no-store')
    .send(toCsv(rows));
}

/** Sends PDF bytes as a download named `fileName`. */
export const sendPdf = (res: Response, fileName: string, bytes: Uint8Array) =>
  res.type('application/pdf').set('Content-Disposition', disposition(fileName)).send(Buffer.from(bytes));
