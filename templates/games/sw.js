/* The service worker: the app shell and the rules pages open with no network, and the
   hands waiting in the outbox are sent when it returns (Background Sync where the
   browser has it; the pages also send on load and when they see "online").
   Rendered by games.views.pwa: a deploy that changes a file changes these bytes. */
import { SYNC_TAG, flush } from {{ constants.OUTBOX_JS|safe }};

{% for name, value in constants.items %}const {{ name }} = {{ value|safe }};
{% endfor %}const CACHE = "euchre-" + VERSION;
const NETWORK_WAIT_MS = 3000;
const TABLE_PAGE = /^\/games\/(\d+|local\/[\w-]+)\/$/;
const NEVER_CACHED = /^\/(api|_allauth|accounts|admin)\//;
// A league's live answers (the big screen's standings, its downloads) go to the network
// alone: a cached copy would freeze the screen. Its pages are pages: network first, and
// the copy last kept when the network is away (the page says how old it is).
const LEAGUE_LIVE = /^\/leagues\/[^/]+\/(screen\/standings\/|[\w-]+\.csv$)/;
const TOURNAMENT_DOWNLOAD = /^\/tournaments\/\d+\/[\w-]+\.(csv|json)$/;  // likewise
// A tournament's live parts (a player's itinerary, the TV) go to the network, and the last
// answer is kept: with no network that answer comes back marked KEPT_AT (when it was read),
// so the page shows the last state and says since when (static/js/tournaments/poller.js).
const TOURNAMENT_LIVE = /^\/tournaments\/\d+\/(players\/\d+\/|screen\/)now\/$/;
const TOURNAMENT_PAGE = /^\/tournaments\/\d+\/(players\/\d+\/|screen\/)(now\/)?$/;
const KEPT_AT = "X-Kept-At";

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(ASSETS);
    await keep(cache, PAGES);
    await self.skipWaiting();
  })());
});

// A page that cannot be fetched now (say the rules are not deployed) must not stop the
// rest of the app from working offline; a redirect (to sign in) is not a page.
function keep(cache, urls) {
  return Promise.all(urls.map(async (url) => {
    const response = await fetch(url, { cache: "reload" }).catch(() => null);
    if (response && response.ok && !response.redirected && !once(response)) await cache.put(url, response);
  }));
}

// The pages kept speak the language they were fetched in, say English at the first visit,
// before the reader signed in to a German account or chose a language. A page answered in
// another language has those fetched again: offline, the table (and its sign-in banner)
// speaks the reader's language, not the one of the day the app was installed.
let relearning = null;
function followLanguage(response) {
  const language = response.ok && response.headers.get("Content-Language");
  if (!language || relearning) return relearning;
  relearning = relearn(language).finally(() => { relearning = null; });
  return relearning;
}

async function relearn(language) {
  const cache = await caches.open(CACHE);
  const shell = await cache.match(SHELL);
  if (shell && shell.headers.get("Content-Language") === language) return;
  const stale = [];
  for (const request of await cache.keys()) {
    const said = (await cache.match(request)).headers.get("Content-Language");
    const url = new URL(request.url);
    if (said && said !== language) stale.push(url.pathname + url.search);
  }
  await keep(cache, stale);
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("euchre-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin || NEVER_CACHED.test(url.pathname)) return;
  if (LEAGUE_LIVE.test(url.pathname) || TOURNAMENT_DOWNLOAD.test(url.pathname)) return;
  if (TOURNAMENT_LIVE.test(url.pathname)) return event.respondWith(livePart(request, url));
  if (request.mode !== "navigate") return event.respondWith(asset(request));
  const network = fetch(request);
  event.respondWith(page(network, url));
  event.waitUntil(network.then(followLanguage).catch(() => null));
});

async function asset(request) {
  const cache = await caches.open(CACHE);  // not another version's, which activation deletes
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

// Pages: the network first, so what is shown is current; the cache when the network is
// away or slower than NETWORK_WAIT_MS (a bar's weak wifi).
async function page(answer, url) {
  const cache = await caches.open(CACHE);
  const network = answer.then((response) => {
    if (response.ok && !response.redirected && !TABLE_PAGE.test(url.pathname) && !once(response)) {
      cache.put(url.pathname + url.search, response.clone());  // a query's answer is its own page
    }
    return response;
  });
  network.catch(() => null);  // a late failure after the cache has answered is no error
  const fallback = () => offlinePage(cache, url);
  try {
    const response = await Promise.race([network, timeout(NETWORK_WAIT_MS)]);
    return response || (await fallback()) || (await network);
  } catch (error) {
    return (await fallback()) || Response.error();
  }
}

// A page the server says not to store (it shows a one-time message, say "Saved").
function once(response) {
  return /no-store/.test(response.headers.get("Cache-Control") || "");
}

// Offline: the page as it was kept for this address, else the page with no query. Not
// for a variant's rules or answerer asked with house rules: the plain rules would be the
// wrong ones, so none is shown. (The table keeps its own rules links: static/js/app/table/actions.js.)
const HOUSE_RULES_PAGE = /^\/rules\/[^/]+\//;
async function offlinePage(cache, url) {
  if (TABLE_PAGE.test(url.pathname)) return cache.match(SHELL);
  const kept = await cache.match(url.pathname + url.search);
  if (kept || (url.search && HOUSE_RULES_PAGE.test(url.pathname))) return kept;
  return (await cache.match(url.pathname)) || cache.match(HOME);
}

async function livePart(request, url) {
  const cache = await caches.open(CACHE);
  const key = url.pathname + url.search;
  try {
    const response = await fetch(request);
    if (response.status === 200) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (!kept) return Response.error();
    const headers = new Headers(kept.headers);
    headers.set(KEPT_AT, kept.headers.get("Date") || "");
    return new Response(kept.body, { status: 200, headers });
  }
}

// A tournament's page seen before the worker took control (the first visit of an itinerary
// or a TV) asks to be kept, with its live part: it then opens again with no network.
self.addEventListener("message", (event) => {
  const urls = (event.data && Array.isArray(event.data.keep) ? event.data.keep : [])
    .filter((url) => typeof url === "string" && ownTournamentPage(new URL(url, location.origin)));
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(urls.map(async (url) => {
    const response = await fetch(url, { credentials: "same-origin" }).catch(() => null);
    if (response && response.status === 200 && !response.redirected) await cache.put(url, response);
  }))));
});

function ownTournamentPage(url) {
  return url.origin === location.origin && TOURNAMENT_PAGE.test(url.pathname);
}

function timeout(ms) {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms));
}

// A flush that could not finish fails the sync event, so the browser tries it again later.
self.addEventListener("sync", (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(flush().then((report) => {
    if (report.stopped) throw new Error(`outbox not sent: ${report.stopped}`);
  }));
});
