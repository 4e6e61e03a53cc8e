/* What the table does: keeps hands, undos and edits in the outbox (then sends them),
   loads the game kept on this phone and refreshes it from the server. The page's state
   is the store's (store.js): these dispatch what happened (updates.js), and the table is
   drawn from it (render.js). What is no state of the table's (the busy count, the wake
   lock, the rules pages fetched, a refresh on its way) is kept here. */

import { gettext, interpolate } from "../../i18n.js";
import * as Outbox from "../outbox.js";
import { message, sync, syncWithin, tableUrl } from "../sync.js";
import { missingChoice, handBody, rematchBody, recordedAgain, valuesToSetRight } from "./choices.js";
import { askWhy } from "./correct.js";
import { correcting } from "./corrections.js";
import { $, heard } from "./dom.js";
import { clearForm, complain, readForm, renderEntry } from "./entry.js";
import { focusRow } from "./render.js";
import { announce } from "./say.js";
import { dealerAt, redealt, sameHand, standing } from "./state.js";
import { secondTap } from "./taps.js";

// A double tap does one thing: its second tap (taps.js) is no second deal, undo or game,
// nor is a tap while the first is still being kept.
export function oneTap(action) {
  let busy = false;
  return async (event) => {
    if (busy || secondTap()) return;
    busy = true;
    try { await action(event); } finally { busy = false; }
  };
}

// While the table keeps, sends, fetches or draws, it says so (aria-busy on the table): a
// screen reader waits for it to settle before reading it out, and so does a test.
function busyWhile(busy, work) {
  return (...args) => {
    busy.count += 1;
    $("table").setAttribute("aria-busy", "true");
    const settled = () => {
      busy.count -= 1;
      if (!busy.count) $("table").removeAttribute("aria-busy");
    };
    try {
      return Promise.resolve(work(...args)).finally(settled);
    } catch (error) {
      settled();
      throw error;
    }
  };
}

export function tableActions(store) {
  const on = {};
  const now = store.getState;
  const dispatch = (type, fields) => store.dispatch({ type, ...fields });
  const busy = { count: 0 }; // what the table is keeping, sending, fetching or drawing
  let lock = null; // the screen's wake lock
  let refreshing = null; // a refresh on its way
  const fetchedLinks = new Set(); // rules pages fetched for the worker to keep
  const send = busyWhile(busy, sync);
  const kept = async () => ({ record: await Outbox.currentGame(now().key), items: await Outbox.items(now().key) });

  // Who deals the hand waiting at seq, by the game as the server has it (refreshed
  // since a refusal) and what waits before it.
  async function dealerOf(seq) {
    const { record, items } = await kept();
    return dealerAt(now().sheet, record, items, seq);
  }

  // Runs before a refusal is lifted, so nothing after it is sent meanwhile (the server
  // checks dealers).
  async function redealAfter(seq, setRight) {
    const { record, items } = await kept();
    for (const { seq: other, body } of redealt(now().sheet, record, items, seq, setRight)) await Outbox.replace(other, body);
  }

  on.submit = async (event) => {
    event.preventDefault();
    const tricks = event.submitter && event.submitter.name === "maker_tricks" ? Number(event.submitter.value) : null;
    if (tricks === null) return;
    const values = readForm();
    if (values.maker === null && values.round === null && secondTap()) return; // a double tap's second
    const missing = missingChoice(values);
    complain(missing || "");
    if (!missing) await on.keep(handBody(values, tricks));
  };

  // An organiser's or admin's change to a locked (or disputed) game's hands, or to one
  // their correction opened again, asks why first: the reason, or null when none is
  // needed; false when taken back.
  const why = async (format, number) => {
    if (!correcting(now().view.game) && !now().reopened) return null;
    return (await askWhy(interpolate(format, { number }))) || false;
  };

  // Keeps a hand: the one being edited, or the next one.
  on.keep = async (record) => {
    // (Asked before the form is cleared: taken back, the hand stays as entered.)
    const edited = now().editing && ["saved", "edit waiting"].includes(now().editing.hand.state) && now().editing.hand;
    const asked = edited ? await why(gettext("Correcting hand %(number)s."), edited.number)
      : now().editing ? null : await why(gettext("Recording hand %(number)s."), standing(now().view.hands).length + 1);
    if (asked === false) return;
    clearForm(now()); // at once: a double tap's second finds no hand to record, a next choice is kept
    const { editing, key } = now();
    if (editing) {
      const { hand } = editing;
      dispatch("editEnded");
      if (hand.state === "refused") {
        const setRight = { ...record, dealer: await dealerOf(hand.seq) }; // another phone may have dealt since
        await redealAfter(hand.seq, setRight);
        await Outbox.replace(hand.seq, setRight);
      } else if (hand.state === "waiting") await Outbox.amend(key, hand, { ...record, dealer: hand.dealer });
      else await Outbox.editHand(key, hand.number, asked ? { ...record, reason: asked } : record, hand.client_id);
      await on.load();
      const said = hand.number ? interpolate(gettext("Hand %(number)s changed."), { number: hand.number }) : gettext("Hand sent again.");
      announce(`${said} ${now().said.text}`);
      if (hand.number) focusRow(hand); // (what the edit changed, seen where it was made)
    } else {
      await Outbox.recordHand(key, { dealer: now().view.dealer, ...record, ...(asked ? { reason: asked } : {}) });
      await on.load();
    }
    send();
  };

  // (Editing a hand into a pass-out sends maker null alone: the server clears its play.)
  on.passOut = () => on.keep({ maker: null });

  on.startEdit = async (hand) => {
    let dealer = hand.dealer;
    if (hand.state === "refused") {
      // Set right where it now falls: by the game as the server has it, once it has come.
      if (refreshing) await refreshing.catch(() => null);
      dealer = await dealerOf(hand.seq);
    }
    const { view } = now();
    dispatch("editStarted", { hand, values: valuesToSetRight(view.variant, view.game, hand, dealer), dealer });
    const { values } = now().editing;
    $("entry").hidden = false;
    renderEntry(now());
    if (hand.trump || (hand.upcard && values.round !== "joker")) $("more").open = true; // show what was noted
    $("entry").scrollIntoView({ behavior: "smooth" });
    const form = $("hand-form");
    (form.querySelector('input[name="maker"]:checked') || form.querySelector('input[name="maker"]')).focus();
    announce(`${$("entry-title").textContent}. ${$("edit-note").textContent}`);
  };

  // A refused hand, set right as it is now.
  on.setRight = (seq) => on.startEdit(now().view.hands.find((hand) => hand.seq === seq));

  // Leaving an edit returns the focus to the hand (Cancel, or Escape, by keyboard).
  on.cancelEdit = () => {
    const { hand } = now().editing;
    clearForm(now());
    dispatch("editEnded"); // (drawn again: the entry of the next hand)
    focusRow(hand);
  };

  // Undo takes the last hand back in a tap and says which, with a way to put it back: a
  // stray tap at the table loses nothing. Put back is offered until the hands change.
  on.undo = async () => {
    const { view, editing, key } = now();
    const [hand, before] = standing(view.hands).reverse();
    if (!hand) return;
    const reason = hand.state === "saved" ? await why(gettext("Undoing hand %(number)s."), hand.number) : null;
    if (reason === false) return;
    if (editing && sameHand(editing.hand, hand)) {
      clearForm(now());
      dispatch("editEnded");
    }
    if (hand.state === "waiting") await Outbox.amend(key, hand, null);
    else await Outbox.undoHand(key, hand.number, hand.client_id, reason);
    // (drawn with a way to put it back; a correction is put back by recording it again)
    dispatch(reason ? "reopened" : "undone", { hand, last: before });
    await on.load();
    if (reason) announce(`${interpolate(gettext("Hand %(number)s undone."), { number: hand.number })} ${now().said.text}`);
    else {
      announce(`${heard($("undone-text"))} ${now().said.text}`);
      $("undone").scrollIntoView({ block: "nearest" }); // (Undo sits low: Put it back below it)
      if ($("undo").disabled) $("put-back").focus(); // (the focus leaves a button turned off)
    }
    send();
  };

  on.putBack = async () => {
    const { undone, key } = now();
    if (!undone) return;
    dispatch("undoneClosed");
    await Outbox.recordHand(key, { dealer: now().view.dealer, ...recordedAgain(undone.hand) });
    await on.load();
    $("undo").focus();
    send();
  };

  // Rematch: same seats, rules and teams, one tap.
  on.rematch = async () => {
    const next = await Outbox.createGame(rematchBody(now().view));
    await syncWithin();
    location.assign(tableUrl((await Outbox.currentGame(next)).key));
  };

  // A refused game, never stored, can only be forgotten here with its hands.
  on.forgetGame = async (key) => {
    await Outbox.forget(key);
    location.assign("/games/new/");
  };

  on.retry = async (item) => {
    await Outbox.retry(item.seq);
    send();
  };

  on.discard = async (item) => {
    // (First: while the refusal stands, nothing after it is sent.)
    if (item.kind === "hand") await redealAfter(item.seq, null);
    await Outbox.discard(item.seq);
    send(); // what it held back goes now
  };

  // The screen is kept awake during a game.
  on.keepAwake = async (awake) => {
    if (!("wakeLock" in navigator)) return;
    if (awake && !lock && document.visibilityState === "visible") {
      lock = await navigator.wakeLock.request("screen").catch(() => null);
      if (lock) lock.addEventListener("release", () => { lock = null; });
    } else if (!awake && lock) {
      lock.release();
      lock = null;
    }
  };

  // Pages this table links to, fetched once while online so that the service worker
  // keeps them under their whole address (it answers with no other page offline).
  on.keepRulesLinks = () => {
    if (!navigator.onLine || !(navigator.serviceWorker && navigator.serviceWorker.controller)) return;
    const pages = [$("rules-link").href, $("settle-link").href].map((url) => url.split("#")[0]);
    for (const url of pages.filter((url) => !fetchedLinks.has(url))) {
      fetchedLinks.add(url);
      fetch(url, { credentials: "same-origin" }).catch(() => fetchedLinks.delete(url));
    }
  };

  // A new worker (a deploy) keeps pages in a new cache: they are fetched again.
  on.keepRulesLinksAgain = () => {
    fetchedLinks.clear();
    if (now().view) on.keepRulesLinks();
  };

  on.load = async () => {
    let record = await Outbox.currentGame(now().key);
    if (record && record.key !== now().key) { // sent meanwhile: now known by its server id
      dispatch("moved", { key: record.key });
      history.replaceState(null, "", tableUrl(record.key));
    }
    if (!record && now().key.startsWith("g")) {
      record = await Outbox.refresh(now().key, now().share);
      dispatch("asked");
    }
    if (!record || (!record.game && !record.draft)) {
      dispatch("missing", { why: record && record.error ? message(record.error) : null });
      return;
    }
    dispatch("loaded", { record, items: await Outbox.items(now().key) });
    if (record.stale) refreshBehind();
  };

  // The server changed more than its answer said (an undo, an edit, a refusal): what is
  // kept is drawn at once, and the game fetched again behind it (no second such fetch
  // while one is on its way).
  function refreshBehind() {
    if (!refreshing && navigator.onLine) {
      refreshing = on.refresh().finally(() => { refreshing = null; });
    }
  }

  // Fetches the game again. When the server no longer shows it (a link no longer shared,
  // a scorekeeper let go), the table stays as last kept, and says so until it shows again.
  // (Signed out is said by the page; out of reach or failing says nothing of the game.)
  // Nothing can be recorded into it then; it can be forgotten here.
  on.refresh = async () => {
    const record = await Outbox.refresh(now().key, now().share);
    if (!record || record.unreachable || (record.error && record.error.status !== 404)) return record;
    dispatch("gone", { gone: record.error ? message(record.error) : null }); // (what the server said)
    return record;
  };

  for (const name of ["submit", "keep", "undo", "putBack", "rematch", "load", "refresh", "retry", "discard"]) {
    on[name] = busyWhile(busy, on[name]);
  }
  on.busyWhile = (work) => busyWhile(busy, work);
  return on;
}
