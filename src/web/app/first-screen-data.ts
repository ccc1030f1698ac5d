/**
 * The API answers each signed-in page reads for its first screen. The build writes them into the
 * page's HTML as preloads, with the page's chunks (scripts/prerender.mjs, docs/decisions/0020):
 * the browser asks for them with the page instead of after the app's code has run. The session
 * is preloaded by index.html itself, for every page.
 *
 * Keep it true: a page that stops reading one of these wastes a download, and one that reads
 * more waits for it. e2e/first-screen.spec.ts fails on either.
 */
import { listAccounts, listSessions } from '../../core/api/auth-routes';
import { listBags } from '../../core/api/bag-routes';
import { getCatalogue, listBrands, listCategories } from '../../core/api/catalogue-routes';
import { listUserDiscs } from '../../core/api/user-disc-routes';
import { listWishes } from '../../core/api/wishlist-routes';
import { throwSummary } from '../../core/api/throw-routes';
import { listOwnDiscLinks, listOwnDiscs } from '../../core/api/own-disc-routes';
import { listCourses } from '../../core/api/course-routes';
import { getRoundStats, listRounds } from '../../core/api/round-routes';
import { paths, routePatterns } from '../lib/paths';
import { bagsKey, userDiscsKey } from '../data/query-policy';
import { wishlistKey } from '../data/use-wishlist';
import { ownDiscsKey } from '../data/use-own-discs';
import { throwSummaryKey } from '../data/use-throws';

const bags = listBags.path;
const discs = listUserDiscs.path;
const catalogue = getCatalogue.path;
/**
 * The throw log's summary: the dashboard's and compare's advice use the arm fitted from it
 * (decision 0030); no page reads the log itself (decision 0039).
 */
const throws = throwSummary.path;
/** The player's own discs, searched and charted beside the catalogue (decision 0029). */
const own = listOwnDiscs.path;
/** Own discs the catalogue now has: the search page offers to switch them (decision 0029). */
const links = listOwnDiscLinks.path;

/** By the page's path pattern, as the router matches it. */
export const FIRST_SCREEN_DATA: Record<string, readonly string[]> = {
  [paths.home]: [bags, discs, catalogue, own, throws],
  // The search's brand and category filters list their names from the server.
  [paths.discs]: [bags, catalogue, own, links, listBrands.path, listCategories.path],
  [paths.bags]: [bags, discs],
  [`/${routePatterns.bag}`]: [bags, discs, catalogue, own, throws],
  [paths.wishlist]: [bags, listWishes.path],
  [paths.archive]: [bags, discs],
  [paths.account]: [listSessions.path, listAccounts.path],
  [`/${routePatterns.compare}`]: [catalogue, discs, own, throws],
  [paths.field]: [bags, discs, throws],
  [paths.courses]: [listCourses.path],
  [paths.roundStats]: [getRoundStats.path],
  // The history's pages and trend depend on its filters: read once the page is up.
  [paths.fieldHistory]: [discs, throws],
  [paths.rounds]: [listRounds.path],
};

/**
 * The signed-in pages whose HTML the server renders with the player's data in it (decision 0034):
 * the server reads the player answers of FIRST_SCREEN_DATA the page needs through the API, draws
 * the page with them and puts them in the page for the app's query cache. What is not the
 * player's (the catalogue, brands, categories) stays a preload, as on a frame.
 */
export const SERVER_RENDERED_PAGES: readonly string[] = [
  paths.home,
  `/${routePatterns.bag}`,
  paths.bags,
  paths.archive,
  paths.wishlist,
];

/** The player's answers a page's HTML can carry, by API path: the query key each is cached under. */
export const PLAYER_READS: Record<string, (userId: string) => readonly unknown[]> = {
  [bags]: bagsKey,
  [discs]: userDiscsKey,
  [listWishes.path]: wishlistKey,
  [own]: ownDiscsKey,
  // The summary (kept per player on the server, a few KB whatever the log's length): carried,
  // a measured disc's landings are drawn with the page instead of after the app's first read.
  [throws]: throwSummaryKey,
};

/** The answers a server-rendered page carries (the rest of FIRST_SCREEN_DATA stays preloads). */
export function carriedReads(pattern: string): string[] {
  if (!SERVER_RENDERED_PAGES.includes(pattern)) return [];
  return (FIRST_SCREEN_DATA[pattern] ?? []).filter((url) => url in PLAYER_READS);
}
