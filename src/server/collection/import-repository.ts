import { and, eq, sql } from 'drizzle-orm';
import type { Bag } from '../../core/bag-types';
import {
  IMPORT_REFUSED,
  planImport,
  type ParsedFile,
  type PlannedDisc,
} from '../../core/collection/import-plan';
import type { ImportResult } from '../../core/api/collection-routes';
import {
  BAG_FULL,
  MAX_BAGS_PER_PLAYER,
  MAX_DISCS_PER_BAG,
  MAX_DISCS_PER_PLAYER,
  MAX_EXTRA_BYTES_PER_PLAYER,
  TOO_MANY_BAGS,
  TOO_MANY_DISCS,
  TOO_MUCH_EXTRA,
} from '../../core/limits';
import { detailTextBytes } from '../../core/schemas/disc-details';
import { extraBytes, parseUserDiscInput } from '../../core/schemas/user-disc';
import type { Db } from '../db/client';
import { bag, disc, userDisc } from '../db/schema';
import { bagNotFound, limitReached } from './collection-errors';
import { isUuid, newId } from '../db/ids';
import { lockPlayer } from './player-lock';
import { detailColumns } from './user-disc-repository';
import { toBag } from './bag-repository';
import { arrive, insertDiscRows, takenCopies } from './copy-repository';

export const DEFAULT_IMPORT_BAG = 'Imported discs';

export interface ImportTarget {
  bagId?: string;
  newBagName?: string;
  dryRun?: boolean;
}

/**
 * Imports a read file into one existing bag, one new bag, or one new bag per bag the file names:
 * in one transaction under the player's lock, all rows or none (docs/decisions/0012).
 */
export function importRepository(db: Db) {
  return {
    async run(
      userId: string,
      file: ParsedFile,
      target: ImportTarget,
    ): Promise<{ imported: boolean; result: ImportResult }> {
      return db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        let existingBag: Bag | null = null;
        if (target.bagId !== undefined) {
          const [row] = isUuid(target.bagId)
            ? await tx
                .select()
                .from(bag)
                .where(and(eq(bag.id, target.bagId), eq(bag.userId, userId)))
            : [];
          if (!row) throw bagNotFound();
          existingBag = toBag(userId, row);
        }
        const bagNameOf = (r: { bag: string | null }) =>
          existingBag
            ? existingBag.id
            : (target.newBagName ?? r.bag ?? DEFAULT_IMPORT_BAG).slice(0, 80);
        const existing = new Set<string>();
        if (existingBag) {
          const inBag = await tx
            .select({ discId: userDisc.discId })
            .from(userDisc)
            .where(and(eq(userDisc.bagId, existingBag.id), eq(userDisc.status, 'active')));
          for (const d of inBag) existing.add(`${existingBag.id}|${d.discId}`);
        }
        const catalogue = await tx
          .select({ id: disc.id, name: disc.name, brand: disc.brand })
          .from(disc);
        const plan = planImport(file.rows, catalogue, bagNameOf, existing);
        const answer = (imported: boolean, message: string, bags: Bag[]) => ({
          imported,
          result: {
            imported,
            message,
            count: imported ? plan.discs.length : 0,
            bags,
            report: plan.report,
          },
        });
        if (!plan.ok) return answer(false, IMPORT_REFUSED, []);
        const groups = new Map<string, PlannedDisc[]>();
        for (const d of plan.discs) {
          const key = bagNameOf(d);
          groups.set(key, [...(groups.get(key) ?? []), d]);
        }
        await checkImportLimits(tx, userId, existingBag ? 0 : groups.size, existingBag, plan.discs);
        if (target.dryRun) {
          return answer(false, `Ready to import ${plan.discs.length} discs.`, []);
        }
        const bags: Bag[] = [];
        for (const [key, discs] of groups) {
          let into = existingBag;
          if (!into) {
            const name = key;
            const [row] = await tx
              .insert(bag)
              .values({
                id: newId(),
                userId,
                name,
                description: file.descriptions.get(name) ?? '',
              })
              .returning();
            into = toBag(userId, row!);
          }
          bags.push(into);
          // The plan decided what is a duplicate; each active disc takes the lowest copy number free.
          const taken = existingBag
            ? await takenCopies(tx, existingBag.id)
            : new Map<string, Set<number>>();
          const values = discs.map((d) => {
            const parsed = parseUserDiscInput(
              { ...d.body, bagId: into.id, discitId: d.discitId },
              'create',
            );
            if (!parsed.ok) throw new Error('import row changed after planning');
            const { color, extra, details } = parsed.value;
            const copy =
              (details.status ?? 'active') === 'active' ? arrive(taken, d.discitId, true) : 1;
            return {
              id: newId(),
              userId,
              bagId: into.id,
              discId: d.discitId,
              color: color!,
              extra,
              ...detailColumns(details),
              copy,
            };
          });
          await insertDiscRows(tx, values);
        }
        const n = plan.discs.length;
        return answer(true, `Imported ${n} ${n === 1 ? 'disc' : 'discs'}.`, bags);
      });
    },
  };
}

async function checkImportLimits(
  tx: Pick<Db, 'select'>,
  userId: string,
  newBags: number,
  into: Bag | null,
  discs: PlannedDisc[],
): Promise<void> {
  const [bags] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bag)
    .where(eq(bag.userId, userId));
  if ((bags?.n ?? 0) + newBags > MAX_BAGS_PER_PLAYER) throw limitReached(TOO_MANY_BAGS);
  const [used] = await tx
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      inBag: sql<number>`count(*) filter (where ${userDisc.bagId} = ${into?.id ?? null})`.mapWith(
        Number,
      ),
      bytes: sql<number>`coalesce(sum(octet_length(${userDisc.extra}::text)
          + coalesce(octet_length(${userDisc.plastic}), 0) + coalesce(octet_length(${userDisc.nickname}), 0)
          + coalesce(octet_length(${userDisc.notes}), 0) + coalesce(octet_length(${userDisc.statusNote}), 0)), 0)`.mapWith(
        Number,
      ),
    })
    .from(userDisc)
    .where(eq(userDisc.userId, userId));
  if ((used?.total ?? 0) + discs.length > MAX_DISCS_PER_PLAYER) throw limitReached(TOO_MANY_DISCS);
  const perBag = new Map<string | null, number>();
  for (const d of discs) perBag.set(d.bag, (perBag.get(d.bag) ?? 0) + 1);
  const biggest = into ? discs.length + (used?.inBag ?? 0) : Math.max(...perBag.values());
  if (biggest > MAX_DISCS_PER_BAG) throw limitReached(BAG_FULL);
  let bytes = used?.bytes ?? 0;
  for (const d of discs) {
    const parsed = parseUserDiscInput({ ...d.body, bagId: 'x', discitId: d.discitId }, 'create');
    if (parsed.ok) bytes += extraBytes(parsed.value.extra) + detailTextBytes(parsed.value.details);
  }
  if (bytes > MAX_EXTRA_BYTES_PER_PLAYER) throw limitReached(TOO_MUCH_EXTRA);
}
