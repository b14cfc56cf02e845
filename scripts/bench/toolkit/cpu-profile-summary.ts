import { readFileSync } from 'node:fs';

// What a `node --cpu-prof` profile spent its time on: self time by function and by package (or file of
// src/), the heaviest first.   npx tsx scripts/bench/toolkit/cpu-profile-summary.ts .tmp/profiles/CPU....cpuprofile
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const profile = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

const where = (url: string) => {
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return url;
  if (url === '') return '(native/gc/idle)';
  return url.replace(/^.*\/build\/server\//, 'build/server/');
};
const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  const fn = `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  byPlace.set(where(url), (byPlace.get(where(url)) ?? 0) + us);
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([k, us]) =>
        `${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`,
    )
    .join('\n');
console.log(
  `total ${(total / 1000).toFixed(0)} ms sampled\n\nby place:\n${top(byPlace, 25)}\n\nby function:\n${top(byFunction, 40)}`,
);
