// The service worker: the whole site offline after the first visit.
//
// The build (tools/offline.py) writes into the next line this build's version and every file
// of dist/ with its integrity hash. Install downloads all of them into a cache named after
// the version; the version of a new build differs, so it installs beside the old one, and the
// old cache is deleted only once the new worker takes over. Requests are answered from the
// current version's cache only: a page never sees a mix of two builds. The files `onDemand`
// (the standard library's rest) are not downloaded at install: they join the cache the first
// time a page fetches one, checked against this build's hash like the others.
"use strict";
const BUILD = { version: "dev", files: [], onDemand: [] };

const SCOPE = new URL(self.registration.scope);
const PREFIX = `charon:${SCOPE.pathname}:`; // two copies of the site on one origin keep apart
const CACHE = PREFIX + BUILD.version;
const INDEX = new URL("index.html", SCOPE).href;
const ON_DEMAND = new Map(BUILD.onDemand.map(([path, integrity]) => [new URL(path, SCOPE).href, integrity]));

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

async function precache() {
  // "no-cache": ask the server (a 304 when unchanged) rather than trust the HTTP cache, which
  // may still hold the previous build's file. The integrity hash refuses any file that is not
  // exactly this build's (say, a deployment half done): the install fails, the old version
  // stays in charge, and the browser tries again on a later visit.
  const requests = BUILD.files.map(([path, integrity]) => new Request(path, { cache: "no-cache", integrity }));
  const cache = await caches.open(CACHE);
  try {
    await cache.addAll(requests); // all or nothing
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim(); // the first visit's page too, so that it works offline at once
  })());
});

// A new version waits until the page asks for it (web/offline.js: the "reload" offer).
self.addEventListener("message", (event) => {
  if (event.data === "activate") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE.href)) return; // the browser's own way
  event.respondWith(respond(request));
});

async function respond(request) {
  const cache = await caches.open(CACHE);
  const navigate = request.mode === "navigate";
  // A page is the same file whatever its query (?players=...); the folder itself is index.html.
  const key = navigate && new URL(request.url).pathname === SCOPE.pathname ? INDEX : request;
  const hit = await cache.match(key, { ignoreSearch: navigate });
  if (hit) return hit;
  const integrity = ON_DEMAND.get(request.url);
  if (integrity === undefined) return fetch(request); // not part of the build: the network, as without a worker
  const response = await fetch(new Request(request.url, { cache: "no-cache", integrity }));
  if (response.ok) await cache.put(request.url, response.clone());
  return response;
}
