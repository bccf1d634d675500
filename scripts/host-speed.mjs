// Prints how long this host takes for a fixed piece of JavaScript work, so that a suite's
// time in a CI log can be read against the speed of the machine that ran it: the same
// commit's `npm test` has taken 4.5 minutes on one day and 9 on another on this kind of
// 2-core machine (docs/DECISIONS.md, "`npm test`'s time"). The work is what the test suites
// do most (objects built, serialised, parsed and sorted; the garbage collector kept busy),
// on one core. Lower is faster; the median of seven rounds steadies a noisy neighbour.

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
