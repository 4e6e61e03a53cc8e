/* What the table does: keeps hands, undos and edits in the outbox (then sends them),
   loads the game kept on this phone and refreshes it from the server. All the page's
   state is in ``page`` (see main.js); what it shows is derived by state.js. */

import { gettext, interpolate } from "../../i18n.js";
import * as Outbox from "../outbox.js";
import { message, sync, syncWithin, tableUrl } from "../sync.js";
import { missingChoice, handBody, rematchBody, recordedAgain, valuesToSetRight } from "./choices.js";
import { $, fill, heard, keepText } from "./dom.js";
import { clearForm, complain, readForm, renderEntry } from "./entry.js";
import { announce, focusRow, render, story } from "./render.js";
import { dealerAt, derive, redealt, sameHand, standing } from "./state.js";
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
function busyWhile(page, work) {
  return (...args) => {
    page.busy += 1;
    $("table").setAttribute("aria-busy", "true");
    const settled = () => {
      page.busy -= 1;
      if (!page.busy) $("table").removeAttribute("aria-busy");
    };
    try {
      return Promise.resolve(work(...args)).finally(settled);
    } catch (error) {
      settled();
      throw error;
    }
  };
}

export function tableActions(page) {
  const on = {};
  const send = busyWhile(page, sync);
  const kept = async () => ({ record: await Outbox.currentGame(page.key), items: await Outbox.items(page.key) });

  // Who deals the hand waiting at seq, by the game as the server has it (refreshed
  // since a refusal) and what waits before it.
  async function dealerOf(seq) {
    const { record, items } = await kept();
    return dealerAt(page.sheet, record, items, seq);
  }

  // Runs before a refusal is lifted, so nothing after it is sent meanwhile (the server
  // checks dealers).
  async function redealAfter(seq, setRight) {
    const { record, items } = await kept();
    for (const { seq: other, body } of redealt(page.sheet, record, items, seq, setRight)) await Outbox.replace(other, body);
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

  // Keeps a hand: the one being edited, or the next one.
  on.keep = async (record) => {
    clearForm(page); // at once: a double tap's second finds no hand to record, a next choice is kept
    if (page.editing) {
      const { hand } = page.editing;
      page.editing = null;
      if (hand.state === "refused") {
        const setRight = { ...record, dealer: await dealerOf(hand.seq) }; // another phone may have dealt since
        await redealAfter(hand.seq, setRight);
        await Outbox.replace(hand.seq, setRight);
      } else if (hand.state === "waiting") await Outbox.amend(page.key, hand, { ...record, dealer: hand.dealer });
      else await Outbox.editHand(page.key, hand.number, record, hand.client_id);
      await on.load();
      const said = hand.number ? interpolate(gettext("Hand %(number)s changed."), { number: hand.number }) : gettext("Hand sent again.");
      announce(page, `${said} ${page.said.text}`);
      if (hand.number) focusRow(hand); // (what the edit changed, seen where it was made)
    } else {
      await Outbox.recordHand(page.key, { dealer: page.view.dealer, ...record });
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
      if (page.refreshing) await page.refreshing.catch(() => null);
      dealer = await dealerOf(hand.seq);
    }
    const values = valuesToSetRight(page.view.variant, page.view.game, hand, dealer);
    page.editing = { hand, values, dealer };
    $("entry").hidden = false;
    renderEntry(page);
    if (hand.trump || (hand.upcard && values.round !== "joker")) $("more").open = true; // show what was noted
    $("entry").scrollIntoView({ behavior: "smooth" });
    const form = $("hand-form");
    (form.querySelector('input[name="maker"]:checked') || form.querySelector('input[name="maker"]')).focus();
    announce(page, `${$("entry-title").textContent}. ${$("edit-note").textContent}`);
  };

  // Leaving an edit returns the focus to the hand (Cancel, or Escape, by keyboard).
  on.cancelEdit = () => {
    const { hand } = page.editing;
    page.editing = null;
    clearForm(page);
    render(page, on);
    focusRow(hand);
  };

  // Undo takes the last hand back in a tap and says which, with a way to put it back: a
  // stray tap at the table loses nothing. Put back is offered until the hands change.
  on.undo = async () => {
    const [hand, before] = standing(page.view.hands).reverse();
    if (!hand) return;
    if (page.editing && sameHand(page.editing.hand, hand)) { page.editing = null; clearForm(page); }
    if (hand.state === "waiting") await Outbox.amend(page.key, hand, null);
    else await Outbox.undoHand(page.key, hand.number, hand.client_id);
    page.undone = { hand, last: before };
    await on.load();
    $("undone-text").replaceChildren(...fill(gettext("Undone: hand #%(number)s, %(hand)s."), { number: hand.number, hand: story(page, hand) }));
    $("undone").hidden = false;
    announce(page, `${heard($("undone-text"))} ${page.said.text}`);
    $("undone").scrollIntoView({ block: "nearest" }); // (Undo sits low: Put it back below it)
    if ($("undo").disabled) $("put-back").focus(); // (the focus leaves a button turned off)
    send();
  };

  on.closeUndone = () => {
    page.undone = null;
    $("undone").hidden = true;
  };

  on.putBack = async () => {
    if (!page.undone) return;
    const { hand } = page.undone;
    on.closeUndone();
    await Outbox.recordHand(page.key, { dealer: page.view.dealer, ...recordedAgain(hand) });
    await on.load();
    $("undo").focus();
    send();
  };

  // Rematch: same seats, rules and teams, one tap.
  on.rematch = async () => {
    const next = await Outbox.createGame(rematchBody(page.view));
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
    if (awake && !page.lock && document.visibilityState === "visible") {
      page.lock = await navigator.wakeLock.request("screen").catch(() => null);
      if (page.lock) page.lock.addEventListener("release", () => { page.lock = null; });
    } else if (!awake && page.lock) {
      page.lock.release();
      page.lock = null;
    }
  };

  // Pages this table links to, fetched once while online so that the service worker
  // keeps them under their whole address (it answers with no other page offline).
  on.keepRulesLinks = () => {
    if (!navigator.onLine || !(navigator.serviceWorker && navigator.serviceWorker.controller)) return;
    const pages = [$("rules-link").href, $("settle-link").href].map((url) => url.split("#")[0]);
    for (const url of pages.filter((url) => !page.fetchedLinks.has(url))) {
      page.fetchedLinks.add(url);
      fetch(url, { credentials: "same-origin" }).catch(() => page.fetchedLinks.delete(url));
    }
  };

  on.load = async () => {
    let record = await Outbox.currentGame(page.key);
    if (record && record.key !== page.key) { // sent meanwhile: now known by its server id
      page.key = record.key;
      history.replaceState(null, "", tableUrl(page.key));
    }
    if (!record && page.key.startsWith("g")) {
      record = await Outbox.refresh(page.key, page.share);
      page.refreshed = true;
    }
    if (!record || (!record.game && !record.draft)) {
      $("missing").hidden = false;
      $("table").hidden = true;
      if (record && record.error) $("missing").textContent = message(record.error);
      return;
    }
    $("missing").hidden = true;
    $("table").hidden = false;
    page.view = derive(page.sheet, record, await Outbox.items(page.key));
    render(page, on);
    if (record.stale) refreshBehind();
  };

  // The server changed more than its answer said (an undo, an edit, a refusal): what is
  // kept is drawn at once, and the game fetched again behind it (no second such fetch
  // while one is on its way).
  function refreshBehind() {
    if (!page.refreshing && navigator.onLine) {
      page.refreshing = on.refresh().finally(() => { page.refreshing = null; });
    }
  }

  // Fetches the game again. When the server no longer shows it (a link no longer shared,
  // a scorekeeper let go), the table stays as last kept, and says so until it shows again.
  // (Signed out is said by the page; out of reach or failing says nothing of the game.)
  // Nothing can be recorded into it then; it can be forgotten here.
  on.refresh = async () => {
    const record = await Outbox.refresh(page.key, page.share);
    if (!record || record.unreachable || (record.error && record.error.status !== 404)) return record;
    const was = page.gone;
    page.gone = !!record.error;
    keepText($("gone"), page.gone ? `${message(record.error)} ${gettext("The score shown is the last this phone kept.")}` : "");
    $("forget-gone").hidden = !page.gone;
    if (page.view && page.gone !== was) render(page, on); // (a refresh that changes the game redraws it anyway)
    return record;
  };

  for (const name of ["submit", "keep", "undo", "putBack", "rematch", "load", "refresh", "retry", "discard"]) {
    on[name] = busyWhile(page, on[name]);
  }
  on.busyWhile = (work) => busyWhile(page, work);
  return on;
}
