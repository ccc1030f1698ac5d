// Catalogue command line, bundled to dist/server/cli.js: `npm run catalog -- import|sync …`.
import { restrictNewFiles } from '../private-files';
import { runCatalogueCli } from './cli-run';

restrictNewFiles(); // the embedded database files it writes are owner-only, like the server's

runCatalogueCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error('Catalogue command failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
