/**
 * Every address in the app, in one place: the router's table and every link, button and
 * redirect build their targets from here, so renaming a screen's address is a one-line change.
 */
/** The search parameter that names the bag the disc search was opened from. */
export const DISCS_BAG_PARAM = 'bag';
/** The search parameter that limits the disc search to the player's own discs (`mine=1`). */
export const DISCS_MINE_PARAM = 'mine';

export const paths = {
  landing: '/',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  home: '/home',
  discs: '/discs',
  /** The disc search opened from a bag: the disc modal preselects that bag, with a way back. */
  discsForBag: (bagId: string) => `/discs?${DISCS_BAG_PARAM}=${encodeURIComponent(bagId)}`,
  bags: '/bags',
  bag: (bagId: string) => `/bags/${encodeURIComponent(bagId)}`,
  /** The bag page opened on its Insights view. */
  bagInsights: (bagId: string) => `/bags/${encodeURIComponent(bagId)}?view=insights`,
  /** Discs the player means to buy. */
  wishlist: '/wishlist',
  /** Lost, sold, given-away and retired discs. */
  archive: '/archive',
  /** The player's account: password, signed-in devices, deletion. */
  account: '/account',
  /** A field session: log throws with the distance measured by the phone or typed (decision 0030). */
  field: '/field',
  /** Every throw, by day, with filters and each disc's trend (decision 0039's pages). */
  fieldHistory: '/field/history',
  /** The instance's accounts and invites, for its admins. */
  admin: '/admin',
  /** The player's courses and those shared on this server (docs/decisions/0043). */
  courses: '/courses',
  /** A course: its editor (its author's), or read-only with "Copy to my courses"; its stats. */
  course: (courseId: string) => `/courses/${encodeURIComponent(courseId)}`,
  /** The statistics of the player's rounds. */
  roundStats: '/rounds/stats',
  /** The player's rounds (decisions 0043 and 0044). */
  rounds: '/rounds',
  /** Start a round: a course's layout, a bag, guests. */
  newRound: '/rounds/new',
  /** Start a round with a course's layout already chosen ("Play this layout"). */
  newRoundOn: (courseId: string, layoutId: string) =>
    `/rounds/new?course=${encodeURIComponent(courseId)}&layout=${encodeURIComponent(layoutId)}`,
  /** A round: scored one hole at a time, or its summary once finished. */
  round: (roundId: string) => `/rounds/${encodeURIComponent(roundId)}`,
  /** Up to four catalogue discs side by side. */
  compare: (discIds: readonly string[]) =>
    `/compare?ids=${discIds.map(encodeURIComponent).join(',')}`,
  /** A bag's public read-only page (docs/decisions/0015). */
  sharedBag: (token: string) => `/s/${encodeURIComponent(token)}`,
} as const;

/** The router's path patterns (relative, as nested routes take them). */
export const routePatterns = {
  login: 'login',
  signup: 'signup',
  resetPassword: 'reset-password',
  home: 'home',
  discs: 'discs',
  bags: 'bags',
  bag: 'bags/:bagId',
  wishlist: 'wishlist',
  archive: 'archive',
  account: 'account',
  field: 'field',
  fieldHistory: 'field/history',
  admin: 'admin',
  courses: 'courses',
  course: 'courses/:courseId',
  roundStats: 'rounds/stats',
  rounds: 'rounds',
  newRound: 'rounds/new',
  round: 'rounds/:roundId',
  compare: 'compare',
  sharedBag: 's/:token',
} as const;
