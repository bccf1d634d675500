// How long this host takes for a fixed piece of JavaScript work, which CI prints beside
// `npm test` and the bench records in its history: the same commit's suite takes far longer
// on a slow day of a shared machine than on a quick one (docs/decisions/0034-test-suites-time.md).
// The work is what the test suites do most (objects built, serialised, parsed and sorted; the
// garbage collector kept busy), on one core; lower is faster. A hint, not a measure: on a
// shared machine it moves from one second to the next, which the median of seven rounds only
// partly steadies.

const ROUNDS = 7;
const RECORDS = 50_000;

function oneRound() {
  const started = performance.now();
  const records = Array.from({ length: RECORDS }, (_, index) => ({
    id: index,
    name: `Student ${(index * 7919) % RECORDS}`,
    scores: [index % 97, index % 89, index % 83],
  }));
  const copy = JSON.parse(JSON.stringify(records));
  copy.sort((a, b) => a.name.localeCompare(b.name));
  return performance.now() - started;
}

const times = Array.from({ length: ROUNDS }, oneRound).sort((a, b) => a - b);
const median = times[Math.floor(ROUNDS / 2)];
console.log(`host speed probe: ${Math.round(median)} ms (median of ${ROUNDS}; lower is faster)`);
