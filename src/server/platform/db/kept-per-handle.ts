import type { DB } from './client';

/**
 * What a service keeps between calls (a locked game's pick counts, a league's member ids, a closed week's board)
 * is kept per database handle: ids mean nothing in another database (tests open many, a benchmark two), and a
 * transaction sees its own writes, so nothing is kept for one (the getter gives undefined and the caller reads).
 * The store is made on a handle's first use and goes with the handle.
 */
export function keptPerHandle<Store extends object>(
  make: () => Store,
): (db: DB | undefined) => Store | undefined {
  const stores = new WeakMap<DB, Store>();
  return (db) => {
    if (!db || db.isTransaction) return undefined;
    let store = stores.get(db);
    if (!store) {
      store = make();
      stores.set(db, store);
    }
    return store;
  };
}
