// Setup file of the security project: every property in a test file runs from one seed,
// printed so that a failure can be replayed with FUZZ_SEED.
import fc from 'fast-check';
import { fuzzSeed } from './fuzz-seed';

const seed = fuzzSeed();
fc.configureGlobal({ seed });
console.log(`fast-check seed ${seed} (replay with FUZZ_SEED=${seed})`);
