import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { navigations } from '../../../api/navigations';
import { appOpenApiDocument } from '../../../api/reference';
import { projectPath } from '../../project-path';
import type { OpenApiDocument } from './document';
import { openApiPath } from './operation';

// Redocly's recommended lint of /api/openapi.json (redocly.yaml at the root says which rules are off and why):
// no error and no warning. The CLI is @redocly/cli, run offline (no telemetry, no update check) on the document
// as the server builds it, with and without APP_ORIGIN.

const run = promisify(execFile);
const dir = mkdtempSync(path.join(os.tmpdir(), 'pickem-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

async function lint(doc: OpenApiDocument, name: string): Promise<LintReport> {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(doc));
  const cli = projectPath('node_modules/@redocly/cli/bin/cli.js');
  const args = [cli, 'lint', file, '--config', projectPath('redocly.yaml'), '--format', 'json'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // A problem makes the CLI exit with 1; its report is on stdout either way.
  const { stdout } = await run(process.execPath, args, { env, maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return JSON.parse(stdout) as LintReport;
}

const readable = (report: LintReport) =>
  report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);

describe("Redocly's recommended lint of /api/openapi.json", () => {
  it.each([
    ['without APP_ORIGIN', undefined],
    ['with APP_ORIGIN', 'https://picks.pickem.test'],
  ])('finds nothing %s', { timeout: 60_000 }, async (_label, origin) => {
    const report = await lint(appOpenApiDocument(origin), `openapi-${origin ? 'origin' : 'relative'}.json`);
    expect(readable(report)).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it('names the server a third-party client calls: APP_ORIGIN when set, else the origin it was read from', () => {
    expect(appOpenApiDocument().servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(appOpenApiDocument('https://picks.pickem.test/').servers).toEqual([
      { url: 'https://picks.pickem.test', description: expect.any(String) },
    ]);
  });

  it('has a 2XX on every operation but the two navigations (the rule redocly.yaml turns off for them)', () => {
    const doc = appOpenApiDocument();
    const navs = new Set(navigations.map((n) => `get ${openApiPath(n.url)}`));
    const without = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => !Object.keys(op.responses as object).some((s) => /^2\d\d$/.test(s)))
        .map(([method]) => `${method} ${p}`),
    );
    expect(without.sort()).toEqual([...navs].sort());
  });
});
