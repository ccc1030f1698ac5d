/**
 * The rules of a collection import (decisions 0012, 0023, 0043): the file planned outside any
 * transaction and in time slices (the target bag, 404 before any work when it is not the
 * player's; the discs matched and checked; its courses and rounds), then one transaction under
 * the player lock (the target read again, the names of new bags, the limits, a dry run or a
 * refusal writing nothing), then the rounds and throws in slices, with what the import made taken
 * back when they fail. The queries are import-repository.ts's and import-history-repository.ts's;
 * the rules of its throws import-throws.ts's.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ImportResult } from '../../core/api/collection-routes';
import type { Bag } from '../../core/bag-types';
import { freeBagName, nameKey, sameNameMessage } from '../../core/collection/bag-names';
import {
  indexCatalogueNames,
  type CatalogueEntry,
  type CatalogueNames,
} from '../../core/collection/catalogue-names';
import {
  planHistory,
  type HistoryPlan,
  type PlannedShot,
} from '../../core/collection/import-history';
import {
  IMPORT_REFUSED,
  markDiscsInBag,
  NEW_OWN_PREFIX,
  NOTHING_NEW,
  planImport,
  timeSlices,
  type ImportPlan,
  type NewOwnDisc,
  type OwnDiscNames,
  type ParsedFile,
  type PlannedDisc,
} from '../../core/collection/import-plan';
import { discKey } from '../../core/disc/identity';
import {
  createCatalogueSnapshots,
  type CatalogueSnapshot,
  type CatalogueSnapshots,
} from '../catalogue/catalogue-snapshot';
import type { Db, Tx } from '../db/client';
import { letOthersRun } from '../db/long-reads';
import { isUuid, newId } from '../db/ids';
import { bagNotFound } from './collection-errors';
import { arrive } from './copy-numbers';
import { takenCopies } from './copy-repository';
import {
  insertCourses,
  insertRounds,
  matchHistory,
  roundRows,
  ROUNDS_PER_STATEMENT,
  writeHolesInSlices,
  type FreshRound,
  type HistoryMatch,
} from './import-history-repository';
import {
  activeDiscIdsIn,
  bagNames,
  findBag,
  insertBag,
  insertDiscs,
  insertOwnDisc,
  insertThrows,
  ownDiscEntries,
  ownIdsByKey,
  playerDiscs,
  removeMade,
  type Made,
} from './import-repository';
import {
  discNameOf,
  dropThrowsOfShots,
  shotThrowToLog,
  teeThrowsOf,
  throwRowOf,
  type TeeThrows,
  type ThrowToLog,
} from './import-throws';
import { lockPlayer } from './player-lock';
import { enforceLimits } from './player-usage';
import { detailColumns } from './user-disc-rows';

export interface ImportTarget {
  bagId?: string;
  newBagName?: string;
  dryRun?: boolean;
  /** A new bag named as one of the player's: ask (default), or name it "<name> (2)". */
  sameNameBags?: 'ask' | 'new';
}

/** The import's answer, and whether it wrote anything. */
type Answer = { imported: boolean; result: ImportResult };

/**
 * Imports a read file into one existing bag, one new bag, or one new bag per bag the file names:
 * all rows or none (docs/decisions/0012). The plan (matching, the rules, suggestions) is made
 * first, outside any transaction and in time slices (docs/decisions/0023); the transaction then
 * only locks the player, checks the target bag's discs and the limits, and inserts in batches.
 */
export function importService(
  db: Db,
  opts: {
    catalogue?: CatalogueSnapshots;
    /** Refreshes the planner's statistics of tables on embedded PGlite (db/analyze.ts). */
    analyze?: (tables: readonly PgTable[]) => Promise<void>;
  } = {},
) {
  const catalogueNames = catalogueNamesOf(opts.catalogue ?? createCatalogueSnapshots(db));
  return {
    async run(userId: string, file: ParsedFile, target: ImportTarget): Promise<Answer> {
      const prepared = await prepareImport(db, catalogueNames, userId, file, target);
      // A turn between the plan's last slice of work and the transaction.
      await letOthersRun();
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

/** The catalogue's names for matching, from a snapshot (its discDetails JSON, by id). */
function snapshotEntries(snapshot: CatalogueSnapshot): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const [id, json] of snapshot.details) {
    const { name, brand } = JSON.parse(json) as { name: string; brand: string };
    entries.push({ id, name, brand });
  }
  return entries;
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

/** The player's own discs for matching import rows (docs/decisions/0029). */
async function ownDiscNames(ex: Pick<Db, 'select'>, userId: string): Promise<OwnDiscNames> {
  const entries = await ownDiscEntries(ex, userId);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const byKey = new Map(entries.map((e) => [e.key, e]));
  return {
    byId: (id) => byId.get(id),
    byBrandAndName: (brand, name) => (brand === '' ? undefined : byKey.get(discKey(brand, name))),
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

/**
 * The file planned outside any transaction, in time slices: the target bag (404 before any work
 * when it is not the player's; a malformed id is a missing bag), the discs matched and checked,
 * and its courses and rounds (decision 0043) checked as their routes check them.
 */
async function prepareImport(
  db: Db,
  catalogueNames: () => Promise<CatalogueNames>,
  userId: string,
  file: ParsedFile,
  target: ImportTarget,
): Promise<Prepared> {
  const { bagId } = target;
  const chosen = bagId === undefined || !isUuid(bagId) ? null : await findBag(db, userId, bagId);
  if (bagId !== undefined && !chosen) throw bagNotFound();
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
): Answer {
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
): Promise<Answer> {
  const { chosen, plan, history, teeThrows } = prepared;
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
  const bags = await writeUnderLock(tx, userId, prepared, { into, names, own }, work);
  return answer(true, `Imported ${what}.`, bags);
}

/**
 * The import's writes in its transaction: the own discs, the bags and discs, the courses and
 * layouts; each new disc's logged throws (decision 0030) and the discs its rounds' shots name
 * are left in `work` for the slices after it (insertThrowsInSlices). Answers the bags filled.
 */
async function writeUnderLock(
  tx: Tx,
  userId: string,
  { plan, nameOf }: Prepared,
  to: { into: Bag | null; names: ReadonlyMap<string, string>; own: OwnToMake },
  work: ImportWork,
): Promise<Bag[]> {
  await insertOwnDiscs(tx, userId, plan, to.own, work.made);
  const { bags, newIdOf } = await insertBagsAndDiscs(tx, userId, plan, to, work.made);
  for (const [d, userDiscId] of newIdOf) {
    for (const logged of d.throws) work.throwsToLog.push({ userDiscId, logged });
  }
  const { match } = work;
  if (match) {
    await insertCourses(tx, match);
    work.made.courses.push(...match.courses.map((c) => c.id));
    work.made.layouts.push(...match.layouts.map((l) => l.id));
    if (match.rounds.length > 0) {
      work.discOfShot = await shotDiscs(tx, userId, plan, newIdOf, nameOf);
    }
  }
  return bags;
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
  markDiscsInBag(plan, await activeDiscIdsIn(tx, userId, into.id));
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
  const taken = new Set((await bagNames(tx, userId)).map(nameKey));
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
    const id = await insertOwnDisc(tx, userId, fields);
    ownIds.set(placeholder, id);
    made.ownDiscs.push(id);
  }
  for (const d of plan.discs) {
    if (d.discitId.startsWith(NEW_OWN_PREFIX)) d.discitId = ownIds.get(d.discitId)!;
  }
}

/**
 * The file's discs into the chosen bag or their new bags (named `names` says, or as the file
 * does); each active disc takes the lowest copy number free (the plan decided what is a
 * duplicate). Answers the bags filled and each planned disc's new id.
 */
async function insertBagsAndDiscs(
  tx: Tx,
  userId: string,
  plan: ImportPlan,
  { into, names }: { into: Bag | null; names: ReadonlyMap<string, string> },
  made: Made,
): Promise<{ bags: Bag[]; newIdOf: Map<PlannedDisc, string> }> {
  const bags: Bag[] = [];
  const newIdOf = new Map<PlannedDisc, string>();
  const taken = into ? await takenCopies(tx, into.id) : new Map<string, Set<number>>();
  for (const [name, discs] of plan.groups) {
    let to = into;
    if (!to) {
      const description = plan.descriptions.get(name) ?? '';
      to = await insertBag(tx, userId, names.get(name) ?? name, description);
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
    await insertDiscs(tx, values);
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
  const had = await playerDiscs(tx, userId);
  for (const first of [true, false]) {
    for (const d of had) if ((d.status === 'active') === first) add(nameOf(d.discId), d.id);
  }
  return (disc) => (disc ? (byKey.get(discKey(disc.brand, disc.name)) ?? null) : null);
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
    const ids = rounds.map(() => newId());
    await insertRoundsInSlices(db, userId, rounds, ids, work.made);
    const fromShots = await writeHolesInSlices(db, userId, rounds, ids, work.discOfShot, analyze);
    for (const t of fromShots) work.throwsToLog.push(shotThrowToLog(t));
    await insertThrowsInSlices(db, userId, work.throwsToLog);
  });
}

/**
 * An import's rounds (their own rows, holes and shots follow), ROUNDS_PER_STATEMENT a transaction.
 * Each transaction checks the rounds ceiling again under the player lock (a round written
 * meanwhile counts); each id is recorded in `made` before it is written, so that a failure takes
 * back what was written.
 */
async function insertRoundsInSlices(
  db: Db,
  userId: string,
  rounds: readonly FreshRound[],
  ids: readonly string[],
  made: Made,
): Promise<void> {
  await inLockedSlices(db, userId, rounds.length, ROUNDS_PER_STATEMENT, async (tx, from, to) => {
    const rows = roundRows(userId, rounds.slice(from, to), ids.slice(from, to));
    for (const r of rows) made.rounds.push(r.id);
    await enforceLimits(tx, userId, { rounds: rows.length });
    await insertRounds(tx, rows);
  });
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
 * An import's throws, a slice a transaction. Each slice checks the throw ceiling again under the
 * player lock (a throw logged meanwhile counts).
 */
async function insertThrowsInSlices(
  db: Db,
  userId: string,
  throws: readonly ThrowToLog[],
): Promise<void> {
  await inLockedSlices(db, userId, throws.length, THROW_ROWS_PER_SLICE, async (tx, from, to) => {
    const slice = throws.slice(from, to).map((t) => throwRowOf(userId, t));
    await enforceLimits(tx, userId, { throws: slice.length });
    await insertThrows(tx, slice);
  });
}

/**
 * `total` items written `size` a transaction under the player lock, with a turn of the event loop
 * before each (what arrived during the import's transaction, or the slice before, runs first).
 */
async function inLockedSlices(
  db: Db,
  userId: string,
  total: number,
  size: number,
  write: (tx: Tx, from: number, to: number) => Promise<void>,
): Promise<void> {
  for (let from = 0; from < total; from += size) {
    await letOthersRun();
    await db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      await write(tx, from, Math.min(from + size, total));
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
      await removeMade(tx, userId, made);
    });
    throw err;
  }
}
