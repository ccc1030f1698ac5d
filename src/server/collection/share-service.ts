/**
 * The rules of a bag's public link (docs/decisions/0015): a token of 32 random bytes; another
 * player's bag, a missing one and a malformed id are the same 404 Bag not found; landings shown
 * only when the link is on (409 otherwise) and the owner said so; an unknown, revoked, replaced
 * or malformed token is 404 with the shared page's message. The queries are
 * share-repository.ts's.
 */
import { randomBytes } from 'node:crypto';
import {
  SHARE_NOT_FOUND,
  SHARE_OFF,
  SHARE_TOKEN_PATTERN,
  sharePath,
  type BagShare,
  type SharedBag,
} from '../../core/schemas/share';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import { ApiError } from '../http/errors';
import { bagNotFound } from './collection-errors';
import { shareRepository, type ShareRow } from './share-repository';

/** 32 bytes (256 bits) from the operating system's cryptographic source, base64url: 43 chars. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The link as its owner reads it. */
function toShare(row: ShareRow | null): BagShare {
  if (!row) return { enabled: false };
  return {
    enabled: true,
    token: row.token,
    path: sharePath(row.token),
    createdAt: row.createdAt.toISOString(),
    showThrows: row.showThrows,
  };
}

/** The id of the player's bag: a malformed one is a missing bag (before a body is read). */
export function ownBagId(bagId: string): string {
  if (!isUuid(bagId)) throw bagNotFound();
  return bagId;
}

/** The link itself, or 404 Bag not found when the bag is not the player's (`undefined`). */
function found<T>(row: T | undefined): T {
  if (row === undefined) throw bagNotFound();
  return row;
}

/** Bags' public links: the owner's reads and changes, and the bag a friend sees. */
export function shareService(db: Db) {
  const shares = shareRepository(db);
  return {
    async get(userId: string, bagId: string): Promise<BagShare> {
      return toShare(found(await shares.get(userId, ownBagId(bagId))));
    },

    /** Turns the link on; an existing link is kept. */
    async enable(userId: string, bagId: string): Promise<BagShare> {
      return toShare(found(await shares.enable(userId, ownBagId(bagId), newShareToken())));
    },

    /** A new link; the old token stops matching at once. */
    async rotate(userId: string, bagId: string): Promise<BagShare> {
      return toShare(found(await shares.rotate(userId, ownBagId(bagId), newShareToken())));
    },

    /** Whether the link shows measured landings; 409 share_off when the link is off. */
    async setShowThrows(userId: string, bagId: string, on: boolean): Promise<BagShare> {
      const row = found(await shares.showThrows(userId, ownBagId(bagId), on));
      if (row === null) throw new ApiError(409, 'share_off', SHARE_OFF);
      return toShare(row);
    },

    async disable(userId: string, bagId: string): Promise<void> {
      if (!(await shares.disable(userId, ownBagId(bagId)))) throw bagNotFound();
    },

    /** The bag behind a token as a friend sees it, with its discs' landings when shown. */
    async read(token: string): Promise<SharedBag> {
      const head = SHARE_TOKEN_PATTERN.test(token) ? await shares.head(token) : null;
      if (!head) throw new ApiError(404, 'not_found', SHARE_NOT_FOUND);
      const discs = await shares.discs(head.bagId);
      const landings = head.showThrows ? await shares.landings(discs.map((d) => d.id)) : null;
      return {
        name: head.name,
        description: head.description,
        owner: { name: head.owner },
        discs: discs.map(({ id, shared }) =>
          landings ? { ...shared, landings: landings.get(id) ?? [] } : shared,
        ),
      };
    },
  };
}
