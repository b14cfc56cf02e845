// The service worker keeps data answers only in a cache named for the signed-in player (public/push-sw.js).
// The page tells it who that is, and removes every player's copies on sign-out or when someone else signs in.

const PLAYER_CACHE = 'pickem-player';
const DATA_PREFIX = 'pickem-data-';

const hasCaches = () => typeof window !== 'undefined' && 'caches' in window;

/** Records the signed-in player (null: nobody) and deletes the data any other player left behind. */
export async function rememberPlayer(playerId: number | null): Promise<void> {
  if (!hasCaches()) return;
  const keep = playerId === null ? null : `${DATA_PREFIX}${playerId}`;
  for (const name of await caches.keys()) {
    if (name.startsWith(DATA_PREFIX) && name !== keep) await caches.delete(name);
  }
  const store = await caches.open(PLAYER_CACHE);
  if (playerId === null) await store.delete('/__player');
  else await store.put('/__player', new Response(String(playerId)));
}

/** Sign-out: nothing the worker kept for this player stays. */
export async function forgetOfflineData(): Promise<void> {
  if (!hasCaches()) return;
  await caches.delete(PLAYER_CACHE);
  for (const name of await caches.keys()) if (name.startsWith(DATA_PREFIX)) await caches.delete(name);
}
