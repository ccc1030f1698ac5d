/**
 * Imported first by the entry (main.tsx). zod probes for eval with `Function('')` to speed up
 * object parsing; under the CSP (no 'unsafe-eval') that probe is reported as a violation, so
 * every screen uses zod's eval-free path (`jitless`). zod keeps its global configuration on
 * `globalThis.__zod_globalConfig` (shared by every copy of zod, read by `config()`); setting it
 * there before any chunk with zod loads keeps zod itself out of the first download.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
