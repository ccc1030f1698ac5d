/**
 * The props every list of discs that opens one takes: the catalogue's table and cards, the
 * dashboard's recent discs.
 */
export interface OpenableDiscs<T> {
  discs: readonly T[];
  /** Opens the disc (its modal). */
  onOpen: (disc: T) => void;
}
