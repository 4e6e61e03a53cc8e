// A live page (a player's itinerary, the TV) kept for use with no network: the service
// worker is installed (the TV's page has no other script that does it) and asked to keep
// this page and its live part, which it saw before it took control of the page.
export function keepOffline(main) {
  const worker = main.dataset.worker;
  if (!("serviceWorker" in navigator) || !worker) return;
  navigator.serviceWorker.register(worker, { scope: "/", type: "module" }).catch(() => null);
  navigator.serviceWorker.ready.then((registration) => {
    registration.active.postMessage({ keep: [location.pathname + location.search, main.dataset.source] });
  });
}
