import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The real DiscIt catalogue kept outside the repository (../shared/data, see its README); tests
 * and benchmarks read it at run time and never copy it. Where it is absent, tests skip, except
 * under CI=true (see requireSharedCatalogueInCi).
 */
export const SHARED_CATALOGUE_FILE = fileURLToPath(
  new URL('../../../../shared/data/discit-discs-2024-09-16.json', import.meta.url),
);
export const hasSharedCatalogue = existsSync(SHARED_CATALOGUE_FILE);
/** Appended to a describe name so that a skip says why. */
export const SHARED_SKIP_NOTE = hasSharedCatalogue
  ? ''
  : `(skipped: ${SHARED_CATALOGUE_FILE} not found)`;
