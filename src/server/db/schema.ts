import { sql, type BuildExtraConfigColumns } from 'drizzle-orm';
import {
  bigint,
  customType,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  primaryKey,
  smallint,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => ts('created_at').notNull().defaultNow();
const updated = () => ts('updated_at').notNull().defaultNow();
/** When the row was made and last changed. */
const timestamps = () => ({ createdAt: created(), updatedAt: updated() });
/** The player the row belongs to; it goes with the player's account. */
const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

const playerColumns = () => ({ id: uuid('id').primaryKey(), userId: ownerId() });
type PlayerColumns<C> = ReturnType<typeof playerColumns> & C & ReturnType<typeof timestamps>;

/**
 * A table of a player's records: a uuid id, the owner, `columns`, and when each row was made and
 * last changed. Rows are listed per player in creation order through the (user_id, id) index,
 * which follows the table's own indexes (`indexes`).
 */
function playerTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  indexes: (
    t: BuildExtraConfigColumns<N, PlayerColumns<C>, 'pg'>,
  ) => PgTableExtraConfigValue[] = () => [],
) {
  const all: PlayerColumns<C> = { ...playerColumns(), ...columns, ...timestamps() };
  return pgTable<N, PlayerColumns<C>>(name, all, (t) => [
    ...indexes(t),
    index(`${name}_user_id_idx`).on(t.userId, t.id),
  ]);
}

// ---- better-auth's tables (its CLI does not run on Node 20, so they are written here) ----

const textId = () => ({ id: text('id').primaryKey() });
type AuthColumns<C> = ReturnType<typeof textId> & C;

/** A better-auth table: a text id (better-auth makes them), then `columns`. */
function authTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  indexes?: (t: BuildExtraConfigColumns<N, AuthColumns<C>, 'pg'>) => PgTableExtraConfigValue[],
) {
  const all: AuthColumns<C> = { ...textId(), ...columns };
  return pgTable<N, AuthColumns<C>>(name, all, indexes);
}

export const user = authTable('user', {
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  ...timestamps(),
  /** 'admin' (the first account, or promoted by `npm run admin -- promote`) or 'player'. */
  role: text('role').notNull().default('player'),
  /** Set by an admin: the account cannot sign in and has no sessions. */
  disabled: boolean('disabled').notNull().default(false),
  /**
   * The latest activity of sessions that ended without a sign-out by the player (disabling ends
   * them all): the admin's "Last seen" keeps it when no session is left to read it from.
   */
  lastSeenAt: ts('last_seen_at'),
  /**
   * The player's language (core/i18n/locales.ts; decision 0040): the app's and the server's
   * messages and the e-mails to them. Null: the device's choice, or the browser's language.
   */
  locale: text('locale'),
});

export const session = authTable(
  'session',
  {
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ...timestamps(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: ownerId(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = authTable(
  'account',
  {
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: ownerId(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = authTable(
  'verification',
  {
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** better-auth's per-IP rate-limit counters, kept in the database so every process shares them. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** Failed logins per account (lower-cased email), for the 5-in-15-minutes lock. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: ts('window_start').notNull(),
  lockedUntil: ts('locked_until'),
});

/**
 * Single-use, expiring invite links (SIGNUP=invite). Only the SHA-256 of the link's token is
 * kept; `email` is the address the invite is for (sign-up must use it).
 */
export const invite = pgTable(
  'invite',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: created(),
  },
  (t) => [index('invite_created_by_idx').on(t.createdBy)],
);

// ---- catalogue ----
export const disc = pgTable(
  'disc',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    speed: doublePrecision('speed'),
    glide: doublePrecision('glide'),
    turn: doublePrecision('turn'),
    fade: doublePrecision('fade'),
    stability: text('stability'),
    pic: text('pic'),
    color: text('color'),
    backgroundColor: text('background_color'),
    link: text('link'),
    ...timestamps(),
  },
  (t) => [index('disc_brand_idx').on(t.brand)],
);

// ---- a player's bags and the discs in them ----
export const bag = playerTable('bag', {
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

export const userDisc = playerTable(
  'user_disc',
  {
    bagId: uuid('bag_id')
      .notNull()
      .references(() => bag.id, { onDelete: 'cascade' }),
    discId: text('disc_id').notNull(),
    color: text('color').notNull(),
    extra: jsonb('extra')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // The player's own details (docs/decisions/0012); null when not set.
    plastic: text('plastic'),
    weight: doublePrecision('weight'),
    condition: smallint('condition'),
    nickname: text('nickname'),
    notes: text('notes'),
    mySpeed: doublePrecision('my_speed'),
    myGlide: doublePrecision('my_glide'),
    myTurn: doublePrecision('my_turn'),
    myFade: doublePrecision('my_fade'),
    acquiredOn: date('acquired_on', { mode: 'string' }),
    /** active, or archived: lost, sold, given, retired. */
    status: text('status').notNull().default('active'),
    statusNote: text('status_note'),
    statusDate: date('status_date', { mode: 'string' }),
    /** Which copy of this catalogue disc in its bag: 1, or 2+ for a copy the player added on purpose (0014). */
    copy: smallint('copy').notNull().default(1),
  },
  (t) => [
    // Each active copy of a catalogue disc in a bag has its own number; archived discs do not
    // count. An add without allowDuplicate takes copy 1, so an accidental second add is refused.
    uniqueIndex('user_disc_bag_disc_copy_uq')
      .on(t.bagId, t.discId, t.copy)
      .where(sql`${t.status} = 'active'`),
  ],
);

/**
 * A bag's public read-only link (docs/decisions/0015): at most one per bag, gone with the bag.
 * The token is the link's secret (`/s/<token>`); a new link replaces the row's token.
 */
export const bagShare = pgTable('bag_share', {
  bagId: uuid('bag_id')
    .primaryKey()
    .references(() => bag.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: created(),
  /** The link also shows the discs' measured landings (decision 0030); off until the owner turns it on. */
  showThrows: boolean('show_throws').notNull().default(false),
});

/**
 * One counter per player, raised in the same transaction as every insert, update or delete of the
 * player's bags and discs, by statement triggers on `bag` and `user_disc` (migration
 * 0004_player_version, hand-written: drizzle-kit does not write triggers). A process keeps a
 * player's lists in memory only as long as this counter, read with the session, is unchanged, so
 * no write of any process, the CLI or raw SQL can leave a kept list stale (decision 0011). No row
 * means 0.
 */
export const playerVersion = pgTable('player_version', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * How many throws each player has logged, kept by statement triggers on `throw` in the
 * transaction of every insert and delete (migration 0011_throw_count, hand-written triggers), so a
 * write checks the 20,000 ceiling by reading one row instead of counting the log (decision 0030).
 * No row means 0.
 */
export const playerThrowCount = pgTable('player_throw_count', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  throws: integer('throws').notNull().default(0),
  /**
   * Raised by every statement that inserts, updates or deletes the player's throws (0014, a
   * trigger): a throw summary kept in memory is served only while it is unchanged.
   */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Each player's round version, raised by statement triggers on `round`, `round_hole` and
 * `round_shot` in the transaction of every insert, update or delete (migration 0017, hand-written
 * triggers), whichever path or process wrote: the round statistics kept in memory are served only
 * while it is unchanged (decision 0039, "Kept summaries"). No row means 0.
 */
export const playerRoundVersion = pgTable('player_round_version', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * What the catalogue's start-up data migration (canonicaliseCatalogue) last left clean: the
 * rules' fingerprint and the catalogue's count and latest updated_at. A start that finds the same
 * skips reading the whole catalogue (decision 0011). One row, id 1.
 */
export const catalogueCheck = pgTable('catalogue_check', {
  id: smallint('id').primaryKey(),
  state: text('state').notNull(),
});

/** Discs a player means to buy (not in a bag, not in any statistic); one row per catalogue disc. */
export const wishlistItem = playerTable(
  'wishlist_item',
  {
    discId: text('disc_id').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [uniqueIndex('wishlist_item_user_disc_uq').on(t.userId, t.discId)],
);

/**
 * A player's own disc (docs/decisions/0029): a disc the catalogue does not have, described by the
 * player. Its id is `own-<uuid>`, so user_disc.disc_id and wishlist_item.disc_id hold it as they
 * hold a catalogue id and every reader can tell the two apart. `key` is its identity, discKey of
 * brand and name (decision 0007), one per player. Private: joined only on the owner's own rows.
 */
export const ownDisc = pgTable(
  'own_disc',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    speed: doublePrecision('speed').notNull(),
    glide: doublePrecision('glide').notNull(),
    turn: doublePrecision('turn').notNull(),
    fade: doublePrecision('fade').notNull(),
    stability: text('stability'),
    key: text('key').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('own_disc_user_key_uq').on(t.userId, t.key),
    index('own_disc_user_id_idx').on(t.userId, t.id),
  ],
);

/**
 * A logged throw of one of the player's discs (docs/decisions/0030). The id is the client's
 * (a UUID made before the first send) and is unique per player only: the key is (user_id, id),
 * so a PUT sent twice lands once and no player can reach another's row through an id. Goes with
 * its disc (deleting a disc deletes its throws) and with the player. Distance in feet.
 */
export const throwLog = pgTable(
  'throw',
  {
    id: uuid('id').notNull(),
    userId: ownerId(),
    userDiscId: uuid('user_disc_id')
      .notNull()
      .references(() => userDisc.id, { onDelete: 'cascade' }),
    distanceFt: doublePrecision('distance_ft').notNull(),
    /** backhand, forehand, roller, tomahawk, thumber. */
    throwType: text('throw_type').notNull(),
    /** full or controlled. */
    effort: text('effort').notNull(),
    /** Off the target line: negative left, positive right. */
    finishFt: doublePrecision('finish_ft'),
    /** hyzer, flat, anhyzer. */
    release: text('release'),
    note: text('note').notNull().default(''),
    thrownAt: ts('thrown_at').notNull(),
    /** typed or gps. */
    measuredBy: text('measured_by').notNull(),
    gpsAccuracyM: doublePrecision('gps_accuracy_m'),
    /**
     * The round's shot this throw was made from (a full-power tee shot with a measured distance,
     * decision 0045), with the round and hole it was thrown on; null for a throw logged in the
     * field. The throw goes with its shot: a hole replaced without it, or its round deleted.
     */
    roundShotId: uuid('round_shot_id'),
    roundId: uuid('round_id'),
    roundHole: smallint('round_hole'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'throw_pk', columns: [t.userId, t.id] }),
    index('throw_user_thrown_idx').on(t.userId, t.thrownAt),
    index('throw_user_disc_idx').on(t.userDiscId),
    index('throw_round_shot_idx').on(t.userId, t.roundShotId),
    foreignKey({
      name: 'throw_round_shot_fk',
      columns: [t.userId, t.roundShotId],
      foreignColumns: [roundShot.userId, roundShot.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The outbox's changes of a disc already applied (decision 0031): a PATCH of a user disc sent with
 * an `Idempotency-Key` (a UUID the browser made when the player made the change) is applied once;
 * the same key again answers the disc as it is, without applying anything. The key is unique per
 * player only; `request_hash` is the SHA-256 of the disc id and the body, so a key sent with
 * another change is refused. Rows older than `WRITE_RECEIPT_DAYS` are pruned at the player's next
 * keyed write; they go with the player.
 */
export const writeReceipt = pgTable(
  'write_receipt',
  {
    userId: ownerId(),
    key: uuid('key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ name: 'write_receipt_pk', columns: [t.userId, t.key] })],
);

/**
 * A course (docs/decisions/0043). Its id is the client's UUID and unique over the server, since a
 * course shared on this server is read by other players; only its author writes it. Position in
 * degrees.
 */
export const course = playerTable(
  'course',
  {
    name: text('name').notNull(),
    place: text('place').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Offered to everyone signed in on this server (read, play, copy; never edit). */
    shared: boolean('shared').notNull().default(false),
  },
  (t) => [index('course_shared_idx').on(t.shared)],
);

/** A layout of a course: its holes, in order, as JSON (label, par, length in feet, unit, shape, tee, basket, note). */
export const courseLayout = playerTable(
  'course_layout',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => course.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    holes: jsonb('holes').notNull(),
    /**
     * The holes' count and par, kept by the database from `holes` (generated columns, migration
     * 0017): the courses list reads them instead of every layout's holes.
     */
    holeCount: integer('hole_count')
      .notNull()
      .generatedAlwaysAs(sql`jsonb_array_length(holes)`),
    par: integer('par')
      .notNull()
      .generatedAlwaysAs(sql`layout_par(holes)`),
  },
  (t) => [index('course_layout_course_idx').on(t.courseId)],
);

/**
 * A round of a player (docs/decisions/0043): the id is the client's and unique per player, like a
 * throw's. It keeps the names and a copy of the holes it was started on, so a layout or course
 * edited, deleted or unshared later changes no round: course_id and layout_id only say where it
 * was played (no foreign key: they may name a course that is gone). Guests are names (JSON list).
 */
export const round = pgTable(
  'round',
  {
    id: uuid('id').notNull(),
    userId: ownerId(),
    courseId: uuid('course_id'),
    layoutId: uuid('layout_id'),
    courseName: text('course_name').notNull(),
    layoutName: text('layout_name').notNull(),
    holes: jsonb('holes').notNull(),
    /** The holes' count, kept by the database (a generated column, migration 0017). */
    holeCount: integer('hole_count')
      .notNull()
      .generatedAlwaysAs(sql`jsonb_array_length(holes)`),
    guests: jsonb('guests').notNull(),
    bagId: uuid('bag_id'),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
    /** hyzer or udisc. */
    source: text('source').notNull().default('hyzer'),
    /** A UDisc import's round key (course, layout, start): the same file twice imports it once. */
    importKey: text('import_key'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'round_pk', columns: [t.userId, t.id] }),
    index('round_user_started_idx').on(t.userId, t.startedAt, t.id),
    uniqueIndex('round_user_import_key_uq').on(t.userId, t.importKey),
  ],
);

/** One hole of a round: the card's scores (JSON: player, strokes, penalty, putts), written whole. */
export const roundHole = pgTable(
  'round_hole',
  {
    userId: ownerId(),
    roundId: uuid('round_id').notNull(),
    /** The hole's position on the round, from 1. */
    hole: smallint('hole').notNull(),
    scores: jsonb('scores').notNull(),
    /** The player's own strokes (player 0 of the card), kept apart for the rounds list's totals. */
    myStrokes: smallint('my_strokes'),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ name: 'round_hole_pk', columns: [t.userId, t.roundId, t.hole] }),
    foreignKey({
      name: 'round_hole_round_fk',
      columns: [t.userId, t.roundId],
      foreignColumns: [round.userId, round.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One of the player's own shots on a hole of a round, in order (seq). The disc is a reference
 * that goes null when the disc is deleted: no shot names a disc that is not there. The id is the
 * client's, so a later throw made from a full-power tee shot can name it (decision 0043).
 */
export const roundShot = pgTable(
  'round_shot',
  {
    userId: ownerId(),
    id: uuid('id').notNull(),
    roundId: uuid('round_id').notNull(),
    hole: smallint('hole').notNull(),
    seq: smallint('seq').notNull(),
    userDiscId: uuid('user_disc_id').references(() => userDisc.id, { onDelete: 'set null' }),
    throwType: text('throw_type'),
    effort: text('effort'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracyM: doublePrecision('accuracy_m'),
    distanceFt: doublePrecision('distance_ft'),
    toBasketFt: doublePrecision('to_basket_ft'),
    result: text('result'),
  },
  (t) => [
    primaryKey({ name: 'round_shot_pk', columns: [t.userId, t.id] }),
    index('round_shot_round_idx').on(t.userId, t.roundId, t.hole, t.seq),
    index('round_shot_disc_idx').on(t.userDiscId),
    foreignKey({
      name: 'round_shot_round_fk',
      columns: [t.userId, t.roundId],
      foreignColumns: [round.userId, round.id],
    }).onDelete('cascade'),
  ],
);

export const schema = {
  user,
  session,
  account,
  verification,
  rateLimit,
  loginThrottle,
  disc,
  bag,
  userDisc,
  bagShare,
  wishlistItem,
  ownDisc,
  throwLog,
  writeReceipt,
  course,
  courseLayout,
  round,
  roundHole,
  roundShot,
  playerVersion,
  playerThrowCount,
  playerRoundVersion,
  catalogueCheck,
  invite,
};

/** Binary data (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A player's photo of one of their discs (docs/decisions/0016): a WebP of at most 1,600 px,
 * made by the server, metadata stripped. Kept in the database so every process serves it; goes
 * with its disc.
 */
export const userDiscPhoto = pgTable(
  'user_disc_photo',
  {
    userDiscId: uuid('user_disc_id')
      .primaryKey()
      .references(() => userDisc.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    /** The WebP file. */
    data: bytea('data').notNull(),
    /** The first 16 hex digits of the file's SHA-256: the ETag and the list's cache-busting version. */
    hash: text('hash').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: created(),
  },
  // The player's user-disc list joins its photos' versions: by the player first, so the join
  // reads that player's few index entries (hash included: no table read) instead of hashing the
  // whole table (BENCHMARKS.md, "The user-disc list with photos").
  (t) => [index('user_disc_photo_user_list_idx').on(t.userId, t.userDiscId, t.hash)],
);
