/** One record left out of an import: its position in the input and why. */
export interface RejectedRecord {
  index: number;
  id?: string;
  name?: string;
  reason: string;
}

/**
 * An import or sync that stored nothing: the input as a whole is unusable (not JSON, not an array,
 * too large, unreachable) or too many of its records were rejected. The message is meant for the
 * operator as it is.
 */
export class CatalogueError extends Error {
  constructor(
    message: string,
    readonly rejected: readonly RejectedRecord[] = [],
  ) {
    super(message);
    this.name = 'CatalogueError';
  }
}
