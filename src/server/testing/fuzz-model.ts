import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { bag, userDisc } from '../db/schema';
import { splitAnswer } from '../../core/schemas/user-disc';
import { detailsOf } from '../collection/user-disc-rows';

interface ModelBag {
  id: string;
  name: string;
  description: string;
}
interface ModelDisc {
  id: string;
  bagId: string;
  discId: string;
  color: string;
  details: Record<string, unknown>;
  extra: Record<string, unknown>;
}
interface UserModel {
  bags: Map<string, ModelBag>;
  discs: Map<string, ModelDisc>;
}

/**
 * What each user should have stored, built only from the API's own success answers. After every
 * request the database must hold exactly this: a refused request stored nothing, and an accepted
 * one touched only the caller's own data.
 */
export class DataModel {
  private readonly users = new Map<string, UserModel>();

  constructor(userIds: string[]) {
    for (const id of userIds) this.users.set(id, { bags: new Map(), discs: new Map() });
  }

  private of(userId: string): UserModel {
    const m = this.users.get(userId);
    if (!m) throw new Error(`unknown user ${userId}`);
    return m;
  }

  /** Every bag id and disc id of every user (targets for the next requests). */
  bagIds(): string[] {
    return [...this.users.values()].flatMap((m) => [...m.bags.keys()]);
  }
  discIds(): string[] {
    return [...this.users.values()].flatMap((m) => [...m.discs.keys()]);
  }

  owns(userId: string, kind: 'bag' | 'disc', id: string): boolean {
    const m = this.of(userId);
    return kind === 'bag' ? m.bags.has(id) : m.discs.has(id);
  }

  putBag(userId: string, b: { id: string; name: string; description: string }): void {
    this.of(userId).bags.set(b.id, { id: b.id, name: b.name, description: b.description });
  }

  removeBag(userId: string, id: string): void {
    const m = this.of(userId);
    m.bags.delete(id);
    for (const [discId, d] of m.discs) if (d.bagId === id) m.discs.delete(discId);
  }

  putDisc(userId: string, answer: Record<string, unknown>): void {
    const { details, extra } = splitAnswer(answer);
    const { id, bagId, discitId, color } = answer as Record<string, string>;
    this.of(userId).discs.set(id!, {
      id: id!,
      bagId: bagId!,
      discId: discitId!,
      color: color!,
      details,
      extra,
    });
  }

  removeDisc(userId: string, id: string): void {
    this.of(userId).discs.delete(id);
  }

  /** Asserts the database holds exactly the model, user by user (two queries in all). */
  async check(t: TestApp, context: string): Promise<void> {
    const { db } = t.db.database;
    const bags = await db
      .select({ id: bag.id, userId: bag.userId, name: bag.name, description: bag.description })
      .from(bag);
    const discs = (await db.select().from(userDisc)).map((r) => ({
      id: r.id,
      userId: r.userId,
      bagId: r.bagId,
      discId: r.discId,
      color: r.color,
      details: { ...detailsOf(r) },
      extra: r.extra,
    }));
    for (const [userId, m] of this.users) {
      const stored = {
        bags: byId(bags.filter((b) => b.userId === userId).map(({ userId: _u, ...b }) => b)),
        discs: byId(discs.filter((d) => d.userId === userId).map(({ userId: _u, ...d }) => d)),
      };
      const modelled = { bags: byId(m.bags.values()), discs: byId(m.discs.values()) };
      // A deep comparison of thousands of rows after every request was most of a fuzz file's
      // time: the same text means the same data, and only a difference is compared in depth
      // (for its readable diff).
      if (canonicalJson(stored) === canonicalJson(modelled)) continue;
      expect(stored, `${context}: user ${userId}'s stored data differs from the model`).toEqual(
        modelled,
      );
    }
    const known = new Set(this.users.keys());
    expect(
      bags.concat(discs as never[]).filter((r) => !known.has(r.userId)),
      `${context}: rows of nobody`,
    ).toEqual([]);
  }
}

/** JSON with every object's keys in order, so equal data gives equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

function byId<T extends { id: string }>(xs: Iterable<T>): T[] {
  return [...xs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
