// `npm run admin -- invite|promote <email>`, bundled to dist/server/admin.js (scripts/admin.mjs).
import { runMain } from '../cli-main';
import { runAdminCli } from './admin-cli-run';

runMain(runAdminCli, 'The admin command failed:');
