// `npm audit --omit=dev`, read by a program: fails on any high or critical advisory in what `npm start`
// installs, prints the counts by severity, and says plainly when the registry's advisory service could not
// be asked (some networks allow the registry's GETs but not the audit POST), instead of passing silently.
// Usage: node scripts/ci/audit.mjs        (exit 0: no high/critical or not reachable, 1: found some)
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit printed no report (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.message ?? report.error?.summary ?? 'no advisory data in the answer';
  console.warn(`npm audit: NOT CHECKED, the advisory service did not answer: ${reason}`);
  process.exit(0);
}

const line = ['info', 'low', 'moderate', 'high', 'critical'].map((s) => `${s} ${counts[s] ?? 0}`).join(', ');
console.log(`npm audit --omit=dev: ${line}`);
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === 'high' || v.severity === 'critical')
      console.log(`  ${v.severity}: ${name} ${v.range}`);
  }
  process.exit(1);
}
