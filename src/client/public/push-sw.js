// Loaded by the generated service worker (importScripts): Web Push, and the player's own data for offline use.
// Plain JavaScript because the worker imports it as it is.

const PLAYER_CACHE = 'pickem-player';
const DATA_PREFIX = 'pickem-data-';

/** The player the page says is signed in (it writes this on sign-in and removes it on sign-out). */
async function currentPlayer() {
  const hit = await (await caches.open(PLAYER_CACHE)).match('/__player');
  return hit ? hit.text() : null;
}

// Data calls go to the network first. A copy is kept in a cache named for the signed-in player only, and
// served from there only while the network fails and the same player is signed in; signing out deletes them.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (!url.pathname.startsWith('/trpc/') && !url.pathname.startsWith('/api/')) return;
  event.respondWith(
    (async () => {
      const player = await currentPlayer();
      try {
        const response = await fetch(request);
        if (player && response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(DATA_PREFIX + player).then((cache) => cache.put(request, copy)));
        }
        return response;
      } catch (error) {
        const cached = player ? await (await caches.open(DATA_PREFIX + player)).match(request) : undefined;
        if (cached) return cached;
        throw error;
      }
    })(),
  );
});

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || "Streak Pick'em", {
      body: message.body || '',
      tag: message.tag,
      icon: '/icons/icon-192.png',
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if ('focus' in client) {
          await client.focus();
          if ('navigate' in client) await client.navigate(target);
          return;
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
