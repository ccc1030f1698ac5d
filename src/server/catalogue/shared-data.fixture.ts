import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * The real DiscIt catalogue kept outside the repository (../shared/data, see its README); tests
 * read it at run time and never copy it. Where it is absent they skip, except under CI=true.
 */
export const SHARED_CATALOGUE_FILE = fileURLToPath(
  new URL('../../../../shared/data/discit-discs-2024-09-16.json', import.meta.url),
);
export const hasSharedCatalogue = existsSync(SHARED_CATALOGUE_FILE);
/** Appended to a describe name so that a skip says why. */
export const SHARED_SKIP_NOTE = hasSharedCatalogue
  ? ''
  : `(skipped: ${SHARED_CATALOGUE_FILE} not found)`;

/** Registers a failing test when the file is missing under CI=true. */
export function requireSharedCatalogueInCi(): void {
  it.runIf(!hasSharedCatalogue && process.env.CI === 'true')(
    'needs the shared catalogue file when CI=true',
    () => {
      expect.fail(`${SHARED_CATALOGUE_FILE} is missing; CI must provide it.`);
    },
  );
}
