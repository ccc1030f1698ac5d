import Papa from 'papaparse';

/** Thrown for text that is not well-formed CSV (an unterminated quote, text after a closing quote). */
export class CsvError extends Error {}

const QUOTE_ERRORS: Record<string, string> = {
  MissingQuotes: 'Unterminated quoted field',
  InvalidQuotes: 'Unexpected text after a closing quote',
};

/**
 * CSV (RFC 4180, read by papaparse, as the collection import reads it): fields separated by
 * commas, records by CRLF or LF; a field in double quotes may contain commas, line breaks and
 * doubled quotes (""); a quote inside an unquoted field is plain text, as spreadsheets read it. A
 * UTF-8 byte-order mark is ignored, and so is a final line break. Returns the records as arrays
 * of strings.
 */
export function parseCsv(text: string): string[][] {
  const content = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(content, { delimiter: ',', header: false });
  const quoteError = parsed.errors.find((e) => e.code in QUOTE_ERRORS);
  if (quoteError) {
    const line = content.slice(0, quoteError.index ?? 0).split('\n').length;
    throw new CsvError(`${QUOTE_ERRORS[quoteError.code]} (line ${line}).`);
  }
  const rows = parsed.data;
  const last = rows.at(-1);
  if (/\r?\n$/.test(content) && last?.length === 1 && last[0] === '') rows.pop();
  return rows;
}

/**
 * CSV with a header row → one object per data row, keyed by the trimmed, lowercased header names.
 * Blank lines are skipped; a row with fewer fields leaves the missing keys out.
 */
export function csvToRecords(text: string): Record<string, string>[] {
  const rows = parseCsv(text).filter((r) => !(r.length === 1 && r[0]!.trim() === ''));
  const header = rows.shift();
  if (!header) throw new CsvError('The CSV has no header row.');
  const keys = header.map((h) => h.trim().toLowerCase());
  if (!keys.includes('name')) throw new CsvError('The CSV header has no "name" column.');
  return rows.map((row) => {
    const record: Record<string, string> = {};
    keys.forEach((key, col) => {
      const value = row[col];
      if (key !== '' && value !== undefined) record[key] = value;
    });
    return record;
  });
}
