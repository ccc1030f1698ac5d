// Backup and restore of the embedded database, bundled to dist/server/data.js:
// `npm run backup -- <file>` and `npm run restore -- <file>` (scripts/data.mjs).
import { restrictNewFiles } from '../private-files';
import { runDataCli } from './data-cli-run';

restrictNewFiles(); // a backup and a restored folder are owner-only, like the server's files

runDataCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error('The data command failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
