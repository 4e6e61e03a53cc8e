/* The table: the score, whose deal, hand entry, history, undo and edit, the chart and the
   game-over screen. Works from the outbox when the network is away.

   No rule of Euchre is decided here. The server validates and scores every hand; until
   it has, the rules sheet (computed by scoring.sheet, embedded in the page) says what a
   waiting hand would score, which seat deals next and which choices the variant offers.
   When the server refuses, its message is shown as it is. */

import * as Outbox from "../outbox.js";
import { oneTap, tableActions } from "./actions.js";
import { $ } from "./dom.js";
import { complain, drawRanks, refreshChoices, sayWhyNot } from "./entry.js";
import { wireConfirmation } from "./confirm.js";
import { wireWhy } from "./correct.js";
import { wireMatch } from "./match.js";
import { ownerPanel } from "./owner.js";
import { pollWhileShown } from "./poll.js";
import { draw } from "./render.js";
import { wireRenege } from "./renege.js";
import { createStore } from "./store.js";
import { noteTap } from "./taps.js";
import { initialState, update } from "./updates.js";

// The game this page shows, from its address: /games/<id>/ or /games/local/<uuid>/.
const path = location.pathname.match(/^\/games\/(?:(\d+)|local\/([\w-]+))\/$/) || [];
const key = path[1] ? `g${path[1]}` : path[2] ? `local-${path[2]}` : "";
const share = new URLSearchParams(location.search).get("share"); // opened from a shared link

// The page's state, with one owner: the store. What happens is dispatched to it; the table
// is drawn from what it holds (render.js), after each change.
const store = createStore(initialState(JSON.parse($("rules-sheet").textContent), key, share), update);
const now = store.getState;
const on = tableActions(store);
const owner = ownerPanel(store, on);
store.subscribe((state, before) => {
  if (draw(state, before, on, owner)) owner.askForKeepers(); // (a list not given yet)
});
document.addEventListener("click", noteTap, true); // (before the tap's own handler)
const reload = () => on.load();

const form = $("hand-form");
form.addEventListener("submit", on.submit);
form.addEventListener("change", (event) => {
  if (event.target.name === "upcard_suit") drawRanks(now(), event.target.value); // (no rank yet: not noted)
  if (["maker", "maker_loner", "round", "upcard", "upcard_suit"].includes(event.target.name)) refreshChoices(now());
  else sayWhyNot("");
  complain("");
});
// A choice the rules forbid stays as it was, and says why (a tap, or the arrow keys).
form.addEventListener("click", (event) => {
  if (!event.target.matches('input[aria-disabled="true"]')) return;
  event.preventDefault();
  sayWhyNot(event.target.dataset.why, event.target.name === "maker" ? "maker-why" : "trump-why");
});
$("passed").addEventListener("click", oneTap(on.passOut));
$("undo").addEventListener("click", oneTap(on.undo));
$("put-back").addEventListener("click", oneTap(on.putBack));
$("rematch").addEventListener("click", oneTap(on.rematch));
$("share").addEventListener("click", () => owner.sharing(true));
$("stop-sharing").addEventListener("click", () => owner.sharing(false));
$("copy-link").addEventListener("click", () => owner.copyLink());
$("forget-gone").addEventListener("click", async () => {
  await Outbox.forget(now().key);
  location.assign("/games/");
});
window.addEventListener("online", () => owner.askAgain());
$("keeper-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  if (await owner.invite($("keeper-email").value.trim())) $("keeper-email").value = "";
});
$("copy-invitation").addEventListener("click", () => {
  $("invitation-link").select();
  if (navigator.clipboard) navigator.clipboard.writeText($("invitation-link").value).catch(() => {});
});
$("leave-game").addEventListener("click", () => owner.leave());
$("names-form").addEventListener("submit", (event) => {
  event.preventDefault();
  owner.changeNames();
});
$("names-form").addEventListener("input", (event) => { event.target.dataset.typed = "1"; });
$("cancel-edit").addEventListener("click", on.cancelEdit);
wireRenege(store, on);
wireMatch(store);
wireConfirmation(store);
wireWhy();
// (Escape in the dialog that asks why takes back the dialog only: correct.js.)
document.addEventListener("keydown", (event) => { if (event.key === "Escape" && now().editing && !event.target.closest("dialog")) on.cancelEdit(); });
window.addEventListener("outbox-changed", reload);
document.addEventListener("synced", reload);
document.addEventListener("visibilitychange", () => on.keepAwake(now().view && now().view.winner === null));
if ("serviceWorker" in navigator) { // a new worker (a deploy) keeps pages in a new cache
  navigator.serviceWorker.addEventListener("controllerchange", on.keepRulesLinksAgain);
}

on.unchanged = () => { // (what a redraw would have asked again)
  if (!now().view) return;
  owner.askForKeepers();
  on.keepRulesLinks();
};
pollWhileShown(store, on);
// Draw what this phone kept at once, then bring it up to date from the server.
reload().then(() => (navigator.onLine && now().key.startsWith("g") && !now().refreshed ? on.refresh() : null));
