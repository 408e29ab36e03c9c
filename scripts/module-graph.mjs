#!/usr/bin/env node
// Which server module imports which (apps/server/src/modules/<module>/, tests left out), and the cycles between
// them. `node scripts/module-graph.mjs [server-src-dir]`; exits 1 when two modules import each other.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const source = resolve(process.argv[2] ?? 'apps/server/src');
const modulesDir = join(source, 'modules');
const moduleOf = (file) => {
  const inside = relative(modulesDir, file);
  return inside.startsWith('..') ? undefined : inside.split(sep)[0];
};

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
  }
};
walk(modulesDir);

const edges = new Map();
for (const file of files) {
  const from = moduleOf(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
    const to = moduleOf(resolve(dirname(file), specifier));
    if (to && to !== from) {
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
}

const modules = [...new Set([...files.map(moduleOf)])].sort();
for (const module of modules) {
  const targets = [...(edges.get(module) ?? [])].sort();
  console.log(`${module} → ${targets.length > 0 ? targets.join(', ') : '—'}`);
}
const cycles = modules.flatMap((a) =>
  [...(edges.get(a) ?? [])].filter((b) => a < b && edges.get(b)?.has(a)).map((b) => `${a} ⇄ ${b}`),
);
console.log(
  `\n${modules.length} modules, ${[...edges.values()].reduce((n, set) => n + set.size, 0)} arrows, cycles: ${cycles.length > 0 ? cycles.join(', ') : 'none'}`,
);
process.exitCode = cycles.length > 0 ? 1 : 0;
