// The outbox's queue and the kept games through each answer of the server
// (outbox-transitions.js), and what a refusal does to the items after it.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  amendment, answered, changes, outcome, planned, queued, setRight, started, stops,
} from "../../static/js/app/outbox-transitions.js";
import { TRIES } from "../../static/js/app/retries.js";

const NOW = 5000;
const ok = (data) => ({ ok: true, status: 200, data });
const no = (status, data = null) => ({ ok: false, status, data });
const hand = (number, dealer, extra = {}) => ({ number, dealer, client_id: `c${number}`, maker: 1, maker_tricks: 3, score: [0, number], ...extra });
const record = (hands) => ({ key: "g7", id: 7, local: null, game: { id: 7, score: [0, hands.length], dealer: hands.length, status: "in_progress", winner: null, hands_played: hands.length }, hands, saved: 1 });
const item = (seq, kind, fields = {}) => ({ seq, kind, game: "g7", state: "waiting", created: seq, ...fields });
const handItem = (seq, extra = {}) => item(seq, "hand", { body: { dealer: 0, maker: 1, maker_tricks: 3, client_id: `w${seq}` }, ...extra });

// Runs ``items`` through a flush the way outbox.js does, with the server answering each
// item sent by ``server(item)``: answers what is kept then, the report and what was sent.
function flushed(kept, server) {
  let run = started();
  const sent = [];
  for (const seq of kept.queue.map((each) => each.seq)) {
    const now = kept.queue.find((each) => each.seq === seq);
    const plan = planned(run, now, kept.games[now ? now.game : ""], NOW);
    run = plan.run;
    if (plan.action === "drop") kept = { ...kept, queue: kept.queue.filter((each) => each.seq !== seq) };
    if (plan.action !== "send") continue;
    sent.push(seq);
    const answer = server(plan.item);
    if (stops(plan.item, answer)) return { kept, report: { ...run.report, stopped: outcome(plan.item, answer) }, sent };
    ({ kept, run } = answered(kept, run, plan.item, answer, NOW));
  }
  return { kept, report: run.report, sent };
}

describe("a hand the server takes", () => {
  test("is dropped from the queue, and kept in order with the game as the answer leaves it", () => {
    const kept = { games: { g7: record([hand(1, 0), hand(3, 2)]) }, queue: [handItem(10), handItem(11)] };
    const answer = ok({ ...hand(2, 1), game: { score: [0, 2], dealer: 2, hands_played: 3 } });
    const after = answered(kept, started(), kept.queue[0], answer, NOW);
    assert.deepEqual(after.kept.queue.map((each) => each.seq), [11]);
    assert.deepEqual(after.kept.games.g7.hands.map((each) => each.number), [1, 2, 3]);
    assert.deepEqual([after.kept.games.g7.game.score, after.kept.games.g7.game.dealer, after.kept.games.g7.saved], [[0, 2], 2, NOW]);
    assert.equal(after.run.report.sent, 1);
    assert.equal(after.kept.queue[0], kept.queue[1]); // (left alone: nothing to write)
  });

  test("answered twice (a lost answer sent again) replaces the hand of that number", () => {
    const kept = { games: { g7: record([hand(1, 0)]) }, queue: [handItem(10)] };
    const after = answered(kept, started(), kept.queue[0], ok(hand(1, 0, { maker_tricks: 5 })), NOW);
    assert.deepEqual(after.kept.games.g7.hands.map((each) => [each.number, each.maker_tricks]), [[1, 5]]);
  });
});

describe("a game the server takes", () => {
  test("moves to its server key, and so do its later items; other games' stay", () => {
    const draft = { key: "local-a", id: null, local: "local-a", draft: { variant: "british" }, game: null, hands: [] };
    const start = item(1, "game", { game: "local-a", body: { client_id: "a" } });
    const later = handItem(2, { game: "local-a" });
    const other = handItem(3, { game: "g5" });
    const kept = { games: { "local-a": draft }, queue: [start, later, other] };
    const after = answered(kept, started(), start, ok({ id: 9, status: "in_progress" }), NOW).kept;
    assert.deepEqual(Object.keys(after.games), ["g9"]);
    assert.deepEqual(after.games.g9, { key: "g9", id: 9, local: "local-a", game: { id: 9, status: "in_progress" }, hands: [], saved: NOW });
    assert.deepEqual(after.queue.map((each) => [each.seq, each.game]), [[2, "g9"], [3, "g5"]]);
    assert.equal(after.queue[1], other);
    const written = changes(kept, after);
    assert.deepEqual([written.deleteGames, written.putGames.map((each) => each.key)], [["local-a"], ["g9"]]);
    assert.deepEqual([written.deleteItems, written.putItems.map((each) => each.seq)], [[1], [2]]);
  });
});

describe("an undo the server takes", () => {
  const kept = () => ({ games: { g7: record([hand(1, 0), hand(2, 1)]) }, queue: [item(10, "undo", { number: 2, client_id: "c2" })] });

  test("deals the deal again: the hand gone, the score before it, marked to fetch again", () => {
    const before = kept();
    const after = answered(before, started(), before.queue[0], { ok: true, status: 204, data: null }, NOW).kept;
    const game = after.games.g7;
    assert.deepEqual(game.hands.map((each) => each.number), [1]);
    assert.deepEqual([game.game.score, game.game.dealer, game.game.hands_played, game.game.status, game.stale], [[0, 1], 1, 1, "in_progress", true]);
    assert.deepEqual(after.queue, []);
  });

  test("of a game's first hand: back to the score the game opened at (railroad's laps)", () => {
    const laps = { games: { g7: { ...record([hand(1, 0)]), game: { ...record([hand(1, 0)]).game, carried: [2, 0] } } },
      queue: [item(10, "undo", { number: 1, client_id: "c1" })] };
    const game = answered(laps, started(), laps.queue[0], { ok: true, status: 204, data: null }, NOW).kept.games.g7;
    assert.deepEqual([game.hands.length, game.game.score], [0, [2, 0]]);
  });

  test("a 404 is an undo done already: taken, not refused", () => {
    const before = kept();
    assert.equal(outcome(before.queue[0], no(404)), "accepted");
    assert.equal(answered(before, started(), before.queue[0], no(404), NOW).kept.games.g7.hands.length, 1);
  });

  test("of a hand whose number another phone's hand took since: that hand stays", () => {
    const before = { ...kept(), queue: [item(10, "undo", { number: 2, client_id: "mine" })] };
    const game = answered(before, started(), before.queue[0], no(404), NOW).kept.games.g7;
    assert.deepEqual([game.hands.length, game.stale], [2, true]);
  });
});

test("an edit the server takes: the hand as the server has it, the game's state with the game", () => {
  const kept = { games: { g7: record([hand(1, 0), hand(2, 1)]) }, queue: [item(10, "edit", { number: 1, client_id: "c1", body: { maker_tricks: 5 } })] };
  const answer = ok({ ...hand(1, 0, { maker_tricks: 5 }), status: "in_progress", winner: null, game: { score: [0, 3] } });
  const after = answered(kept, started(), kept.queue[0], answer, NOW).kept;
  assert.deepEqual(after.games.g7.hands[0], hand(1, 0, { maker_tricks: 5 }));
  assert.deepEqual([after.games.g7.game.score, after.games.g7.stale, after.queue.length], [[0, 3], true, 0]);
});

describe("a confirmation of the result", () => {
  const confirmItem = (seq) => item(seq, "confirm", { body: { action: "dispute", seat: 1, comment: "Short", client_id: `k${seq}` } });

  test("taken: the game as the server's answer has it, with its confirmation; the hands stay", () => {
    const kept = { games: { g7: record([hand(1, 0)]) }, queue: [confirmItem(10)] };
    const game = { ...kept.games.g7.game, status: "finished", confirmation: { state: "disputed", seats: [1], log: [] } };
    const after = answered(kept, started(), kept.queue[0], { ok: true, status: 201, data: game }, NOW).kept;
    assert.deepEqual([after.games.g7.game, after.games.g7.hands, after.games.g7.saved, after.queue], [game, kept.games.g7.hands, NOW, []]);
  });

  test("is sent after the hands entered before it, and waits while one of them is refused", () => {
    const queue = [handItem(1), handItem(2), confirmItem(3)];
    const inOrder = flushed({ games: { g7: record([]) }, queue }, (each) => ok(each.kind === "hand" ? hand(each.seq, 0) : record([]).game));
    assert.deepEqual([inOrder.sent, inOrder.kept.queue], [[1, 2, 3], []]);
    const refusing = (each) => (each.seq === 2 ? no(409, { code: "GAME_DEALS_PLAYED", message: "No." }) : ok(hand(1, 0)));
    const held = flushed({ games: { g7: record([]) }, queue }, refusing);
    assert.deepEqual(held.sent, [1, 2]);
    assert.deepEqual(held.kept.queue.map((each) => [each.seq, each.state]), [[2, "refused"], [3, "waiting"]]);
  });

  test("refused (confirmed meanwhile) stays with the server's words, the game to fetch again", () => {
    const kept = { games: { g7: record([hand(1, 0)]) }, queue: [confirmItem(10)] };
    const error = { code: "RESULT_CONFIRMED", message: "The other side confirmed this result." };
    const after = answered(kept, started(), kept.queue[0], no(409, error), NOW).kept;
    assert.deepEqual([after.queue[0].state, after.queue[0].error, after.games.g7.stale], ["refused", error, true]);
  });
});

describe("a refusal", () => {
  const kept = () => ({ games: { g7: record([hand(1, 0)]) }, queue: [handItem(10)] });

  for (const [status, name] of [[400, "a rule broken"], [404, "a hand gone"], [409, "a conflict"]]) {
    test(`(${status}, ${name}) keeps the item with the server's message, and the game to fetch again`, () => {
      const before = kept();
      const error = { code: "WRONG_DEALER", message: "It is seat 2's deal." };
      const after = answered(before, started(), before.queue[0], no(status, error), NOW);
      assert.deepEqual([after.kept.queue[0].state, after.kept.queue[0].error], ["refused", error]);
      assert.equal(after.kept.games.g7.stale, true);
      assert.deepEqual([after.run.report.refused, [...after.run.held]], [1, ["g7"]]);
    });
  }

  test("with no message of the server's says its status", () => {
    const before = kept();
    const after = answered(before, started(), before.queue[0], no(409), NOW).kept;
    assert.deepEqual(after.queue[0].error, { code: "HTTP_409", message: "The server answered 409." });
  });

  test("of a game never stored leaves no kept game to fetch", () => {
    const draft = { key: "local-a", id: null, draft: {}, game: null, hands: [] };
    const start = item(1, "game", { game: "local-a", body: { client_id: "a" } });
    const after = answered({ games: { "local-a": draft }, queue: [start] }, started(), start, no(400, { code: "X", message: "No." }), NOW).kept;
    assert.equal(after.games["local-a"], draft);
    assert.equal(after.queue[0].state, "refused");
  });

  test("mid-queue: what came before is sent, what comes after for that game waits untouched, other games' go", () => {
    const games = { g7: record([]), g5: { ...record([]), key: "g5", id: 5 } };
    const queue = [handItem(1), handItem(2), handItem(3), handItem(4, { game: "g5" }), item(5, "undo", { number: 1, client_id: "w1" })];
    const server = (each) => (each.seq === 2 ? no(400, { code: "WRONG_DEALER", message: "No." }) : ok(hand(1, 0, { client_id: `w${each.seq}` })));
    const { kept, report, sent } = flushed({ games, queue }, server);
    assert.deepEqual(sent, [1, 2, 4]);
    assert.deepEqual(kept.queue.map((each) => [each.seq, each.state]), [[2, "refused"], [3, "waiting"], [5, "waiting"]]);
    assert.equal(kept.queue[1], queue[2]); // (not even marked as tried: never sent)
    assert.deepEqual(report, { sent: 2, refused: 1, failed: 0, stopped: null, next: null });
  });

  test("once set right, waits again under the same client_id, and goes with what it held back", () => {
    const refusedItem = handItem(2, { state: "refused", error: { code: "WRONG_DEALER", message: "No." } });
    const fixed = setRight(refusedItem, { dealer: 1, maker: 2, maker_tricks: 4 });
    assert.deepEqual(fixed, { ...handItem(2), body: { dealer: 1, maker: 2, maker_tricks: 4, client_id: "w2" } });
    const { sent } = flushed({ games: { g7: record([]) }, queue: [fixed, handItem(3)] }, (each) => ok(hand(each.seq, 0)));
    assert.deepEqual(sent, [2, 3]);
  });
});

describe("a server failure", () => {
  test("holds the game's later items until its back-off ends; other games' go", () => {
    const games = { g7: record([]), g5: { ...record([]), key: "g5", id: 5 } };
    const queue = [handItem(1), handItem(2), handItem(3, { game: "g5" })];
    const { kept, report, sent } = flushed({ games, queue }, (each) => (each.game === "g7" ? no(503) : ok(hand(1, 0))));
    assert.deepEqual(sent, [1, 3]);
    assert.deepEqual(kept.queue.map((each) => [each.seq, each.state, each.failures, each.retry_at]), [[1, "waiting", 1, NOW + 2000], [2, "waiting", undefined, undefined]]);
    assert.deepEqual([report.next, report.sent], [NOW + 2000, 1]);
    const again = planned(started(), kept.queue[0], games.g7, NOW + 1999);
    assert.deepEqual([again.action, again.run.report.next], ["hold", NOW + 2000]);
  });

  test(`${TRIES} in a row fail the item: held like a refusal, counted as failed`, () => {
    const failing = handItem(1, { failures: TRIES - 1, tried: true });
    const after = answered({ games: { g7: record([]) }, queue: [failing] }, started(), failing, no(500), NOW);
    assert.deepEqual([after.kept.queue[0].state, after.kept.queue[0].failed, after.run.report.failed, after.run.report.next], ["refused", true, 1, null]);
    assert.equal(planned(started(), after.kept.queue[0], record([]), NOW).action, "hold");
  });
});

describe("an answer that stops the flush", () => {
  for (const [answer, why] of [[null, "offline"], [no(401), "signed-out"], [no(403), "signed-out"], [no(302), "server"]]) {
    test(`${why} (${answer ? answer.status : "no answer"}): nothing more is sent, nothing changes`, () => {
      const queue = [handItem(1), handItem(2)];
      const { kept, report, sent } = flushed({ games: { g7: record([]) }, queue }, () => answer);
      assert.deepEqual([sent, report.stopped, report.sent], [[1], why, 0]);
      assert.deepEqual(kept.queue, queue);
    });
  }
});

describe("before an item is sent", () => {
  test("a hand is marked as tried (stored first): from then on the server may have it", () => {
    const plan = planned(started(), handItem(1), record([]), NOW);
    assert.deepEqual([plan.action, plan.save, plan.item.tried], ["send", true, true]);
    assert.equal(planned(started(), { ...handItem(1), tried: true }, record([]), NOW).save, false);
  });

  test("an item of a game not on the server yet waits for it", () => {
    const draft = { key: "local-a", id: null, hands: [] };
    assert.equal(planned(started(), handItem(1, { game: "local-a" }), draft, NOW).action, "skip");
  });

  test("an undo of a hand sent since is sent by the server's number for it, or dropped if never stored", () => {
    const undo = item(1, "undo", { number: null, client_id: "c2" });
    const plan = planned(started(), undo, record([hand(1, 0), hand(2, 1)]), NOW);
    assert.deepEqual([plan.action, plan.item.number, plan.save], ["send", 2, false]);
    assert.equal(planned(started(), undo, record([hand(1, 0)]), NOW).action, "drop");
  });
});

describe("what the player does", () => {
  test("a new item waits under the key its game is kept by now", () => {
    assert.deepEqual(queued({ kind: "hand", game: "local-a", body: {} }, { key: "g9" }, NOW), { state: "waiting", created: NOW, kind: "hand", game: "g9", body: {} });
    assert.equal(queued({ kind: "hand", game: "local-a" }, undefined, NOW).game, "local-a");
  });

  test("a waiting hand amended before any send is changed or dropped; once tried, an undo or edit follows it", () => {
    const waiting = handItem(4);
    const mine = { seq: 4, client_id: "w4" };
    assert.deepEqual(amendment(waiting, mine, null), { delete: 4 });
    assert.deepEqual(amendment(waiting, mine, { maker: 0 }).put.body, { maker: 0, client_id: "w4" });
    assert.deepEqual(amendment({ ...waiting, tried: true }, mine, null), { follow: true });
    assert.deepEqual(amendment(undefined, mine, { maker: 0 }), { follow: true }); // (sent meanwhile)
  });
});
