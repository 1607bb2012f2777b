// Minimax Lab service worker: after one visit the app works offline, for
// everything that visit used. Pages are fetched from the network first (so
// a new build shows at once) and fall back to the cache; the hashed CSS
// never changes under its name, so it comes from the cache first. Works
// under any sub-path.
//
// A considerate first visit: the install caches the page and what it names
// (the stylesheet, the icon, the deck script), not every build. The page
// then asks for its own build (the one the loader started), and, after the
// reader's first interaction, once the page is idle on a connection that
// does not ask to save data, for the on-demand module, the worksheet's
// styles and the other languages' builds (index.html). Anything else is
// cached when it is first fetched.
const CACHE = 'minimax-lab-v5';
// The app's builds (one per language, index.html's loader starts one), the
// on-demand module and the worksheet's styles keep their names from build
// to build (Trunk does not hash them), so they are fetched network first,
// like pages.
const UNHASHED = ['', '-tr', '-ja', '-zh']
  .flatMap((lang) => [`./minimax-lab${lang}.js`, `./minimax-lab${lang}_bg.wasm`])
  .concat(['./minimax-extras.js', './minimax-extras_bg.wasm', './worksheet.css']);
const full = (u) => new URL(u, self.registration.scope).href;
const unhashed = (url) => UNHASHED.some((u) => full(u) === url);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Cache the page and every asset it names (Trunk hashes their names).
      const response = await fetch('./', { cache: 'no-cache' });
      const html = await response.clone().text();
      await cache.put('./', response);
      // Quoted or not (the release build's HTML is minified); not the
      // builds, which the page asks for (see the message below).
      const assets = [...html.matchAll(/(?:href|src)=["']?([^"'\s>]+\.(?:js|css|svg))/g)].map((m) => m[1]);
      // addAll rejects duplicates, so compare full URLs ('x' and './x' are one).
      // embed.js is for slide decks (which load it by its plain name).
      const urls = [...assets, './favicon.svg', './embed.js'].map(full).filter((u) => !unhashed(u));
      await cache.addAll([...new Set(urls)]);
      // What an older worker's cache held of the builds and the module (what
      // this reader used), fetched again for this one: activating deletes
      // the old caches, and offline use must not lose what it had.
      const held = [];
      for (const key of await caches.keys()) {
        if (key !== CACHE) for (const request of await (await caches.open(key)).keys()) if (unhashed(request.url)) held.push(request.url);
      }
      await refresh(cache, [...new Set(held)]);
      await self.skipWaiting();
    })(),
  );
});

// Fetches `urls` (our unhashed files) and caches what comes, so the cache
// holds this build's copies (the network revalidates, so an unchanged file
// costs little); what does not come stays as it was.
async function refresh(cache, urls) {
  for (const url of urls.filter(unhashed)) {
    try {
      const response = await fetch(url, { cache: 'no-cache' });
      if (response.ok) await cache.put(url, response);
    } catch {
      // Offline or refused: it is cached when it is next fetched.
    }
  }
}

// `{type: 'minimax-lab:cache', urls}` from a page: caches (again) those of
// our unhashed files, then answers `{type: 'minimax-lab:cached', urls}`
// with everything the cache holds.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'minimax-lab:cache' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await refresh(cache, data.urls.map(full));
      const held = (await cache.keys()).map((r) => r.url);
      event.source?.postMessage({ type: 'minimax-lab:cached', urls: held });
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
