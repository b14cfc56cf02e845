import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers of src/server (docs/design/layers.md) as a graph: no two modules import each other, and nothing
// imports a layer above it but the type of the host's dependency container, AppDeps (src/server/deps.ts), which
// every service takes and the host alone builds. dependency-cruiser checks each import; this checks the whole.

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Cruised {
  modules: { source: string; dependencies: { resolved: string; dependencyTypes: string[] }[] }[];
}

function cruise(): Cruised {
  const args = [
    CLI,
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'json',
    '--exclude',
    '[.]test[.]ts$',
  ];
  return JSON.parse(
    execFileSync(process.execPath, [...args, 'src/server'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 256 << 20,
    }),
  );
}

/** The layer of a file, bottom (0) to top (4); modules are one layer, each its own room. */
function layerOf(file: string): { rank: number; room: string } | null {
  const [, , top, name] = file.split('/');
  if (!file.startsWith('src/server/')) return null;
  if (top === 'platform') return { rank: 0, room: 'platform' };
  if (top === 'kernel') return { rank: 1, room: 'kernel' };
  if (top === 'modules') return { rank: 2, room: `modules/${name}` };
  if (top === 'workflows') return { rank: 3, room: 'workflows' };
  return { rank: 4, room: 'host' };
}

describe('the layers of the server', () => {
  const graph = cruise();
  const edges = graph.modules.flatMap((m) =>
    m.dependencies.flatMap((d) => {
      const from = layerOf(m.source);
      const to = layerOf(d.resolved);
      if (!from || !to || from.room === to.room) return [];
      return [
        { source: m.source, target: d.resolved, from, to, typeOnly: d.dependencyTypes.includes('type-only') },
      ];
    }),
  );

  it('has no two modules importing each other', () => {
    const pairs = new Set(
      edges.filter((e) => e.from.rank === 2 && e.to.rank === 2).map((e) => `${e.from.room} ${e.to.room}`),
    );
    const mutual = [...pairs].filter((p) => pairs.has(p.split(' ').reverse().join(' ')));
    expect(mutual).toEqual([]);
    // The graph is read: the modules do import the kernel and the platform.
    expect(edges.some((e) => e.from.rank === 2 && e.to.rank < 2)).toBe(true);
  });

  it('imports nothing from a layer above but the type of AppDeps', () => {
    const up = edges
      .filter((e) => e.to.rank > e.from.rank)
      .filter((e) => !(e.typeOnly && e.target === 'src/server/deps.ts'))
      .map((e) => `${e.source} -> ${e.target}${e.typeOnly ? ' (type)' : ''}`);
    expect(up).toEqual([]);
  });
});
