import { HttpError } from '../lib/http';
import { failedOffline, OFFLINE_WRITE_MESSAGE } from '../lib/offline-message';

/** The operations on a player's collection the UI performs: bags, their discs, and disc photos. */
export type CollectionOperation =
  | 'fetchBags'
  | 'fetchDiscs'
  | 'createBag'
  | 'updateBag'
  | 'deleteBag'
  | 'addDisc'
  | 'updateDisc'
  | 'removeDisc'
  | 'moveDiscs'
  | 'copyDiscs'
  | 'duplicateBag'
  | 'importDiscs'
  | 'uploadPhoto'
  | 'removePhoto';

/** The product's failure message for each operation. */
export const COLLECTION_FAILURE_MESSAGES: Record<CollectionOperation, string> = {
  fetchBags: 'Failed to fetch bags. Please try again.',
  fetchDiscs: 'Failed to fetch discs. Please try again.',
  createBag: 'Failed to create bag. Please try again.',
  updateBag: 'Failed to update bag. Please try again.',
  deleteBag: 'Failed to delete bag. Please try again.',
  addDisc: 'Failed to add disc to bag. Please try again.',
  updateDisc: 'Failed to update disc. Please try again.',
  removeDisc: 'Failed to remove disc from bag. Please try again.',
  moveDiscs: 'Failed to move the discs. Please try again.',
  copyDiscs: 'Failed to copy the discs. Please try again.',
  duplicateBag: 'Failed to duplicate the bag. Please try again.',
  importDiscs: 'Failed to import the file. Please try again.',
  uploadPhoto: 'Failed to upload the photo. Please try again.',
  removePhoto: 'Failed to remove the photo. Please try again.',
};

/** The product's "must be signed in" message for each write. */
export const LOGIN_REQUIRED_MESSAGES: Partial<Record<CollectionOperation, string>> = {
  createBag: 'User must be logged in to create a bag',
  updateBag: 'User must be logged in to update a bag',
  deleteBag: 'User must be logged in to delete a bag',
  addDisc: 'User must be logged in to add a disc to a bag',
  updateDisc: 'User must be logged in to update a disc',
  removeDisc: 'User must be logged in to remove a disc from a bag',
  moveDiscs: 'User must be logged in to move discs',
  copyDiscs: 'User must be logged in to copy discs',
  duplicateBag: 'User must be logged in to duplicate a bag',
  importDiscs: 'User must be logged in to import discs',
  uploadPhoto: 'User must be logged in to add a photo of a disc',
  removePhoto: 'User must be logged in to remove a photo of a disc',
};

const READS = new Set<CollectionOperation>(['fetchBags', 'fetchDiscs']);

/** 409 answers whose message is meant for the player: a duplicate disc, a per-player limit. */
const CONFLICTS_IN_SERVER_WORDS = new Set(['duplicate_disc', 'limit_reached']);

/**
 * The message a user sees when an operation fails: the server's words for a duplicate disc or a
 * reached limit (409), for bad input (400 with per-field messages: the first one) and for a write
 * without a session (401); otherwise the product's 'Failed to … Please try again.' for the operation.
 */
export function collectionErrorMessage(op: CollectionOperation, err: unknown): string {
  if (err instanceof CollectionRequestError) return err.message;
  // A write without a connection says the player is offline; reads keep the spec's words.
  if (!READS.has(op) && failedOffline(err)) return OFFLINE_WRITE_MESSAGE;
  if (err instanceof HttpError) {
    if (err.status === 409 && CONFLICTS_IN_SERVER_WORDS.has(err.code) && err.message) {
      return err.message;
    }
    if (err.status === 413 && err.message) return err.message;
    // The photo queue is full: the server says when to try again (decision 0016).
    if (err.status === 503 && err.code === 'busy' && err.message) return err.message;
    const firstField = err.status === 400 && err.fields ? Object.values(err.fields)[0] : undefined;
    if (firstField) return firstField;
    const login = LOGIN_REQUIRED_MESSAGES[op];
    if (err.status === 401 && login) return login;
  }
  return COLLECTION_FAILURE_MESSAGES[op];
}

/** What a bag hook's query or mutation fails with: the message to show, plus the details. */
export class CollectionRequestError extends Error {
  override readonly name = 'CollectionRequestError';
  constructor(
    readonly op: CollectionOperation,
    message: string,
    /** HTTP status; 0 when no answer came (offline, refused, timed out); null for other errors. */
    readonly status: number | null,
    /** Per-field messages of a 400 answer, for forms. */
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown },
    /** The server's error code (duplicate_disc, limit_reached…), when it answered one. */
    readonly code?: string,
  ) {
    super(message, options);
  }

  /** The disc is already in the bag: the player may add another copy (docs/decisions/0014). */
  get isDuplicate(): boolean {
    return this.status === 409 && this.code === 'duplicate_disc';
  }
}

export function toCollectionError(op: CollectionOperation, err: unknown): CollectionRequestError {
  if (err instanceof CollectionRequestError) return err;
  const http = err instanceof HttpError ? err : null;
  return new CollectionRequestError(
    op,
    collectionErrorMessage(op, err),
    http?.status ?? null,
    http?.fields,
    { cause: err },
    http?.code,
  );
}

/** Runs a call and turns whatever it throws into a CollectionRequestError for `op`. */
export async function guard<T>(op: CollectionOperation, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw toCollectionError(op, err);
  }
}

/** Fails a write up front, without a request, when nobody is signed in. */
export function requireUserId(op: CollectionOperation, userId: string | null): string {
  if (userId === null) {
    throw new CollectionRequestError(op, LOGIN_REQUIRED_MESSAGES[op] ?? COLLECTION_FAILURE_MESSAGES[op], 401);
  }
  return userId;
}

/** A write: refused up front when nobody is signed in, its failures in the product's words for `op`. */
export function guardWrite<T>(
  op: CollectionOperation,
  userId: string | null,
  call: () => Promise<T>,
): Promise<T> {
  return guard(op, () => {
    requireUserId(op, userId);
    return call();
  });
}
