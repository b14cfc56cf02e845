import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type Query,
  QueryClient,
} from '@tanstack/react-query';

/** A query's first fetch, still on its way: it has no data yet. */
const firstFetchOnItsWay = (query: Query) =>
  query.state.data === undefined && query.state.fetchStatus === 'fetching';

/**
 * Every invalidation follows a write (a pick, an admin's change) or an event that says one happened. TanStack
 * Query cancels a refetch of a query that already has data, but hands a query's first fetch, still on its way,
 * to the invalidation as its answer: a fetch that may have left before the write. A pick made while the day's
 * pick count was first loading showed "0 of 3 used" until the next reload (the live count it missed had found
 * no data to update). Those first fetches are cancelled, so the invalidation asks again.
 */
class InvalidationAsksAgain extends QueryClient {
  override async invalidateQueries(
    filters?: InvalidateQueryFilters,
    options?: InvalidateOptions,
  ): Promise<void> {
    const predicate = filters?.predicate;
    await this.cancelQueries({
      ...filters,
      predicate: (query) => firstFetchOnItsWay(query) && (predicate ? predicate(query) : true),
    });
    return super.invalidateQueries(filters, options);
  }
}

/** No retries, no refetch on focus, data never stale unless a query says otherwise. */
export function createQueryClient(): QueryClient {
  return new InvalidationAsksAgain({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}
