// The table page's state: its store (store.js) and the pure updates that change it
// (updates.js), which work out before anything is drawn what the table says and shows.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { createStore } from "../../static/js/app/table/store.js";
import { initialState, update } from "../../static/js/app/table/updates.js";
import { saved, serverGame, sheet, waitingHand } from "./sheet.mjs";

const game = serverGame("north_american");
const record = (hands, fields = {}) => ({ key: "g7", id: 7, game: { ...game, ...fields }, hands });
const made = (number, dealer, team, points = 1) => saved(number, dealer, { maker: team, maker_tricks: 3, outcome: "made", scoring_team: team, points });
const refusal = (seq) => waitingHand({ dealer: 1, maker: 0, maker_tricks: 3 }, { seq, state: "refused", error: { code: "WRONG_DEALER", message: "No." } });
const start = () => initialState(sheet, "g7", null);

// Runs actions through the updates, each on a state frozen deep: an update that wrote to
// the state it was given would throw.
function after(state, ...actions) {
  return actions.reduce((current, action) => update(freeze(current), action), state);
}

function freeze(value) {
  if (value && typeof value === "object" && !Object.isFrozen(value) && !(value instanceof Set)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) freeze(inner);
  }
  return value;
}

describe("the store", () => {
  test("holds the state, changes it only through its update, and tells each listener what it was", () => {
    const store = createStore({ count: 0 }, (state, action) => (action.type === "add" ? { count: state.count + action.by } : state));
    const heard = [];
    const stop = store.subscribe((state, before) => heard.push([before.count, state.count]));
    store.dispatch({ type: "add", by: 2 });
    store.dispatch({ type: "nothing" }); // (the same state: nobody is told)
    assert.deepEqual(store.getState(), { count: 2 });
    stop();
    store.dispatch({ type: "add", by: 1 });
    assert.deepEqual([heard, store.getState().count], [[[0, 2]], 3]);
  });

  test("runs the table's updates, and refuses an action it does not know", () => {
    const store = createStore(start(), update);
    store.dispatch({ type: "loaded", record: record([made(1, 0, 1)]), items: [] });
    assert.deepEqual(store.getState().view.score, [0, 1]);
    assert.throws(() => store.dispatch({ type: "scribbled" }), /no such update of the table: scribbled/);
  });
});

describe("a view of the game", () => {
  test("is derived from the kept game and the outbox", () => {
    const state = after(start(), { type: "loaded", record: record([made(1, 0, 1)]), items: [waitingHand({ dealer: 1, maker: 0, maker_tricks: 5 })] });
    assert.deepEqual([state.view.score, state.view.dealer, state.view.hands.map((hand) => hand.state)], [[2, 1], 2, ["saved", "waiting"]]);
  });

  test("says nothing on opening the table, then each change once", () => {
    const opened = after(start(), { type: "loaded", record: record([made(1, 0, 1)]), items: [] });
    assert.equal(opened.telling, null);
    assert.deepEqual(opened.said, { hands: 1, text: "Team 1 0, Team 2 1. Bob deals." });
    const hand = after(opened, { type: "loaded", record: record([made(1, 0, 1)]), items: [waitingHand({ dealer: 1, maker: 0, maker_tricks: 3 })] });
    assert.deepEqual(hand.telling, { text: "Hand 2: +1 Team 1. Team 1 1, Team 2 1. Cat deals." });
    const again = after(hand, { type: "loaded", record: record([made(1, 0, 1)]), items: [waitingHand({ dealer: 1, maker: 0, maker_tricks: 3 })] });
    assert.equal(again.telling, null); // (drawn again: not heard again)
  });
});

describe("a game that ends on this page", () => {
  const nine = made(1, 0, 0, 9);
  const last = waitingHand({ dealer: 1, maker: 0, maker_tricks: 3 });

  test("brings its end into sight, and keeps it there until the server confirms it", () => {
    const playing = after(start(), { type: "loaded", record: record([nine]), items: [] });
    assert.deepEqual([playing.overShown, playing.endInSight, playing.endNews], [false, false, false]);
    const ending = after(playing, { type: "loaded", record: record([nine]), items: [last] });
    assert.deepEqual([ending.view.winner, ending.view.provisionalEnd, ending.endInSight, ending.endNews], [0, true, true, true]);
    const confirmed = after(ending, { type: "loaded", record: record([nine, made(2, 1, 0)], { status: "finished", winner: 0 }), items: [] });
    assert.deepEqual([confirmed.endInSight, confirmed.endNews], [true, false]); // (brought up once more, then left)
    const later = after(confirmed, { type: "loaded", record: record([nine, made(2, 1, 0)], { status: "finished", winner: 0 }), items: [] });
    assert.equal(later.endInSight, false);
  });

  test("a game opened over is not brought into sight", () => {
    const opened = after(start(), { type: "loaded", record: record([nine, made(2, 1, 0)], { status: "finished", winner: 0 }), items: [] });
    assert.deepEqual([opened.view.winner, opened.endInSight, opened.endNews], [0, false, false]);
  });
});

test("the refusals the table opens with are not news; one that comes after is, once", () => {
  const opened = after(start(), { type: "loaded", record: record([]), items: [refusal(3)] });
  assert.deepEqual(opened.freshRefusals, []);
  const more = after(opened, { type: "loaded", record: record([]), items: [refusal(3), refusal(4)] });
  assert.deepEqual(more.freshRefusals, [4]);
  const again = after(more, { type: "loaded", record: record([]), items: [refusal(3), refusal(4)] });
  assert.deepEqual(again.freshRefusals, []);
});

describe("a hand undone", () => {
  const first = made(1, 0, 1);
  const second = made(2, 1, 0);

  test("can be put back while the hands stay as the undo left them", () => {
    const shown = after(start(), { type: "loaded", record: record([first, second]), items: [] });
    const undone = after(shown, { type: "undone", hand: shown.view.hands[1], last: shown.view.hands[0] },
      { type: "loaded", record: record([first]), items: [] });
    assert.equal(undone.undone.hand.number, 2);
    assert.equal(after(undone, { type: "undoneClosed" }).undone, null);
  });

  test("no longer once the hands change (another hand, or another phone's)", () => {
    const shown = after(start(), { type: "loaded", record: record([first, second]), items: [] },
      { type: "undone", hand: made(2, 1, 0), last: first }, { type: "loaded", record: record([first]), items: [] });
    const changed = after(shown, { type: "loaded", record: record([first, made(2, 1, 1)]), items: [] });
    assert.equal(changed.undone, null);
  });
});

describe("what changes nothing gives the same state (nothing is drawn)", () => {
  const shown = after(start(), { type: "loaded", record: record([]), items: [] });
  for (const action of [{ type: "editEnded" }, { type: "undoneClosed" }, { type: "gone", gone: null }]) {
    test(action.type, () => assert.equal(after(shown, action), shown));
  }
});

test("a game the server no longer shows is gone, with what it said, until it shows again", () => {
  const gone = after(start(), { type: "gone", gone: "Not found." });
  assert.equal(gone.gone, "Not found.");
  assert.equal(after(gone, { type: "gone", gone: null }).gone, null);
});

test("a settled game's last hand taken back by a correction opens it again to corrections", () => {
  assert.equal(start().reopened, false);
  const reopened = after(start(), { type: "reopened" });
  assert.equal(reopened.reopened, true);
  assert.equal(after(reopened, { type: "reopened" }), reopened);
  assert.equal(reopened.undone, null); // (put back by recording it again, with a reason)
});

test("an edit started holds the hand, its values and its dealer, and ends", () => {
  const editing = after(start(), { type: "editStarted", hand: { number: 1 }, values: { maker: 2 }, dealer: 3 });
  assert.deepEqual(editing.editing, { hand: { number: 1 }, values: { maker: 2 }, dealer: 3 });
  assert.equal(after(editing, { type: "editEnded" }).editing, null);
});

describe("the owner's panel", () => {
  test("a list that could not be fetched says so; the list arriving lifts only that", () => {
    const unfetched = after(start(), { type: "keepersUnfetched" });
    assert.deepEqual([unfetched.owner.unfetched, unfetched.owner.keepers], [true, null]);
    const noted = after(unfetched, { type: "keepersNoted", note: "Scorekeepers need the network." });
    assert.deepEqual([noted.owner.unfetched, noted.owner.keepersNote], [false, "Scorekeepers need the network."]);
    const arrived = after(noted, { type: "keepersArrived", keepers: [{ user: 4 }] });
    assert.deepEqual([arrived.owner.keepers, arrived.owner.keepersNote], [[{ user: 4 }], "Scorekeepers need the network."]);
  });

  test("a change of the scorekeepers, or the network back, asks for the list again", () => {
    const listed = after(start(), { type: "keepersArrived", keepers: [] }, { type: "keepersNoted", note: "No." });
    for (const type of ["keepersChanged", "online"]) {
      assert.deepEqual(after(listed, { type }).owner, { ...listed.owner, keepers: null, keepersNote: null, unfetched: false });
    }
  });

  test("notes and the invitation are kept for drawing", () => {
    const state = after(start(), { type: "shareNoted", note: "Link copied." }, { type: "namesNoted", note: "Saved." }, { type: "invited", invitation: { invitation_url: "/i/x/" } });
    assert.deepEqual([state.owner.shareNote, state.owner.namesNote, state.owner.invitation], ["Link copied.", "Saved.", { invitation_url: "/i/x/" }]);
  });
});

test("a game this phone does not keep, nor the server show, is missing until it is loaded", () => {
  const missing = after(start(), { type: "missing", why: "Not found." });
  assert.deepEqual(missing.missing, { why: "Not found." });
  assert.equal(after(missing, { type: "loaded", record: record([]), items: [] }).missing, null);
});

test("a game sent since it was opened is known by its server key; the server asked once", () => {
  const state = after(initialState(sheet, "local-a", null), { type: "moved", key: "g9" }, { type: "asked" });
  assert.deepEqual([state.key, state.refreshed], ["g9", true]);
});
