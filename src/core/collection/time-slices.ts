/**
 * Long work in slices, so that one import never holds the event loop (and every other request)
 * for long: `due()` turns true once the current slice has run its budget, `pause()` lets the
 * waiting work run and starts the next slice.
 */
export interface Slices {
  due(): boolean;
  pause(): Promise<void>;
}

/** Slices of `budgetMs` of work each, with a timer turn between them (I/O runs meanwhile). */
export function timeSlices(budgetMs = 10): Slices {
  let start = performance.now();
  return {
    due: () => performance.now() - start >= budgetMs,
    pause: () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          start = performance.now();
          resolve();
        }, 0),
      ),
  };
}

/** No slicing: for callers that run nothing else meanwhile (a script, a test of the rules). */
export const unsliced: Slices = { due: () => false, pause: () => Promise.resolve() };
