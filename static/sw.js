// Minimax Lab service worker: after one visit the app works offline, for
// everything that visit used, and a repeat visit opens from the cache at
// once (cache first), the network checked in the background.
//
// Versions. Each build of the page is a version, named by a hash of the
// page's text (the page names its stylesheet and its builds by content
// hash: .ci/stamp-builds.mjs; a new build is a new text). A version's files
// live in a cache of their own, `minimax-lab-v7:<hash>`: the page, its
// stylesheet, icon and deck script, and the builds (the app per language,
// the on-demand module, the worksheet's styles) this reader used. A page is
// served only with its own version's files: a tab keeps the version it
// opened with, and which tab runs which version is kept in the pointers
// cache, since the browser stops an idle worker
// (tests/e2e/update.test.mjs stops it).
//
// Updates. Each visit served from the cache fetches the page again in the
// background. A new text is a new version: its files are cached anew (the
// builds this reader already had, by their new names; a build whose name
// did not change is copied from the old version, not fetched), and once
// all are there the open pages hear `minimax-lab:update-ready` and say so
// (index.html); the new version opens on the next visit.
//
// A considerate first visit: the install caches the page and what it names
// (the stylesheet, the icon, the deck script), not every build. The page
// then asks for its own build (the one the loader started), and, after the
// reader's first interaction, once the page is idle on a connection that
// does not ask to save data, for the on-demand module, the worksheet's
// styles and the other languages' builds. Anything else is cached when it
// is first fetched. Works under any sub-path.
const PREFIX = 'minimax-lab-v7:';
// Which version opens next, and one fully cached but not yet opened.
const POINTERS = `${PREFIX}pointers`;
const full = (u) => new URL(u, self.registration.scope).href;
// A build: `minimax-lab-ja-<hash>.js`, `…_bg.wasm`, `minimax-extras-…`,
// `worksheet-<hash>.css` (its name without the hash is its plain name).
const BUILD = /^(.*\/(?:minimax-(?:lab(?:-[a-z]{2})?|extras)|worksheet))-[0-9a-f]{16}((?:_bg)?\.(?:wasm|js|css))$/;
const isBuild = (url) => BUILD.test(url);
const plainOf = (url) => url.replace(BUILD, '$1$2');
// A build by its plain name, as versions before hashed names (cache v6)
// held it: what a reader had there is cached again by its new name.
const PLAIN = /\/(?:minimax-(?:lab(?:-[a-z]{2})?|extras)(?:_bg\.wasm|\.js)|worksheet\.css)$/;
const wasBuild = (url) => isBuild(url) || PLAIN.test(url);
const PAGE = () => full('./');

/** The builds a page's text names, by their plain names (full URLs). */
function buildsOf(html) {
  const named = new Map();
  for (const m of html.matchAll(/\.\/((?:minimax-(?:lab(?:-[a-z]{2})?|extras)|worksheet)-[0-9a-f]{16}(?:(?:_bg)?\.(?:wasm|js|css)))/g)) {
    const url = full(`./${m[1]}`);
    named.set(plainOf(url), url);
  }
  return named;
}

/** A version's name: the hash of its page's text. */
async function versionOf(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return PREFIX + hex;
}

async function pointer(name) {
  const found = await (await caches.open(POINTERS)).match(full(`./__${name}`));
  return found ? found.text() : null;
}

async function setPointer(name, value) {
  const pointers = await caches.open(POINTERS);
  if (value === null) await pointers.delete(full(`./__${name}`));
  else await pointers.put(full(`./__${name}`), new Response(value));
}

/**
 * Which version each open page runs: kept in memory and in the pointers
 * cache, since the browser stops an idle worker and its memory with it (a
 * page would then be served another version's files, and its own version
 * deleted as unused).
 */
const clientVersion = new Map();
const tabKey = (id) => full(`./__tab/${encodeURIComponent(id)}`);
// A page just navigated to may not be listed among the clients yet.
const TAB_GRACE_MS = 60_000;

async function versionOfTab(id) {
  if (!id) return null;
  if (clientVersion.has(id)) return clientVersion.get(id);
  const found = await (await caches.open(POINTERS)).match(tabKey(id));
  const version = found ? (await found.json()).version : null;
  if (version) clientVersion.set(id, version);
  return version;
}

async function setTabVersion(id, version) {
  clientVersion.set(id, version);
  await (await caches.open(POINTERS)).put(tabKey(id), new Response(JSON.stringify({ version, at: Date.now() })));
}

/** The versions the open pages run; a page that is gone is forgotten. */
async function openVersions() {
  const alive = new Set((await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((c) => c.id));
  const pointers = await caches.open(POINTERS);
  const versions = new Set();
  for (const request of await pointers.keys()) {
    const m = request.url.match(/\/__tab\/([^/]+)$/);
    if (!m) continue;
    const id = decodeURIComponent(m[1]);
    const { version, at } = await (await pointers.match(request)).json();
    if (alive.has(id) || Date.now() - at < TAB_GRACE_MS) versions.add(version);
    else {
      await pointers.delete(request);
      clientVersion.delete(id);
    }
  }
  return versions;
}

/**
 * Caches the version whose page is `response` (text `html`): the page, the
 * assets it names, and the builds it names that are of the kinds of
 * `builds` (any version's build files: the same build by its new name).
 * Resolves with the version's name; a version that cannot be completed is
 * removed and the error thrown.
 */
async function cacheVersion(response, html, builds) {
  const version = await versionOf(html);
  // One filling of a version at a time (several pages can ask at once).
  if (!filling.has(version)) filling.set(version, fillVersion(version, response, html, builds).finally(() => filling.delete(version)));
  return filling.get(version);
}

/** The versions being cached now. */
const filling = new Map();

/** Whether `version`'s cache is complete: its page goes in last. */
async function complete(version) {
  return !!version && (await caches.has(version)) && !!(await (await caches.open(version)).match(PAGE()));
}

async function fillVersion(version, response, html, builds) {
  // A version cached whole already (a worker update that left the page
  // as it was) is kept as it is.
  if (await complete(version)) return version;
  const existed = await caches.has(version);
  const cache = await caches.open(version);
  try {
    // Quoted or not (the release build's HTML is minified).
    const assets = [...html.matchAll(/(?:href|src)=["']?([^"'\s>]+\.(?:js|css|svg))/g)].map((m) => m[1]);
    // embed.js is for slide decks (which load it by its plain name).
    const urls = [...assets, './favicon.svg', './embed.js'].map(full).filter((u) => !isBuild(u));
    await cache.addAll([...new Set(urls)]);
    const named = buildsOf(html);
    const wanted = new Set(builds.filter(wasBuild).map((u) => named.get(plainOf(u))).filter(Boolean));
    for (const url of wanted) {
      // A build's name is its content: one any cache holds is this one.
      const held = await caches.match(url);
      const fresh = held ?? (await fetch(url));
      if (!fresh.ok) throw new Error(`${url}: ${fresh.status}`);
      await cache.put(url, fresh);
    }
    // The page last: a version with its page is complete.
    await cache.put(PAGE(), response);
    return version;
  } catch (error) {
    // Only a cache this call began goes; one a page already uses stays.
    if (!existed) await caches.delete(version);
    throw error;
  }
}

/** The builds any of our caches holds (what this reader used), an older worker's included. */
async function heldBuilds() {
  const held = [];
  for (const key of await caches.keys()) {
    if (key !== POINTERS) for (const request of await (await caches.open(key)).keys()) if (wasBuild(request.url)) held.push(request.url);
  }
  return [...new Set(held)];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch('./', { cache: 'no-cache' });
      if (!response.ok) throw new Error(`the page: ${response.status}`);
      const html = await response.clone().text();
      // What an older worker's caches held of the builds is fetched again
      // for this one: offline use must not lose what it had.
      const version = await cacheVersion(response, html, await heldBuilds());
      await setPointer('current', version);
      await setPointer('ready', null);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Older workers' caches (another prefix) go.
      for (const key of await caches.keys()) if (!key.startsWith(PREFIX)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

// `{type: 'minimax-lab:cache', urls}` from a page: caches those of its
// builds that the page's version lacks, then answers
// `{type: 'minimax-lab:cached', urls}` with everything that version holds.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type === 'minimax-lab:update?') {
    event.waitUntil(answerUpdate(event.source));
    return;
  }
  if (data?.type !== 'minimax-lab:cache' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const version = (await versionOfTab(event.source?.id)) ?? (await pointer('current'));
      if (!version || !(await caches.has(version))) return;
      const cache = await caches.open(version);
      // A file the version holds is the version's: not fetched again.
      for (const url of data.urls.map(full).filter(isBuild)) {
        if (await cache.match(url)) continue;
        try {
          const response = (await caches.match(url)) ?? (await fetch(url));
          if (response.ok) await cache.put(url, response);
        } catch {
          // Offline or refused: it is cached when it is next fetched.
        }
      }
      const held = (await cache.keys()).map((r) => r.url);
      event.source?.postMessage({ type: 'minimax-lab:cached', urls: held });
    })(),
  );
});

/**
 * The background check of a visit served from the cache: the page fetched
 * again; a new text is a new version, cached with the builds this reader
 * had, then announced to the open pages.
 */
async function checkForUpdate(current) {
  const response = await fetch('./', { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  const version = await versionOf(html);
  if (version === current || version === (await pointer('ready'))) return;
  const builds = (await (await caches.open(current)).keys()).map((r) => r.url);
  await cacheVersion(response, html, builds);
  await setPointer('ready', version);
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'minimax-lab:update-ready' });
}

/** The check under way (one per visit served from the cache). */
let checking = Promise.resolve();

/**
 * `{type: 'minimax-lab:update?'}` from a page once it runs: answered, when
 * the visit's check is done, with `minimax-lab:update-ready` if a newer
 * version than the page's own is cached. (The check may end before the
 * new page can hear a message sent to every page.)
 */
async function answerUpdate(client) {
  await checking;
  const ready = await pointer('ready');
  const own = (await versionOfTab(client?.id)) ?? (await pointer('current'));
  if (ready && ready !== own) client?.postMessage({ type: 'minimax-lab:update-ready' });
}

/** The version a navigation opens: a new one that is ready takes over now. */
async function versionToOpen() {
  const [current, ready] = [await pointer('current'), await pointer('ready')];
  if (!ready || ready === current || !(await complete(ready))) return current;
  await setPointer('current', ready);
  await setPointer('ready', null);
  // The version before stays for the pages still open on it, one more;
  // a version being cached stays too.
  const open = new Set([ready, current, ...(await openVersions()), ...filling.keys()]);
  for (const key of await caches.keys()) if (key !== POINTERS && !open.has(key)) await caches.delete(key);
  return ready;
}

async function navigate(event) {
  const version = await versionToOpen();
  const cached = version && (await (await caches.open(version)).match(PAGE()));
  if (cached) {
    // Remembered in memory at once, in the cache behind the answer.
    if (event.resultingClientId) event.waitUntil(setTabVersion(event.resultingClientId, version));
    checking = checkForUpdate(version).catch(() => {});
    event.waitUntil(checking);
    return cached;
  }
  // Not cached yet (the install did not finish): the network, else any
  // page a cache holds.
  return fetch(event.request).catch(async () => (await caches.match(PAGE())) ?? Response.error());
}

/** A page's file from its own version, else any version, else the network (kept in the page's version). */
async function asset(event) {
  const request = event.request;
  const version = (await versionOfTab(event.clientId)) ?? (await pointer('current'));
  const own = version && (await caches.has(version)) && (await (await caches.open(version)).match(request));
  if (own) return own;
  const response = await fetch(request).catch(() => null);
  if (response?.ok) {
    // Kept in the page's version only while that version's cache is there
    // (never made again once deleted).
    if (version && (await caches.has(version))) (await caches.open(version)).put(request, response.clone());
    return response;
  }
  return (await caches.match(request)) ?? response ?? Response.error();
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // The app reads its state from the link: the page with any query or
  // hash is the app. Another file opened as a page (embed-demo.html, the
  // icon) is a file.
  const path = new URL(request.url).pathname;
  const scope = new URL(self.registration.scope).pathname;
  if (request.mode === 'navigate' && (path === scope || path === `${scope}index.html`)) event.respondWith(navigate(event));
  else event.respondWith(asset(event));
});
