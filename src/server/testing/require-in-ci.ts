import { expect, it } from 'vitest';
import { hasSharedCatalogue, SHARED_CATALOGUE_FILE } from './shared-data';

/** Registers a failing test when the shared catalogue file is missing under CI=true. */
export function requireSharedCatalogueInCi(): void {
  it.runIf(!hasSharedCatalogue && process.env.CI === 'true')(
    'needs the shared catalogue file when CI=true',
    () => {
      expect.fail(`${SHARED_CATALOGUE_FILE} is missing; CI must provide it.`);
    },
  );
}
