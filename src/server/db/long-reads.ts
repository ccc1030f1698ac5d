/**
 * Long reads in turns (decision 0039). Embedded PGlite runs a statement on the event loop and its
 * promise settles without giving the loop a turn, so a read that awaits one statement after
 * another holds every other request until it ends; and five such reads at once keep five
 * statements queued on its one connection ahead of health's `select 1`.
 */

/** Lets the requests that arrived meanwhile run (a macrotask: PGlite's queries resolve without one). */
export const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One slice of a long read at a time in this process, whoever reads: five players' (or one
 * player's five) long reads take turns a slice each, so a request that arrives meanwhile waits
 * behind one slice's statements, never behind one of each read. Waiters are served in their
 * order of arrival.
 */
export function sliceTurns() {
  let last: Promise<void> = Promise.resolve();
  let started = 0;
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      const before = last;
      let done!: () => void;
      last = new Promise<void>((resolve) => (done = resolve));
      try {
        await before;
        // A turn of the event loop first: the slice before may have been one of a chain of
        // PGlite answers that never gave one, and requests that arrived meanwhile go first.
        await letOthersRun();
        started++;
        return await work();
      } finally {
        done();
      }
    },
    /** Slices started in this process so far (what the tests count). */
    get started() {
      return started;
    },
  };
}

/** The process's long reads: the throw log's whole-log slices and the pages of rounds. */
export const longReads = sliceTurns();
