import { v7, validate } from 'uuid';

/**
 * A new id for a bag or a user disc: a UUIDv7 (RFC 9562), so ids made later in this process sort
 * after earlier ones, even within one millisecond. Lists are ordered by id, which makes that
 * order the order of creation.
 */
export function newId(): string {
  return v7();
}

/** True for a well-formed UUID (checked before it reaches a uuid column). */
export function isUuid(value: string): boolean {
  return validate(value);
}
