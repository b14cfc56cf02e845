import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

// A stored count and a query of it whose answer is what was stored when the fetch left, arriving 20 ms later:
// a write made while the answer travels is not in it.
let stored = 0;
const calls: number[] = [];
const countQuery = (key: string) => ({
  queryKey: [key],
  queryFn: async () => {
    const seen = stored;
    calls.push(seen);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return seen;
  },
});

/** The query watched, as a mounted screen does; `dataOnceIdle` is its data once no fetch is on its way. */
async function watch(client: QueryClient, key: string) {
  const observer = new QueryObserver(client, countQuery(key));
  const unsubscribe = observer.subscribe(() => {});
  const dataOnceIdle = async () => {
    for (let i = 0; i < 100; i++) {
      const state = client.getQueryState([key]);
      if (state?.fetchStatus === 'idle' && state.data !== undefined) return state.data;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${key} never settled`);
  };
  return { unsubscribe, dataOnceIdle };
}

afterEach(() => {
  stored = 0;
  calls.length = 0;
});

describe("the app's query client", () => {
  it('asks again when a write invalidates a query whose first fetch left before it', async () => {
    const client = createQueryClient();
    const count = await watch(client, 'count');
    expect(calls).toEqual([0]);
    stored = 1;
    await client.invalidateQueries({ queryKey: ['count'] });
    expect(await count.dataOnceIdle()).toBe(1);
    expect(calls).toEqual([0, 1]);
    count.unsubscribe();
  });

  it('without it, TanStack Query would keep the answer from before the write', async () => {
    // What the app's client exists for: if the library ever cancels such fetches itself, this fails and the
    // override can go.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const count = await watch(client, 'count');
    stored = 1;
    await client.invalidateQueries({ queryKey: ['count'] });
    expect(await count.dataOnceIdle()).toBe(0);
    expect(calls).toEqual([0]);
    count.unsubscribe();
  });

  it('leaves first fetches the invalidation does not name on their way', async () => {
    const client = createQueryClient();
    const count = await watch(client, 'count');
    const other = await watch(client, 'other');
    stored = 1;
    await client.invalidateQueries({ queryKey: ['count'] });
    expect(await count.dataOnceIdle()).toBe(1);
    expect(await other.dataOnceIdle()).toBe(0);
    expect(calls).toEqual([0, 0, 1]);
    count.unsubscribe();
    other.unsubscribe();
  });

  it('still replaces a refetch of a query that has data', async () => {
    const client = createQueryClient();
    const count = await watch(client, 'count');
    expect(await count.dataOnceIdle()).toBe(0);
    void client.refetchQueries({ queryKey: ['count'] });
    stored = 2;
    await client.invalidateQueries({ queryKey: ['count'] });
    expect(await count.dataOnceIdle()).toBe(2);
    expect(calls).toEqual([0, 0, 2]);
    count.unsubscribe();
  });
});
