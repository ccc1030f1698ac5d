/**
 * In-process change counter per database handle. Writers in this process bump it after a commit
 * so the served snapshot is rebuilt at once; changes made by other processes are noticed by the
 * snapshot's periodic version check instead.
 */
const generations = new WeakMap<object, number>();

export function catalogueGeneration(db: object): number {
  return generations.get(db) ?? 0;
}

export function notifyCatalogueChanged(db: object): void {
  generations.set(db, catalogueGeneration(db) + 1);
}
