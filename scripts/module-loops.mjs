// Fails when API modules import each other in a loop (docs/ARCHITECTURE.md, "The arrows").
// madge and import-x/no-cycle see loops between files; a loop between rooms can pass through
// different files of each module (auth's sessions import users' model while users' service
// imports auth's mail), so this collapses madge's file graph into one node per module and
// looks for loops there. Part of `npm run lint:cycles`.
import madge from 'madge';

const SOURCE = 'apps/api/src';
const roomOf = (file) => /^modules\/([^/]+)\//.exec(file)?.[1];

/** room → room → the file imports that make that arrow. */
function roomArrows(fileGraph) {
  const arrows = new Map();
  for (const [file, imports] of Object.entries(fileGraph)) {
    const from = roomOf(file);
    if (!from) continue;
    for (const imported of imports) {
      const to = roomOf(imported);
      if (!to || to === from) continue;
      if (!arrows.has(from)) arrows.set(from, new Map());
      const targets = arrows.get(from);
      targets.set(to, [...(targets.get(to) ?? []), `${file} → ${imported}`]);
    }
  }
  return arrows;
}

/** The groups of rooms that reach each other (Tarjan's strongly connected components). */
function loopsOf(arrows) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const loops = [];
  let next = 0;
  const visit = (room) => {
    index.set(room, next);
    low.set(room, next++);
    stack.push(room);
    for (const to of arrows.get(room)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room), low.get(to)));
      } else if (stack.includes(to)) low.set(room, Math.min(low.get(room), index.get(to)));
    }
    if (low.get(room) !== index.get(room)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      group.push(member);
    } while (member !== room);
    if (group.length > 1) loops.push(group.sort());
  };
  for (const room of arrows.keys()) if (!index.has(room)) visit(room);
  return loops;
}

const graph = await madge(SOURCE, {
  fileExtensions: ['ts'],
  tsConfig: 'tsconfig.base.json',
  // A module's tests may arrange data with another module's model; only the code is a room.
  excludeRegExp: [/__tests__/, /\.test\.ts$/],
});
const arrows = roomArrows(graph.obj());
const loops = loopsOf(arrows);
for (const loop of loops) {
  console.error(`API modules in an import loop: ${loop.join(', ')}`);
  for (const from of loop) {
    for (const [to, why] of arrows.get(from) ?? []) {
      if (loop.includes(to)) console.error(`  ${from} → ${to}: ${why.join('; ')}`);
    }
  }
}
if (loops.length > 0) {
  console.error(
    'Lend what one module needs of another in routes.ts instead (docs/ARCHITECTURE.md).',
  );
  process.exit(1);
}
console.log(`No import loop between the ${arrows.size} API modules that import others.`);
