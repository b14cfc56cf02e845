// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { afterFirstScreen, needQuietPartsNow, showFirstScreen } from './first-screen';

// One module instance per file: the first test sees the promise settle by the first screen; the second, already
// settled, checks that a part asked for later is fetched at once.
describe('the parts fetched after the first screen', () => {
  it('are not fetched before the first screen has painted, and are once it has', async () => {
    let fetched = 0;
    const load = afterFirstScreen(async () => {
      fetched += 1;
      return 'the part';
    });
    const part = load();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetched).toBe(0);
    showFirstScreen();
    expect(await part).toBe('the part');
    expect(fetched).toBe(1);
  });

  it('come at once when something must show now', async () => {
    needQuietPartsNow();
    expect(await afterFirstScreen(async () => 'now')()).toBe('now');
  });
});
