// Backup and restore of the embedded database, bundled to dist/server/data.js:
// `npm run backup -- <file>` and `npm run restore -- <file>` (scripts/data.mjs).
// A backup and a restored folder are owner-only, like the server's files.
import { runMain } from '../cli-main';
import { runInBackground } from './background';
import { runDataCli } from './data-cli-run';

// A backup is packed beside a running server: it yields the processors to it (background.ts).
if (process.argv[2] === 'backup') runInBackground();
runMain(runDataCli, 'The data command failed:');
