import { freeBagName, nameKey, sameNameMessage } from '../../core/collection/bag-names';
import { and, eq, inArray } from 'drizzle-orm';
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
  type OwnDiscNames,
  planImport,
  timeSlices,
  type ParsedFile,
  type PlannedDisc,
} from '../../core/collection/import-plan';
import type { ImportResult } from '../../core/api/collection-routes';
import {
  createCatalogueSnapshots,
  type CatalogueSnapshot,
  type CatalogueSnapshots,
} from '../catalogue/catalogue-snapshot';
import type { Db } from '../db/client';
import { bag, ownDisc, throwLog, userDisc } from '../db/schema';
import { discKey } from '../../core/disc/identity';
import { newOwnDiscId, storedFields, toOwnDisc } from './own-disc-repository';
import { bagNotFound } from './collection-errors';
import { isUuid, newId } from '../db/ids';
import { lockPlayer } from './player-lock';
import { enforceLimits } from './player-usage';
import { detailColumns } from './user-disc-rows';
import { toBag } from './bag-repository';
import { arrive, insertDiscRows, takenCopies } from './copy-repository';
import { throwColumns } from './throw-repository';

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
 * Imports a read file into one existing bag, one new bag, or one new bag per bag the file names:
 * all rows or none (docs/decisions/0012). The plan (matching, the rules, suggestions) is made
 * first, outside any transaction and in time slices (docs/decisions/0023); the transaction then
 * only locks the player, checks the target bag's discs and the limits, and inserts in batches.
 */
export function importRepository(db: Db, opts: { catalogue?: CatalogueSnapshots } = {}) {
  const catalogue = opts.catalogue ?? createCatalogueSnapshots(db);
  /** Name index of the catalogue, built once per catalogue state (its snapshot's hash). */
  let names: { hash: string; index: Promise<CatalogueNames> } | null = null;
  async function catalogueNames(): Promise<CatalogueNames> {
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
  }

  return {
    async run(
      userId: string,
      file: ParsedFile,
      target: ImportTarget,
    ): Promise<{ imported: boolean; result: ImportResult }> {
      // A bag that is not the player's answers 404 before any work on the file.
      const chosen = target.bagId === undefined ? null : await findBag(db, userId, target.bagId);
      if (target.bagId !== undefined && !chosen) throw bagNotFound();
      const plan = await planImport(
        file,
        await catalogueNames(),
        { bagId: chosen?.id ?? null, newBagName: target.newBagName },
        timeSlices(),
        await ownDiscNames(db, userId),
      );
      const answer = (
        imported: boolean,
        message: string,
        bags: Bag[],
        sameNameBags?: string[],
      ) => ({
        imported,
        result: {
          imported,
          message,
          count: imported ? plan.discs.length : 0,
          bags,
          report: plan.report,
          ...(sameNameBags ? { sameNameBags } : {}),
        },
      });
      // A turn between the plan's last slice of work and the transaction.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const made: Made = { bags: [], discs: [], ownDiscs: [] };
      const throwsToLog: ThrowToLog[] = [];
      const done = await db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        // Read again under the lock: the bag may have gone, or gained discs, since planning.
        const into = chosen ? await findBag(tx, userId, chosen.id) : null;
        if (chosen && !into) throw bagNotFound();
        if (into) {
          const inBag = await tx
            .select({ discId: userDisc.discId })
            .from(userDisc)
            .where(and(eq(userDisc.bagId, into.id), eq(userDisc.status, 'active')));
          markDiscsInBag(plan, new Set(inBag.map((d) => d.discId)));
        }
        if (!plan.ok) return answer(false, IMPORT_REFUSED, []);
        // A repeat import: a new bag named as one of the player's is asked about, or numbered.
        const finalName = new Map<string, string>();
        if (!into) {
          const taken = new Set(
            (await tx.select({ name: bag.name }).from(bag).where(eq(bag.userId, userId))).map((b) =>
              nameKey(b.name),
            ),
          );
          const same = [...plan.groups.keys()].filter((name) => taken.has(nameKey(name)));
          if (same.length > 0 && target.sameNameBags !== 'new') {
            return answer(false, sameNameMessage(same), [], same);
          }
          for (const name of same) {
            const free = freeBagName(name, taken);
            taken.add(nameKey(free));
            finalName.set(name, free);
          }
        }
        // Own discs made since the plan (another request) are used, not made twice.
        const byKey = await ownIdsByKey(tx, userId);
        const ownIds = new Map<string, string>();
        const toMake = [...plan.newOwnDiscs].filter(([placeholder, d]) => {
          const made = byKey.get(discKey(d.brand, d.name));
          if (made) ownIds.set(placeholder, made);
          return !made;
        });
        await checkImportLimits(tx, userId, {
          newBags: into ? 0 : plan.groups.size,
          into,
          groups: plan.groups,
          ownDiscs: toMake.length,
        });
        if (target.dryRun) {
          return answer(false, `Ready to import ${plan.discs.length} discs.`, []);
        }
        for (const [placeholder, fields] of toMake) {
          const id = newOwnDiscId();
          await tx
            .insert(ownDisc)
            .values({ id, userId, ...storedFields({ ...fields, stability: null }) });
          ownIds.set(placeholder, id);
          made.ownDiscs.push(id);
        }
        const discIdOf = (id: string) => (id.startsWith(NEW_OWN_PREFIX) ? ownIds.get(id)! : id);
        for (const d of plan.discs) d.discitId = discIdOf(d.discitId);
        const bags: Bag[] = [];
        // The plan decided what is a duplicate; each active disc takes the lowest copy number free.
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
            copy:
              (value.details.status ?? 'active') === 'active'
                ? arrive(bagTaken, discitId, true)
                : 1,
          }));
          // Short statements: the embedded database runs each on the event loop.
          for (let i = 0; i < values.length; i += ROWS_PER_INSERT) {
            await insertDiscRows(tx, values.slice(i, i + ROWS_PER_INSERT));
          }
          for (const v of values) made.discs.push(v.id);
          // Each disc's logged throws go under the disc just made (decision 0030), after this
          // transaction, in slices (insertThrowsInSlices), their rows made a slice at a time.
          discs.forEach(({ throws: logged }, i) => {
            for (const t of logged) throwsToLog.push({ userDiscId: values[i]!.id, logged: t });
          });
        }
        const n = plan.discs.length;
        return answer(true, `Imported ${n} ${n === 1 ? 'disc' : 'discs'}.`, bags);
      });
      if (done.imported && throwsToLog.length > 0) {
        await insertThrowsInSlices(db, userId, throwsToLog, made);
      }
      return done;
    },
  };
}

/** A throw of the file and the new disc it goes under. */
interface ThrowToLog {
  userDiscId: string;
  logged: PlannedDisc['throws'][number];
}

/** A throw's row, with a new id (decision 0030), by the throw PUT's own mapping. */
const throwRowOf = (userId: string, { userDiscId, logged }: ThrowToLog) => ({
  id: newId(),
  userId,
  ...throwColumns(logged, userDiscId),
});

/** What an import made before its throws: undone if they cannot all be inserted. */
interface Made {
  bags: string[];
  discs: string[];
  ownDiscs: string[];
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
 * counts); if a slice fails, what the import made (its discs with their throws, its new bags and
 * own discs) is deleted in one transaction and the error answered: all or nothing, as before,
 * though a read meanwhile may see part of the import's throws.
 */
async function insertThrowsInSlices(
  db: Db,
  userId: string,
  throws: readonly ThrowToLog[],
  made: Made,
): Promise<void> {
  try {
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
  } catch (err) {
    await db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
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
  },
): Promise<void> {
  const { newBags, into, groups, ownDiscs } = change;
  let discs = 0;
  let textBytes = 0;
  let throws = 0;
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
