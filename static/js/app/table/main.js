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
import { askAgain, askForKeepers, changeNames, copyLink, invite, leave, ownerState, sharing } from "./owner.js";
import { wireMatch } from "./match.js";
import { pollWhileShown } from "./poll.js";
import { wireRenege } from "./renege.js";
import { noteTap } from "./taps.js";

// The game this page shows, from its address: /games/<id>/ or /games/local/<uuid>/.
const path = location.pathname.match(/^\/games\/(?:(\d+)|local\/([\w-]+))\/$/) || [];

// Everything the page holds between events.
const page = {
  sheet: JSON.parse($("rules-sheet").textContent),
  key: path[1] ? `g${path[1]}` : path[2] ? `local-${path[2]}` : "",
  share: new URLSearchParams(location.search).get("share"), // opened from a shared link
  refreshed: false, // this page has asked the server already
  view: null, // what is on screen, derived from the kept game and the outbox
  editing: null, // {hand, values, dealer}: the hand being edited, or null for a new hand
  gone: false, // the server no longer shows this game (deleted, or not shared)
  busy: 0, // what the table is keeping, sending, fetching or drawing (aria-busy)
  undone: null, // {hand, last}: the hand taken back, and the last hand after it
  said: null, // {hands, text}: what the table last said to a screen reader
  saying: null, // its timer
  drawn: { entry: null, outbox: null, refusals: null }, // what was last drawn, not to draw again
  owner: ownerState(),
  fetchedLinks: new Set(), // rules pages fetched for the worker to keep
  lock: null, // the screen's wake lock
  refreshing: null, // a refresh on its way
  overShown: null, // whether the game-over panel was shown last drawn (null: not drawn yet)
  endNews: false, // the game ended on this page, and the table has yet to settle
};
const on = tableActions(page);
document.addEventListener("click", noteTap, true); // (before the tap's own handler)
const reload = () => on.load();

const form = $("hand-form");
form.addEventListener("submit", on.submit);
form.addEventListener("change", (event) => {
  if (event.target.name === "upcard_suit") drawRanks(page, event.target.value); // (no rank yet: not noted)
  if (["maker", "round", "upcard", "upcard_suit"].includes(event.target.name)) refreshChoices(page);
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
$("share").addEventListener("click", () => sharing(page, true, reload));
$("stop-sharing").addEventListener("click", () => sharing(page, false, reload));
$("copy-link").addEventListener("click", () => copyLink(page));
$("forget-gone").addEventListener("click", async () => {
  await Outbox.forget(page.key);
  location.assign("/games/");
});
window.addEventListener("online", () => askAgain(page));
$("keeper-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  if (await invite(page, $("keeper-email").value.trim())) $("keeper-email").value = "";
});
$("copy-invitation").addEventListener("click", () => {
  $("invitation-link").select();
  if (navigator.clipboard) navigator.clipboard.writeText($("invitation-link").value).catch(() => {});
});
$("leave-game").addEventListener("click", () => leave(page));
$("names-form").addEventListener("submit", (event) => {
  event.preventDefault();
  changeNames(page);
});
$("names-form").addEventListener("input", (event) => { event.target.dataset.typed = "1"; });
page.refreshGame = () => on.refresh();
$("cancel-edit").addEventListener("click", on.cancelEdit);
wireRenege(page, on);
wireMatch(page);
document.addEventListener("keydown", (event) => { if (event.key === "Escape" && page.editing) on.cancelEdit(); });
window.addEventListener("outbox-changed", reload);
document.addEventListener("synced", reload);
document.addEventListener("visibilitychange", () => on.keepAwake(page.view && page.view.winner === null));
if ("serviceWorker" in navigator) { // a new worker (a deploy) keeps pages in a new cache
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    page.fetchedLinks.clear();
    if (page.view) on.keepRulesLinks();
  });
}

on.unchanged = () => { // (what a redraw would have asked again)
  if (!page.view) return;
  askForKeepers(page);
  on.keepRulesLinks();
};
pollWhileShown(page, on);
// Draw what this phone kept at once, then bring it up to date from the server.
reload().then(() => (navigator.onLine && page.key.startsWith("g") && !page.refreshed ? on.refresh() : null));
