// Catalogue command line, bundled to dist/server/cli.js: `npm run catalog -- import|sync …`.
// The embedded database files it writes are owner-only, like the server's.
import { runMain } from '../cli-main';
import { runCatalogueCli } from './cli-run';

runMain(runCatalogueCli, 'Catalogue command failed:');
