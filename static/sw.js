// Minimax Lab service worker: after one visit the app works offline.
// Pages are fetched from the network first (so a new build shows at once)
// and fall back to the cache; the hashed CSS never changes under its name,
// so it comes from the cache first. Works under any sub-path.
const CACHE = 'minimax-lab-v4';
// The app's builds (one per language, index.html's loader starts one), the
// on-demand module and the worksheet's styles keep their names from build to build (Trunk does
// not hash them), so they are fetched network first, like pages, and all
// cached for offline use at install: another language or the module works
// offline even if this visit never used it.
const UNHASHED = ['', '-tr', '-ja', '-zh']
  .flatMap((lang) => [`./minimax-lab${lang}.js`, `./minimax-lab${lang}_bg.wasm`])
  .concat(['./minimax-extras.js', './minimax-extras_bg.wasm', './worksheet.css']);
const unhashed = (url) => UNHASHED.some((u) => new URL(u, self.registration.scope).href === url);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Cache the page and every asset it names (Trunk hashes their names).
      const response = await fetch('./', { cache: 'no-cache' });
      const html = await response.clone().text();
      await cache.put('./', response);
      // Quoted or not (the release build's HTML is minified).
      const assets = [...html.matchAll(/(?:href|src)=["']?([^"'\s>]+\.(?:js|wasm|css|svg))/g)].map((m) => m[1]);
      const wasm = [...html.matchAll(/['"]([^'"]+_bg\.wasm)['"]/g)].map((m) => m[1]);
      // addAll rejects duplicates, so compare full URLs ('x' and './x' are one).
      // embed.js is for slide decks (which load it by its plain name).
      const urls = [...assets, ...wasm, './favicon.svg', './embed.js', ...UNHASHED].map((u) => new URL(u, self.registration.scope).href);
      await cache.addAll([...new Set(urls)]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (unhashed(request.url)) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          if (response.ok) caches.open(CACHE).then((cache) => cache.put(request, copy));
          return response;
        })
        .catch(async () => (await caches.match(request)) ?? Response.error()),
    );
    return;
  }
  if (request.mode === 'navigate') {
    // The app reads its state from the query string: any page URL is the app.
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put('./', copy));
          return response;
        })
        .catch(async () => (await caches.match('./')) ?? Response.error()),
    );
    return;
  }
  event.respondWith(
    (async () => {
      const cached = await caches.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
      return response;
    })(),
  );
});
