/* Another phone's hands within seconds. While the table is shown, the game is asked for
   every few seconds with the ETag of the copy last seen: the server answers 304 for a
   single query when nothing changed, and when something did, the table fetches the game
   and its hands again (actions.js, on.refresh). Paused while the page is hidden, offline,
   or a hand is being edited (a redraw would lose the edit). A game unchanged is not drawn
   again; what the table asks beside it and did not get is asked again then (on.unchanged). */

const EVERY_MS = 3000;
const ANSWER_WITHIN_MS = 10000;

// What the table draws of a game: a full answer equal to the copy shown in these needs no
// redraw (the first ask after the page's own load, or after this phone's own hand), which
// would clear the choices of a hand being entered.
const SHOWN = ["updated_at", "hands_played", "score", "status", "winner", "target", "teams", "seats",
  "share_url", "match", "league", "season", "role", "can_edit", "confirmation"];
export const sameAsShown = (answer, shown) => !!shown
  && SHOWN.every((key) => JSON.stringify(answer[key] ?? null) === JSON.stringify(shown[key] ?? null));

export function pollWhileShown(store, on) {
  let etag = null;
  let asking = false;
  const shownGame = () => { const { view } = store.getState(); return view && view.game; };

  async function ask() {
    const shown = document.visibilityState === "visible" && navigator.onLine;
    const { editing, key } = store.getState();
    if (asking || !shown || editing || !key.startsWith("g")) return;
    asking = true;
    await on.busyWhile(() => askNow())().finally(() => { asking = false; });
  }

  async function askNow() {
    try {
      const { share, key } = store.getState();
      const query = share ? `?share=${encodeURIComponent(share)}` : "";
      const answer = await fetch(`/api/v1/games/${key.slice(1)}/${query}`, {
        headers: { Accept: "application/json", ...(etag ? { "If-None-Match": etag } : {}) },
        credentials: "same-origin",
        cache: "no-store",
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
      if (answer.status === 304) return on.unchanged();
      const next = answer.ok ? answer.headers.get("ETag") : null;
      if (next && sameAsShown(await answer.json(), shownGame())) { // (shown now: the answer took its time)
        etag = next;
        return on.unchanged();
      }
      const record = await on.refresh(); // (a refusal, such as a link no longer shared, is said there)
      etag = record && !record.error && !record.unreachable ? next : null;
    } catch (error) {
      etag = null; // out of reach: asked in full next time
    }
  }

  setInterval(ask, EVERY_MS);
  document.addEventListener("visibilitychange", ask);
  return ask;
}
