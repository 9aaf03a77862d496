import type { ServerResponse } from 'node:http';
import { stringify } from 'csv-stringify/sync';

export type CsvRow = (string | number | null)[];

// Cells a spreadsheet would run as formulas (an admin-edited tour title "=HYPERLINK(…)") are escaped.
export const csvText = (rows: CsvRow[]) => stringify(rows, { escape_formulas: true });

/** Starts a CSV download named `filename` with its heading row; the caller writes the rest and ends it. Never cached: it holds personal data. */
export function startCsv(response: ServerResponse, filename: string, headings: readonly string[]): void {
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  response.setHeader('Cache-Control', 'no-store');
  response.write(csvText([[...headings]]));
}
