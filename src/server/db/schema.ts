import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  smallint,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => ts('created_at').notNull().defaultNow();
const updated = () => ts('updated_at').notNull().defaultNow();

// ---- better-auth's tables (its CLI does not run on Node 20, so they are written here) ----
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: created(),
  updatedAt: updated(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: created(),
    updatedAt: updated(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: created(),
    updatedAt: updated(),
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
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('disc_brand_idx').on(t.brand)],
);

// ---- a player's bags and the discs in them ----
export const bag = pgTable(
  'bag',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('bag_user_id_idx').on(t.userId, t.id)],
);

export const userDisc = pgTable(
  'user_disc',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
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
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    // One active copy of a catalogue disc per bag; archived discs do not count.
    uniqueIndex('user_disc_bag_disc_uq')
      .on(t.bagId, t.discId)
      .where(sql`${t.status} = 'active'`),
    index('user_disc_user_id_idx').on(t.userId, t.id),
  ],
);

/** Discs a player means to buy (not in a bag, not in any statistic); one row per catalogue disc. */
export const wishlistItem = pgTable(
  'wishlist_item',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    discId: text('disc_id').notNull(),
    note: text('note').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('wishlist_item_user_disc_uq').on(t.userId, t.discId),
    index('wishlist_item_user_id_idx').on(t.userId, t.id),
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
  wishlistItem,
};
