/** Thrown for text that is not well-formed CSV (an unterminated quote, a stray quote). */
export class CsvError extends Error {}

/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF; a field in double quotes may
 * contain commas, line breaks and doubled quotes (""). A UTF-8 byte-order mark is ignored, and so
 * is a final line break. Returns the records as arrays of strings.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' && field === '') {
      // A quoted field: runs to the next quote that is not doubled.
      const start = line;
      i++;
      for (;;) {
        if (i >= text.length) throw new CsvError(`Unterminated quoted field (line ${start}).`);
        const q = text[i]!;
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n') line++;
        field += q;
        i++;
      }
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new CsvError(`Unexpected text after a closing quote (line ${line}).`);
      }
      // A quoted field at the very end of the text closes the last record.
      if (next === undefined) {
        endRecord();
        return records;
      }
      continue;
    }
    if (ch === ',') {
      endField();
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
    } else if (ch === '"') {
      throw new CsvError(`Unexpected quote inside an unquoted field (line ${line}).`);
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
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
