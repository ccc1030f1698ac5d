import type { RejectedRecord } from './catalogue-error';
import type { ImportReport } from './import-catalogue';

/** Rejected records and notes listed one per line; the rest are counted. */
export const SHOWN_RECORDS = 20;

function describeRecord(kind: string, r: RejectedRecord): string {
  const what = [r.name && `"${r.name}"`, r.id && `id ${r.id}`].filter(Boolean).join(', ');
  return `  ${kind} #${r.index}${what ? ` (${what})` : ''}: ${r.reason}`;
}

function listed(kind: string, records: readonly RejectedRecord[]): string[] {
  const lines = records.slice(0, SHOWN_RECORDS).map((r) => describeRecord(kind, r));
  if (records.length > SHOWN_RECORDS) {
    lines.push(`  … and ${records.length - SHOWN_RECORDS} more ${kind} records`);
  }
  return lines;
}

/**
 * An import's report as the operator reads it, printed by the CLI and logged by the scheduled
 * sync: one summary line, then the merges, rejected records and notes. Never any SQL.
 */
export function formatImportReport(source: string, r: ImportReport): string[] {
  const lines = [
    `Imported ${r.total} records from ${source}: ${r.added} added, ${r.updated} updated, ` +
      `${r.unchanged} unchanged, ${r.rejected.length} rejected.`,
  ];
  if (r.merged > 0 || r.movedUserDiscs > 0) {
    lines.push(
      `  ${r.merged} duplicate entries merged into the same disc; ` +
        `${r.movedUserDiscs} user discs now point at the surviving entry.`,
    );
  }
  return [...lines, ...listed('rejected', r.rejected), ...listed('note', r.notes)];
}
