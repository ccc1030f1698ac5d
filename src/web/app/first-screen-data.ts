/**
 * The API answers each signed-in page reads for its first screen. The build writes them into the
 * page's HTML as preloads, with the page's chunks (scripts/prerender.mjs, docs/decisions/0020):
 * the browser asks for them with the page instead of after the app's code has run. The session
 * is preloaded by index.html itself, for every page.
 *
 * Keep it true: a page that stops reading one of these wastes a download, and one that reads
 * more waits for it. e2e/first-screen.spec.ts fails on either.
 */
import { listSessions } from '../../core/api/auth-routes';
import { listBags } from '../../core/api/bag-routes';
import { getCatalogue, listBrands, listCategories } from '../../core/api/catalogue-routes';
import { listUserDiscs } from '../../core/api/user-disc-routes';
import { listWishes } from '../../core/api/wishlist-routes';
import { listThrows } from '../../core/api/throw-routes';
import { paths, routePatterns } from '../lib/paths';

const bags = listBags.path;
const discs = listUserDiscs.path;
const catalogue = getCatalogue.path;
/** The throw log: the dashboard's and compare's advice use the arm fitted from it (decision 0030). */
const throws = listThrows.path;

/** By the page's path pattern, as the router matches it. */
export const FIRST_SCREEN_DATA: Record<string, readonly string[]> = {
  [paths.home]: [bags, discs, catalogue, throws],
  // The search's brand and category filters list their names from the server.
  [paths.discs]: [bags, catalogue, listBrands.path, listCategories.path],
  [paths.bags]: [bags, discs],
  [`/${routePatterns.bag}`]: [bags, discs, catalogue],
  [paths.wishlist]: [bags, listWishes.path],
  [paths.archive]: [bags, discs],
  [paths.account]: [listSessions.path],
  [`/${routePatterns.compare}`]: [catalogue, discs, throws],
  [paths.field]: [bags, discs, throws],
};
