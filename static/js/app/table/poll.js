/* Another phone's hands within seconds. While the table is shown, the game is asked for
   every few seconds with the ETag of the copy last seen: the server answers 304 for a
   single query when nothing changed, and when something did, the table fetches the game
   and its hands again (actions.js, on.refresh). Paused while the page is hidden, offline,
   or a hand is being edited (a redraw would lose the edit). */

const EVERY_MS = 3000;
const ANSWER_WITHIN_MS = 10000;

export function pollWhileShown(page, on) {
  let etag = null;
  let asking = false;

  async function ask() {
    const shown = document.visibilityState === "visible" && navigator.onLine;
    if (asking || !shown || page.editing || !page.key.startsWith("g")) return;
    asking = true;
    try {
      const query = page.share ? `?share=${encodeURIComponent(page.share)}` : "";
      const answer = await fetch(`/api/v1/games/${page.key.slice(1)}/${query}`, {
        headers: { Accept: "application/json", ...(etag ? { "If-None-Match": etag } : {}) },
        credentials: "same-origin",
        cache: "no-store",
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
      if (answer.status === 304) return;
      const next = answer.ok ? answer.headers.get("ETag") : null;
      const record = await on.refresh(); // (a refusal, such as a link no longer shared, is said there)
      etag = record && !record.error && !record.unreachable ? next : null;
    } catch (error) {
      etag = null; // out of reach: asked in full next time
    } finally {
      asking = false;
    }
  }

  setInterval(ask, EVERY_MS);
  document.addEventListener("visibilitychange", ask);
  return ask;
}
