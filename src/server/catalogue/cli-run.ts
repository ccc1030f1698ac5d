import { pgCode } from '../db/error-chain';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { EnvError, loadEnv } from '../env';
import { CatalogueError } from './catalogue-error';
import type { CatalogueFormat } from './catalogue-input';
import { importCatalogueFrom, syncFromDiscit } from './discit-sync';
import type { ImportReport } from './import-catalogue';
import { formatImportReport } from './import-report';

export const CLI_USAGE = `Usage:
  npm run catalog -- import <file-or-url> [--format json|csv]
  npm run catalog -- sync [url]          (default: DISCIT_URL)
Honours DATA_DIR and DATABASE_URL.`;

export interface CliIo {
  /** Configuration variables; process.env (through loadEnv) when absent. */
  env?: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

function printReport(source: string, r: ImportReport, out: CliIo['out']): void {
  for (const line of formatImportReport(source, r)) out(line);
}

type Command =
  { kind: 'import'; source: string; format?: CatalogueFormat } | { kind: 'sync'; url?: string };

function parseArgs(args: readonly string[]): Command | string {
  const [cmd, ...rest] = args;
  const formatAt = rest.indexOf('--format');
  let format: CatalogueFormat | undefined;
  if (formatAt >= 0) {
    const value = rest.splice(formatAt, 2)[1];
    if (value !== 'json' && value !== 'csv') return '--format must be json or csv.';
    format = value;
  }
  if (cmd === 'import' && rest.length === 1) return { kind: 'import', source: rest[0]!, format };
  if (cmd === 'sync' && rest.length <= 1 && !format) return { kind: 'sync', url: rest[0] };
  return cmd === undefined
    ? 'No command given.'
    : `Unknown or incomplete command: ${args.join(' ')}`;
}

/** An unexpected error's message, without the SQL and parameters a failed query carries. */
function safeMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (!/^Failed query/i.test(message)) return message;
  const code = pgCode(err);
  return `a database query failed${code ? ` (PostgreSQL error ${code})` : ''}.`;
}

/** The catalogue CLI: returns the process exit code (0 success, 1 failure). */
export async function runCatalogueCli(args: readonly string[], io: CliIo): Promise<number> {
  const command = parseArgs(args);
  if (typeof command === 'string') {
    io.err(`${command}\n${CLI_USAGE}`);
    return 1;
  }
  let env;
  try {
    env = loadEnv(io.env);
  } catch (err) {
    if (err instanceof EnvError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: 2,
  });
  try {
    await migrateDatabase(database, env.DATABASE_URL);
    if (command.kind === 'import') {
      const report = await importCatalogueFrom(database.db, command.source, {
        format: command.format,
      });
      printReport(command.source, report, io.out);
    } else {
      const url = command.url ?? env.DISCIT_URL;
      printReport(url, await syncFromDiscit(database.db, url, { timeoutMs: 60_000 }), io.out);
    }
    return 0;
  } catch (err) {
    if (err instanceof CatalogueError) io.err(`Catalogue ${command.kind} failed: ${err.message}`);
    else io.err(`Catalogue command failed: ${safeMessage(err)}`);
    return 1;
  } finally {
    await database.close();
  }
}
