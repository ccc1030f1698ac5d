import { freeBagName, nameKey, sameNameMessage } from '../../core/collection/bag-names';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Bag } from '../../core/bag-types';
import {
  indexCatalogueNames,
  type CatalogueEntry,
  type CatalogueNames,
} from '../../core/collection/catalogue-names';
import {
  IMPORT_REFUSED,
  markDiscsInBag,
  NEW_OWN_PREFIX,
  type NewOwnDisc,
  type OwnDiscNames,
  planImport,
  timeSlices,
  type ParsedFile,
  type PlannedDisc,
} from '../../core/collection/import-plan';
import type { ImportResult } from '../../core/api/collection-routes';
import {
  planHistory,
  type HistoryPlan,
  type PlannedRound,
  type PlannedShot,
} from '../../core/collection/import-history';
import type { Slices } from '../../core/collection/time-slices';
import type { ImportPlan, ImportReportRow, PlannedThrow } from '../../core/collection/import-plan';
import { teeShotThrow, throwIdOfShot } from '../rounds/shot-throws';
import {
  insertCourses,
  matchHistory,
  writeRoundsInSlices,
  type HistoryMatch,
  type ShotThrow,
} from './import-history-repository';
import {
  createCatalogueSnapshots,
  type CatalogueSnapshot,
  type CatalogueSnapshots,
} from '../catalogue/catalogue-snapshot';
import type { Db, Tx } from '../db/client';
import { bag, ownDisc, throwLog, userDisc } from '../db/schema';
import { discKey } from '../../core/disc/identity';
import { newOwnDiscId, storedFields, toOwnDisc } from './own-disc-repository';
import { bagNotFound } from './collection-errors';
import { isUuid, newId } from '../db/ids';
import { lockPlayer } from './player-lock';
import { enforceLimits } from './player-usage';
import { detailColumns } from './user-disc-rows';
import { toBag } from './bag-repository';
import { arrive } from './copy-numbers';
import { insertDiscRows, takenCopies } from './copy-repository';
import { throwColumns } from '../throws/throw-rows';
import { removeImported } from '../rounds/round-repository';

export { DEFAULT_IMPORT_BAG } from '../../core/collection/import-plan';

/**
 * Discs inserted by one statement. PGlite runs a statement on the event loop, about 0.1 ms a
 * row on a quiet 2-core machine (0.3 ms on a busy one), so 100 rows keep each one short.
 */
const ROWS_PER_INSERT = 100;

export interface ImportTarget {
  bagId?: string;
  newBagName?: string;
  dryRun?: boolean;
  /** A new bag named as one of the player's: ask (default), or name it "<name> (2)". */
  sameNameBags?: 'ask' | 'new';
}

/** The catalogue's names for matching, from a snapshot (its discDetails JSON, by id). */
function snapshotEntries(snapshot: CatalogueSnapshot): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const [id, json] of snapshot.details) {
    const { name, brand } = JSON.parse(json) as { name: string; brand: string };
    entries.push({ id, name, brand });
  }
  return entries;
}

async function findBag(ex: Pick<Db, 'select'>, userId: string, bagId: string) {
  if (!isUuid(bagId)) return null;
  const [row] = await ex
    .select()
    .from(bag)
    .where(and(eq(bag.id, bagId), eq(bag.userId, userId)));
  return row ? toBag(userId, row) : null;
}

/**
 * The name index of the catalogue, built once per catalogue state (its snapshot's hash); a failed
 * build is not kept.
 */
function catalogueNamesOf(catalogue: CatalogueSnapshots): () => Promise<CatalogueNames> {
  let names: { hash: string; index: Promise<CatalogueNames> } | null = null;
  return async () => {
    const snapshot = await catalogue.current();
    if (names?.hash !== snapshot.hash) {
      const index = indexCatalogueNames(snapshotEntries(snapshot), timeSlices());
      names = { hash: snapshot.hash, index };
      // A failed build is not kept: the next import builds again.
      index.catch(() => {
        if (names?.index === index) names = null;
      });
    }
    return names.index;
  };
}

/**
 * The file planned outside any transaction, in time slices: the target bag (404 before any work
 * when it is not the player's), the discs matched and checked, and its courses and rounds
 * (decision 0043) checked as their routes check them.
 */
async function prepareImport(
  db: Db,
  catalogueNames: () => Promise<CatalogueNames>,
  userId: string,
  file: ParsedFile,
  target: ImportTarget,
): Promise<Prepared> {
  const chosen = target.bagId === undefined ? null : await findBag(db, userId, target.bagId);
  if (target.bagId !== undefined && !chosen) throw bagNotFound();
  const index = await catalogueNames();
  const own = await ownDiscNames(db, userId);
  const plan = await planImport(
    file,
    index,
    { bagId: chosen?.id ?? null, newBagName: target.newBagName },
    timeSlices(),
    own,
  );
  const history = file.history ? await planHistory(file.history, timeSlices()) : null;
  const teeThrows = history ? await teeThrowsOf(history, timeSlices()) : null;
  if (teeThrows) dropThrowsOfShots(plan, teeThrows.keys);
  const nameOf = (id: string) =>
    id.startsWith(NEW_OWN_PREFIX) ? undefined : (index.byId(id) ?? own.byId(id));
  return { chosen, plan, history, teeThrows, nameOf };
}

/**
 * After the transaction, the rounds and throws it left in slices; when they fail, what the import
 * made is taken back.
 */
async function writeHistoryAfter(
  db: Db,
  userId: string,
  work: ImportWork,
  analyze: ((tables: readonly PgTable[]) => Promise<void>) | undefined,
): Promise<void> {
  const rounds = work.match?.rounds ?? [];
  if (work.throwsToLog.length === 0 && rounds.length === 0) return;
  await undoneOnFailure(db, userId, work.made, async () => {
    const fromShots = await writeRoundsInSlices(
      db,
      userId,
      rounds,
      work.discOfShot,
      work.made,
      analyze,
    );
    for (const t of fromShots) work.throwsToLog.push(shotThrowToLog(t));
    await insertThrowsInSlices(db, userId, work.throwsToLog);
  });
}

/**
 * Imports a read file into one existing bag, one new bag, or one new bag per bag the file names:
 * all rows or none (docs/decisions/0012). The plan (matching, the rules, suggestions) is made
 * first, outside any transaction and in time slices (docs/decisions/0023); the transaction then
 * only locks the player, checks the target bag's discs and the limits, and inserts in batches.
 */
export function importRepository(
  db: Db,
  opts: {
    catalogue?: CatalogueSnapshots;
    /** Refreshes the planner's statistics of tables on embedded PGlite (db/analyze.ts). */
    analyze?: (tables: readonly PgTable[]) => Promise<void>;
  } = {},
) {
  const catalogueNames = catalogueNamesOf(opts.catalogue ?? createCatalogueSnapshots(db));
  return {
    async run(
      userId: string,
      file: ParsedFile,
      target: ImportTarget,
    ): Promise<{ imported: boolean; result: ImportResult }> {
      const prepared = await prepareImport(db, catalogueNames, userId, file, target);
      // A turn between the plan's last slice of work and the transaction.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const work: ImportWork = {
        made: { bags: [], discs: [], ownDiscs: [], rounds: [], courses: [], layouts: [] },
        match: null,
        discOfShot: () => null,
        throwsToLog: [],
      };
      const done = await db.transaction((tx) =>
        importUnderLock(tx, userId, target, prepared, work),
      );
      if (done.imported) await writeHistoryAfter(db, userId, work, opts.analyze);
      return done;
    },
  };
}

/** The file as planned before the transaction. */
interface Prepared {
  /** The player's bag the discs go into; null for new bags. */
  chosen: Bag | null;
  plan: ImportPlan;
  history: HistoryPlan | null;
  teeThrows: TeeThrows | null;
  /** A catalogue or own disc's brand and name, by its id. */
  nameOf: (discId: string) => { brand: string; name: string } | undefined;
}

/** What the import's transaction leaves for the writes after it (its rounds and throws). */
interface ImportWork {
  made: Made;
  /** The file's courses, layouts and rounds matched against the player's. */
  match: HistoryMatch | null;
  /** The player's disc a shot of the file names. */
  discOfShot: (disc: PlannedShot['disc']) => string | null;
  throwsToLog: ThrowToLog[];
}

/** The import's answer: whether it was made, its message, the bags filled, its report. */
function answerOf(
  { plan, history }: Prepared,
  match: HistoryMatch | null,
  imported: boolean,
  message: string,
  bags: Bag[],
  sameNameBags?: string[],
): { imported: boolean; result: ImportResult } {
  const historyResult = {
    courses: match?.courses.length ?? 0,
    layouts: match?.layouts.length ?? 0,
    rounds: match?.rounds.length ?? 0,
    alreadyImported: match?.alreadyImported ?? 0,
    report: history?.problems ?? [],
  };
  return {
    imported,
    result: {
      imported,
      message,
      count: imported ? plan.discs.length : 0,
      bags,
      report: plan.report,
      ...(history ? { history: historyResult } : {}),
      ...(sameNameBags ? { sameNameBags } : {}),
    },
  };
}

/**
 * The import's one transaction, under the player's lock: the target read again, the names of new
 * bags, the limits, then the own discs, bags, discs and courses inserted; a dry run or a refusal
 * writes nothing. Rounds and throws are left in `work` for the slices after it.
 */
async function importUnderLock(
  tx: Tx,
  userId: string,
  target: ImportTarget,
  prepared: Prepared,
  work: ImportWork,
): Promise<{ imported: boolean; result: ImportResult }> {
  const { chosen, plan, history, teeThrows, nameOf } = prepared;
  await lockPlayer(tx, userId);
  const into = await targetUnderLock(tx, userId, chosen, plan);
  const answer = (imported: boolean, message: string, bags: Bag[] = [], ask?: string[]) =>
    answerOf(prepared, work.match, imported, message, bags, ask);
  if (!plan.ok || history?.ok === false) return answer(false, IMPORT_REFUSED);
  const names = into ? new Map<string, string>() : await newBagNames(tx, userId, plan, target);
  if ('ask' in names) return answer(false, sameNameMessage(names.ask), [], names.ask);
  const own = await ownDiscsToMake(tx, userId, plan);
  const match = history ? await matchHistory(tx, userId, history) : null;
  work.match = match;
  await checkImportLimits(tx, userId, {
    newBags: into ? 0 : plan.groups.size,
    into,
    groups: plan.groups,
    ownDiscs: own.toMake.length,
    ...(match ? historyCounts(match, teeThrows) : {}),
  });
  const what = importedWhat(plan.discs.length, match);
  if (target.dryRun) return answer(false, `Ready to import ${what}.`);
  const nothingNew =
    match && match.rounds.length + match.courses.length + match.layouts.length === 0;
  if (nothingNew && plan.discs.length === 0) return answer(false, NOTHING_NEW);
  await insertOwnDiscs(tx, userId, plan, own, work.made);
  const { bags, newIdOf } = await insertBagsAndDiscs(tx, userId, plan, into, names, work.made);
  // Each disc's logged throws go under the disc just made (decision 0030), after this
  // transaction, in slices (insertThrowsInSlices).
  for (const [d, userDiscId] of newIdOf) {
    for (const logged of d.throws) work.throwsToLog.push({ userDiscId, logged });
  }
  if (match) {
    await insertCourses(tx, match);
    work.made.courses.push(...match.courses.map((c) => c.id));
    work.made.layouts.push(...match.layouts.map((l) => l.id));
    if (match.rounds.length > 0) {
      work.discOfShot = await shotDiscs(tx, userId, plan, newIdOf, nameOf);
    }
  }
  return answer(true, `Imported ${what}.`, bags);
}

/**
 * The chosen bag read again under the lock (it may have gone, or gained discs, since planning),
 * with the plan told which of its discs are already there; null for new bags.
 */
async function targetUnderLock(
  tx: Tx,
  userId: string,
  chosen: Bag | null,
  plan: ImportPlan,
): Promise<Bag | null> {
  if (!chosen) return null;
  const into = await findBag(tx, userId, chosen.id);
  if (!into) throw bagNotFound();
  const inBag = await tx
    .select({ discId: userDisc.discId })
    .from(userDisc)
    .where(and(eq(userDisc.bagId, into.id), eq(userDisc.status, 'active')));
  markDiscsInBag(plan, new Set(inBag.map((d) => d.discId)));
  return into;
}

/**
 * A repeat import: the file's new bags named as ones the player has are asked about (`ask`), or,
 * when the player said so, numbered ("<name> (2)"); the final name of each file bag that moves.
 */
async function newBagNames(
  tx: Tx,
  userId: string,
  plan: ImportPlan,
  target: ImportTarget,
): Promise<Map<string, string> | { ask: string[] }> {
  const rows = await tx.select({ name: bag.name }).from(bag).where(eq(bag.userId, userId));
  const taken = new Set(rows.map((b) => nameKey(b.name)));
  const same = [...plan.groups.keys()].filter((name) => taken.has(nameKey(name)));
  if (same.length > 0 && target.sameNameBags !== 'new') return { ask: same };
  const finalName = new Map<string, string>();
  for (const name of same) {
    const free = freeBagName(name, taken);
    taken.add(nameKey(free));
    finalName.set(name, free);
  }
  return finalName;
}

interface OwnToMake {
  /** The plan's new own discs still to make, by their placeholder id. */
  toMake: [string, NewOwnDisc][];
  /** Each placeholder's own disc id: one made since the plan (another request), or made here. */
  ownIds: Map<string, string>;
}

/** Own discs made since the plan (another request) are used, not made twice. */
async function ownDiscsToMake(tx: Tx, userId: string, plan: ImportPlan): Promise<OwnToMake> {
  const byKey = await ownIdsByKey(tx, userId);
  const ownIds = new Map<string, string>();
  const toMake = [...plan.newOwnDiscs].filter(([placeholder, d]) => {
    const found = byKey.get(discKey(d.brand, d.name));
    if (found) ownIds.set(placeholder, found);
    return !found;
  });
  return { toMake, ownIds };
}

/** Makes the own discs still to make, and points each planned disc at its catalogue or own id. */
async function insertOwnDiscs(
  tx: Tx,
  userId: string,
  plan: ImportPlan,
  { toMake, ownIds }: OwnToMake,
  made: Made,
): Promise<void> {
  for (const [placeholder, fields] of toMake) {
    const id = newOwnDiscId();
    await tx
      .insert(ownDisc)
      .values({ id, userId, ...storedFields({ ...fields, stability: null }) });
    ownIds.set(placeholder, id);
    made.ownDiscs.push(id);
  }
  for (const d of plan.discs) {
    if (d.discitId.startsWith(NEW_OWN_PREFIX)) d.discitId = ownIds.get(d.discitId)!;
  }
}

/**
 * The file's discs into the chosen bag or their new bags, in short statements (the embedded
 * database runs each on the event loop); each active disc takes the lowest copy number free (the
 * plan decided what is a duplicate). Answers the bags filled and each planned disc's new id.
 */
async function insertBagsAndDiscs(
  tx: Tx,
  userId: string,
  plan: ImportPlan,
  into: Bag | null,
  finalName: ReadonlyMap<string, string>,
  made: Made,
): Promise<{ bags: Bag[]; newIdOf: Map<PlannedDisc, string> }> {
  const bags: Bag[] = [];
  const newIdOf = new Map<PlannedDisc, string>();
  const taken = into ? await takenCopies(tx, into.id) : new Map<string, Set<number>>();
  for (const [name, discs] of plan.groups) {
    let to = into;
    if (!to) {
      const [row] = await tx
        .insert(bag)
        .values({
          id: newId(),
          userId,
          name: finalName.get(name) ?? name,
          description: plan.descriptions.get(name) ?? '',
        })
        .returning();
      to = toBag(userId, row!);
      made.bags.push(to.id);
    }
    bags.push(to);
    const bagTaken = into ? taken : new Map<string, Set<number>>();
    const values = discs.map(({ discitId, value }) => ({
      id: newId(),
      userId,
      bagId: to.id,
      discId: discitId,
      color: value.color!,
      extra: value.extra,
      ...detailColumns(value.details),
      copy: (value.details.status ?? 'active') === 'active' ? arrive(bagTaken, discitId, true) : 1,
    }));
    for (let i = 0; i < values.length; i += ROWS_PER_INSERT) {
      await insertDiscRows(tx, values.slice(i, i + ROWS_PER_INSERT));
    }
    for (const v of values) made.discs.push(v.id);
    discs.forEach((d, i) => newIdOf.set(d, values[i]!.id));
  }
  return { bags, newIdOf };
}

/** What the file's matched courses, layouts and rounds (and their tee shots' throws) add. */
function historyCounts(match: HistoryMatch, teeThrows: TeeThrows | null) {
  return {
    courses: match.courses.length,
    layouts: match.layouts.length,
    rounds: match.rounds.length,
    shotThrows: match.rounds.reduce((n, r) => n + (teeThrows?.perRound.get(r.planned) ?? 0), 0),
  };
}

/** A throw of the file and the new disc it goes under; or the throw a round's tee shot makes. */
interface ThrowToLog {
  userDiscId: string;
  logged: PlannedDisc['throws'][number];
  /** The shot it is made from (decision 0045): its id is derived from the shot's. */
  shot?: { id: string; roundId: string; hole: number };
}

/** A throw's row, with a new id (decision 0030), by the throw PUT's own mapping. */
const throwRowOf = (userId: string, { userDiscId, logged, shot }: ThrowToLog) => ({
  id: shot ? throwIdOfShot(shot.id) : newId(),
  userId,
  ...throwColumns(logged, userDiscId),
  ...(shot ? { roundShotId: shot.id, roundId: shot.roundId, roundHole: shot.hole } : {}),
});

/** A tee shot's throw as the scored hole writes it (shot-throws.ts), to log with the others. */
function shotThrowToLog(t: ShotThrow): ThrowToLog {
  const f = t.throwFields;
  const logged: PlannedThrow = {
    userDiscId: t.userDiscId,
    distanceFt: f.distanceFt,
    throwType: f.throwType,
    effort: f.effort,
    thrownAt: t.thrownAt,
    measuredBy: f.measuredBy,
    gpsAccuracyM: f.gpsAccuracyM,
  };
  return {
    userDiscId: t.userDiscId,
    logged,
    shot: { id: t.shotId, roundId: t.roundId, hole: t.hole },
  };
}

/** What an import made before its rounds and throws: undone if they cannot all be inserted. */
interface Made {
  bags: string[];
  discs: string[];
  ownDiscs: string[];
  rounds: string[];
  courses: string[];
  layouts: string[];
}

/**
 * Throw rows one transaction inserts after the import's discs (decision 0039). On PGlite a
 * transaction holds the one connection, and every other request's query waits for it: 100 rows
 * of a throw, one statement, keep that wait to a few milliseconds; a slice's rows are made just
 * before it, after a turn of the event loop (bench/throw-reads.ts prints the worst health answer
 * during a 20,000-throw import).
 */
export const THROW_ROWS_PER_SLICE = 100;

/**
 * An import's throws, a slice a transaction, with other requests let in between two slices.
 * Each slice checks the throw ceiling again under the player lock (a throw logged meanwhile
 * counts).
 */
async function insertThrowsInSlices(
  db: Db,
  userId: string,
  throws: readonly ThrowToLog[],
): Promise<void> {
  for (let i = 0; i < throws.length; i += THROW_ROWS_PER_SLICE) {
    // A turn first: what arrived during the import's transaction (or the slice before) runs.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const slice = throws.slice(i, i + THROW_ROWS_PER_SLICE).map((t) => throwRowOf(userId, t));
    await db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      await enforceLimits(tx, userId, { throws: slice.length });
      await tx.insert(throwLog).values(slice);
    });
  }
}

/**
 * Runs what an import writes after its transaction (its rounds and throws, in slices); if a slice
 * fails, what the import made (its discs with their throws, its new bags and own discs, its
 * rounds, courses and layouts) is deleted in one transaction and the error answered: all or
 * nothing, as before, though a read meanwhile may see part of the import.
 */
async function undoneOnFailure(
  db: Db,
  userId: string,
  made: Made,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (err) {
    await db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      await removeImported(tx, userId, made);
      // The discs' throws go with them (on delete cascade).
      if (made.discs.length > 0) {
        await tx
          .delete(userDisc)
          .where(and(eq(userDisc.userId, userId), inArray(userDisc.id, made.discs)));
      }
      if (made.bags.length > 0) {
        await tx.delete(bag).where(and(eq(bag.userId, userId), inArray(bag.id, made.bags)));
      }
      if (made.ownDiscs.length > 0) {
        await tx
          .delete(ownDisc)
          .where(and(eq(ownDisc.userId, userId), inArray(ownDisc.id, made.ownDiscs)));
      }
    });
    throw err;
  }
}

/**
 * The import's change through the player's one limits rule: `newBags` bags made, and `groups`
 * the planned discs by the final bag they land in (an existing bag's id when importing into
 * `into`, else each new bag's final name), so that file bags merged into one new bag are counted
 * as that one bag. Runs under lockPlayer; 409 limit_reached when a maximum would be passed.
 */
export async function checkImportLimits(
  tx: Pick<Db, 'select'>,
  userId: string,
  change: {
    newBags: number;
    into: Bag | null;
    groups: ReadonlyMap<string, readonly PlannedDisc[]>;
    /** Own discs the import makes (docs/decisions/0029). */
    ownDiscs?: number;
    /** The file's courses, layouts and rounds the import makes (decision 0043). */
    courses?: number;
    layouts?: number;
    rounds?: number;
    /** Throws its rounds' tee shots make (decision 0045). */
    shotThrows?: number;
  },
): Promise<void> {
  const { newBags, into, groups, ownDiscs, courses, layouts, rounds, shotThrows = 0 } = change;
  let discs = 0;
  let textBytes = 0;
  let throws = shotThrows;
  const intoBags = new Map<string, number>();
  const newBagSizes: number[] = [];
  for (const planned of groups.values()) {
    discs += planned.length;
    if (into) intoBags.set(into.id, (intoBags.get(into.id) ?? 0) + planned.length);
    else newBagSizes.push(planned.length);
    for (const d of planned) {
      textBytes += d.textBytes;
      throws += d.throws.length;
    }
  }
  await enforceLimits(tx, userId, {
    bags: newBags,
    discs,
    intoBags,
    newBagSizes,
    textBytes,
    ownDiscs,
    throws,
    ...(courses === undefined ? {} : { courses, layouts, rounds }),
  });
}

/** The player's own discs for matching import rows (docs/decisions/0029). */
async function ownDiscNames(ex: Pick<Db, 'select'>, userId: string): Promise<OwnDiscNames> {
  const rows = await ex.select().from(ownDisc).where(eq(ownDisc.userId, userId));
  const entries = rows.map((r) => ({ ...toOwnDisc(r), key: r.key }));
  const byId = new Map(entries.map((e) => [e.id, e]));
  const byKey = new Map(entries.map((e) => [e.key, e]));
  return {
    byId: (id) => byId.get(id),
    byBrandAndName: (brand, name) => (brand === '' ? undefined : byKey.get(discKey(brand, name))),
  };
}

/** The player's own disc ids by key (discKey of brand and name), read under the lock. */
async function ownIdsByKey(ex: Pick<Db, 'select'>, userId: string): Promise<Map<string, string>> {
  const rows = await ex
    .select({ id: ownDisc.id, key: ownDisc.key })
    .from(ownDisc)
    .where(eq(ownDisc.userId, userId));
  return new Map(rows.map((r) => [r.key, r.id]));
}

export const NOTHING_NEW =
  'Nothing new to import: you already have every course and round of this file.';

/** "3 discs, 2 courses and 40 rounds": what an import brings (or would bring). */
function importedWhat(discs: number, match: HistoryMatch | null): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [count(discs, 'disc', 'discs')];
  if (match) {
    parts.push(count(match.courses.length, 'course', 'courses'));
    if (match.layouts.length > 0) parts.push(count(match.layouts.length, 'layout', 'layouts'));
    parts.push(count(match.rounds.length, 'round', 'rounds'));
  }
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The throws the file's rounds' tee shots make: how many per round, and each one's key. */
interface TeeThrows {
  perRound: Map<PlannedRound, number>;
  keys: Map<string, number>;
}

/** The shot with a disc named as the one it stands for, for `teeShotThrow`'s rule. */
const NAMED = 'named';

/**
 * The throws the file's rounds' tee shots make when their discs are found: how many per round
 * (the limits count those of the rounds imported) and each one's key (throwKey). Only the tee
 * shot counts (`teeShotThrow` reads the first shot); in `slices`, as a file may hold 180,000 holes.
 */
async function teeThrowsOf(history: HistoryPlan, slices: Slices): Promise<TeeThrows> {
  const perRound = new Map<PlannedRound, number>();
  const keys = new Map<string, number>();
  for (const r of history.rounds) {
    if (slices.due()) await slices.pause();
    let n = 0;
    for (const h of r.scores) {
      const tee = h.shots[0];
      if (!tee?.disc) continue;
      const t = teeShotThrow([{ ...tee.shot, userDiscId: NAMED }], (d) => d);
      if (!t) continue;
      n += 1;
      const key = throwKey(tee.disc, { ...t, thrownAt: r.put.startedAt });
      keys.set(key, (keys.get(key) ?? 0) + 1);
    }
    if (n > 0) perRound.set(r, n);
  }
  return { perRound, keys };
}

/** The brand and name of a planned disc's row, from its report line. */
function discNameOf(line: ImportReportRow | undefined): { brand: string; name: string } | null {
  const d = line?.ownDisc ?? line?.matched;
  return d ? { brand: d.brand, name: d.name } : null;
}

/** What makes a throw the same throw, whether logged from a file or made from a shot. */
const throwKey = (
  disc: { brand: string; name: string },
  t: {
    thrownAt: string;
    distanceFt: number;
    throwType: string;
    measuredBy: string;
    gpsAccuracyM: number | null;
  },
) =>
  JSON.stringify([
    discKey(disc.brand, disc.name),
    Date.parse(t.thrownAt),
    t.distanceFt,
    t.throwType,
    t.measuredBy,
    t.measuredBy === 'gps' ? t.gpsAccuracyM : null,
  ]);

/**
 * A collection's export writes the throws its rounds' tee shots made among its discs' throws, as
 * plain throws (export-format.ts). The import makes those throws again from the shots, linked to
 * them (decision 0045), so each disc throw of the file that is exactly one a shot of the file makes
 * (its disc, the round's start, distance, throw type and measure, full power, no finish, release
 * or note) is left out, once per shot: importing both never doubles the log. A round the player
 * already has counts too: its throw is already logged.
 */
function dropThrowsOfShots(plan: ImportPlan, fromShots: Map<string, number>): void {
  if (fromShots.size === 0) return;
  const lines = new Map(plan.report.map((l) => [l.row, l]));
  for (const d of plan.discs) {
    const name = discNameOf(lines.get(d.row));
    if (!name || d.throws.length === 0) continue;
    d.throws = d.throws.filter((t) => {
      if (t.effort !== 'full' || (t.note ?? '') !== '' || t.finishFt != null || t.release != null) {
        return true;
      }
      const key = throwKey(name, { ...t, gpsAccuracyM: t.gpsAccuracyM ?? null });
      const left = fromShots.get(key) ?? 0;
      if (left === 0) return true;
      fromShots.set(key, left - 1);
      return false;
    });
  }
}

/**
 * The disc a shot of the file names (brand and name), as one of the player's: the discs this
 * import made first (an active one before others, in the file's order), then those the player
 * had; null when none has that name (the shot keeps no disc, as the rounds routes keep one that
 * is not the player's).
 */
async function shotDiscs(
  tx: Pick<Db, 'select'>,
  userId: string,
  plan: ImportPlan,
  newIdOf: ReadonlyMap<PlannedDisc, string>,
  nameOf: (discId: string) => { brand: string; name: string } | undefined,
): Promise<(disc: PlannedShot['disc']) => string | null> {
  const byKey = new Map<string, string>();
  const lines = new Map(plan.report.map((l) => [l.row, l]));
  const add = (disc: { brand: string; name: string } | null | undefined, id: string) => {
    const key = disc && discKey(disc.brand, disc.name);
    if (key && !byKey.has(key)) byKey.set(key, id);
  };
  const active = (d: PlannedDisc) => (d.value.details.status ?? 'active') === 'active';
  for (const first of [true, false]) {
    for (const d of plan.discs) {
      if (active(d) === first) add(discNameOf(lines.get(d.row)), newIdOf.get(d)!);
    }
  }
  const had = await tx
    .select({ id: userDisc.id, discId: userDisc.discId, status: userDisc.status })
    .from(userDisc)
    .where(eq(userDisc.userId, userId));
  for (const first of [true, false]) {
    for (const d of had) if ((d.status === 'active') === first) add(nameOf(d.discId), d.id);
  }
  return (disc) => (disc ? (byKey.get(discKey(disc.brand, disc.name)) ?? null) : null);
}
