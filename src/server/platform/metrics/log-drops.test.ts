import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { countLogDrops } from './log-drops';

describe('pickem_log_lines_dropped_total', () => {
  it("reports the destination's count as it stands at each scrape", async () => {
    const registry = new Registry();
    let dropped = 0;
    countLogDrops(registry, () => dropped);
    expect(await registry.metrics()).toMatch(/^pickem_log_lines_dropped_total 0$/m);
    dropped = 1234;
    expect(await registry.metrics()).toMatch(/^pickem_log_lines_dropped_total 1234$/m);
  });
});
