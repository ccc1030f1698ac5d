import { and, eq } from 'drizzle-orm';
import type { Bag } from '../../core/bag-types';
import {
  IMPORT_REFUSED,
  planImport,
  type ParsedFile,
  type PlannedDisc,
} from '../../core/collection/import-plan';
import type { ImportResult } from '../../core/api/collection-routes';
import { detailTextBytes } from '../../core/collection/disc-fields';
import { extraBytes, parseUserDiscInput } from '../../core/schemas/user-disc';
import type { Db } from '../db/client';
import { bag, disc, userDisc } from '../db/schema';
import { bagNotFound } from './collection-errors';
import { isUuid, newId } from '../db/ids';
import { lockPlayer } from './player-lock';
import { enforceLimits } from './player-usage';
import { detailColumns } from './user-disc-rows';
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
        await checkImportLimits(tx, userId, {
          newBags: existingBag ? 0 : groups.size,
          into: existingBag,
          groups,
        });
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
  },
): Promise<void> {
  const { newBags, into, groups } = change;
  let discs = 0;
  let textBytes = 0;
  const intoBags = new Map<string, number>();
  const newBagSizes: number[] = [];
  for (const planned of groups.values()) {
    discs += planned.length;
    if (into) intoBags.set(into.id, (intoBags.get(into.id) ?? 0) + planned.length);
    else newBagSizes.push(planned.length);
    for (const d of planned) {
      const parsed = parseUserDiscInput(
        { ...d.body, bagId: 'import', discitId: d.discitId },
        'create',
      );
      if (parsed.ok)
        textBytes += extraBytes(parsed.value.extra) + detailTextBytes(parsed.value.details);
    }
  }
  await enforceLimits(tx, userId, { bags: newBags, discs, intoBags, newBagSizes, textBytes });
}
