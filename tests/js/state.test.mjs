// The table's state as derived from a game, its hands and the outbox (state.js).
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  derive, draftGame, handStory, lastHand, news, provisional, redealt, refusalText, rulesQuery,
  sameHand, scoreLine, teamName, waitingList, winnerTitle,
} from "../../static/js/app/table/state.js";
import { editItem, saved, serverGame, sheet, undoItem, waitingHand } from "./sheet.mjs";

const na = sheet.variants.north_american;
const british = sheet.variants.british;
const twoHanded = sheet.variants.two_handed;
const record = (game, hands = []) => ({ key: "g7", id: 7, game, hands });
const summary = (view) => view.hands.map((hand) => [hand.number, hand.state, hand.scoring_team, hand.points]);

describe("a waiting hand is scored by the sheet, as the server will", () => {
  const game = serverGame("north_american");
  const cases = [
    // [name, hand, outcome, scoring team, points]
    ["made", { maker: 1, maker_tricks: 3 }, "made", 1, 1],
    ["march", { maker: 0, maker_tricks: 5 }, "march", 0, 2],
    ["loner march", { maker: 3, maker_loner: 3, maker_tricks: 5 }, "loner_march", 1, 4],
    ["euchred", { maker: 2, maker_tricks: 2 }, "euchred", 1, 2],
    ["lone defender sweeps", { maker: 0, defender_loner: 1, maker_tricks: 0 }, "defender_loner_euchre", 1, 4],
    ["passed out", { maker: null }, "passed_out", null, 0],
  ];
  for (const [name, hand, outcome, team, points] of cases) {
    test(name, () => {
      const got = provisional(na, game, { maker_loner: null, defender_loner: null, ...hand });
      assert.deepEqual([got.outcome, got.scoring_team, got.points], [outcome, team, points]);
    });
  }

  test("the game's scoring house rules pick the row (super euchre: 4 for no trick)", () => {
    const house = serverGame("north_american", { options: { super_euchre: true } });
    const got = provisional(na, house, { maker: 1, maker_loner: null, defender_loner: null, maker_tricks: 0 });
    assert.deepEqual([got.scoring_team, got.points], [0, 4]);
  });
});

test("a loner march waiting on the server's hands: the score runs on and the deal passes left", () => {
  const game = serverGame("north_american");
  const hands = [saved(1, 0, { maker: 1, maker_tricks: 3, outcome: "made", scoring_team: 1, points: 1 })];
  const view = derive(sheet, record(game, hands), [waitingHand({ dealer: 1, maker: 2, maker_loner: 2, maker_tricks: 5 })]);
  assert.deepEqual(summary(view), [[1, "saved", 1, 1], [2, "waiting", 0, 4]]);
  assert.deepEqual(view.score, [4, 1]);
  assert.deepEqual(view.chart, [[0, 0], [0, 1], [4, 1]]);
  assert.equal(view.dealer, 2);
  assert.equal(view.winner, null);
  assert.equal(scoreLine(view), "Team 1 4, Team 2 1. Cat deals.");
  assert.deepEqual(handStory(na, game, view.hands[1]), ["Cat ordered up ", { suit: "spades" }, " · Cat alone", " · 5 tricks", " · lone march"]);
});

test("a passed-out deal scores nothing, and the next seat deals", () => {
  const view = derive(sheet, record(serverGame("north_american", { dealer: 3 })), [waitingHand({ dealer: 3, maker: null })]);
  assert.deepEqual(summary(view), [[1, "waiting", null, 0]]);
  assert.deepEqual(view.score, [0, 0]);
  assert.equal(view.dealer, 0);
  assert.deepEqual(handStory(na, view.game, view.hands[0]), ["Passed out"]);
});

describe("a two-handed game started offline", () => {
  const body = { variant: "two_handed", seats: ["Ann", "Bob"], first_dealer: 1, target: 4 };
  const draft = { key: "local-x", id: null, draft: body, game: null, hands: [] };

  test("its draft has the variant's defaults, and each player is a team", () => {
    const game = draftGame(sheet, body);
    assert.deepEqual(game.options, { deck: 24, stick_the_dealer: false });
    assert.equal(game.dealer, 1);
    assert.deepEqual([teamName(twoHanded, game, 0), teamName(twoHanded, game, 1)], ["Ann", "Bob"]);
  });

  test("two marches reach the target: Bob wins, waiting for the server to confirm", () => {
    const items = [
      { seq: 1, kind: "game", game: "local-x", state: "waiting", body },
      waitingHand({ dealer: 1, maker: 1, maker_tricks: 5 }, { game: "local-x" }),
      waitingHand({ dealer: 0, maker: 1, maker_tricks: 5 }, { game: "local-x" }),
    ];
    const view = derive(sheet, draft, items);
    assert.deepEqual(view.score, [0, 4]);
    assert.deepEqual(view.hands.map((hand) => hand.dealer), [1, 0]);
    assert.equal(view.dealer, 1);
    assert.equal(view.winner, 1);
    assert.equal(view.provisionalEnd, true);
    assert.equal(scoreLine(view), "Ann 0, Bob 4. Bob wins!");
    assert.equal(winnerTitle(view), "Bob wins!");
  });
});

test("a British hand with the joker turned up: the dealer named trump, nobody bid", () => {
  const game = serverGame("british", { dealer: 2 });
  const hand = { dealer: 2, maker: 2, round: null, trump: "clubs", upcard: "JOKER", maker_tricks: 4 };
  const view = derive(sheet, record(game), [waitingHand(hand)]);
  assert.deepEqual(summary(view), [[1, "waiting", 0, 1]]);
  assert.equal(view.dealer, 3);
  assert.deepEqual(handStory(british, game, view.hands[0]), ["Cat named ", { suit: "clubs" }, " (joker turned up)", " · 4 tricks"]);
});

describe("undo", () => {
  const game = serverGame("north_american");
  const hands = [
    saved(1, 0, { maker: 1, maker_tricks: 3, scoring_team: 1, points: 1 }),
    saved(2, 1, { maker: 0, maker_tricks: 5, scoring_team: 0, points: 2 }),
  ];

  test("of a hand the server has, waiting to be sent: the hand goes and its dealer deals again", () => {
    const view = derive(sheet, record(game, hands), [undoItem({ number: 2, client_id: "c2" })]);
    assert.deepEqual(summary(view), [[1, "saved", 1, 1]]);
    assert.equal(view.dealer, 1);
    assert.ok(sameHand(lastHand(view.hands), hands[0]));
  });

  test("of a hand still waiting, named by its client_id", () => {
    const hand = waitingHand({ dealer: 2, maker: 3, maker_tricks: 3 });
    const view = derive(sheet, record(game, hands), [hand, undoItem({ number: null, client_id: hand.body.client_id })]);
    assert.deepEqual(view.hands.map((h) => h.number), [1, 2]);
    assert.equal(view.dealer, 2);
  });

  test("refused by the server: nothing changes", () => {
    const view = derive(sheet, record(game, hands), [undoItem({ number: 2, state: "refused", error: { code: "X", message: "no" } })]);
    assert.deepEqual(view.score, [2, 1]);
  });
});

test("an edit waiting is scored by the sheet until the server answers", () => {
  const game = serverGame("north_american");
  const hands = [saved(1, 0, { maker: 1, maker_tricks: 3, scoring_team: 1, points: 1 })];
  const view = derive(sheet, record(game, hands), [editItem(1, { maker: 1, maker_tricks: 1 })]);
  assert.deepEqual(summary(view), [[1, "edit waiting", 0, 2]]);
});

test("a finished game with nothing waiting shows the server's winner", () => {
  const game = serverGame("north_american", { target: 1, status: "finished", winner: 1 });
  const hands = [saved(1, 0, { maker: 1, maker_tricks: 3, scoring_team: 1, points: 1 })];
  const view = derive(sheet, record(game, hands), []);
  assert.deepEqual([view.winner, view.provisionalEnd], [1, false]);
  assert.equal(winnerTitle(view), "Team 2 (Bob & Dan) win!");
});

test("a refused hand stands aside; set right or discarded, the hands after it are dealt again", () => {
  const game = serverGame("north_american");
  const refused = waitingHand({ dealer: 0, maker: 1, maker_tricks: 3 }, { state: "refused", error: { code: "WRONG_DEALER", message: "It is seat 1's deal." } });
  const after = waitingHand({ dealer: 1, maker: 2, maker_tricks: 3 }); // entered as if it stood
  const view = derive(sheet, record(game), [refused, after]);
  assert.deepEqual(view.hands.map((h) => [h.state, h.number]), [["refused", undefined], ["waiting", 1]]);
  assert.deepEqual(view.score, [1, 0]); // (the refused hand counts for nothing)
  assert.deepEqual(redealt(sheet, record(game), [refused, after], refused.seq, null), [{ seq: after.seq, body: { ...after.body, dealer: 0 } }]);
  assert.deepEqual(redealt(sheet, record(game), [refused, after], refused.seq, { ...refused.body }), []);
  assert.equal(refusalText(game, refused), "It is Bob's deal. The game changed on another phone after this was entered.");
});

test("a change refused because the result was settled meanwhile says so before the server's words", () => {
  const game = serverGame("north_american", { status: "finished" });
  const edit = { seq: 3, kind: "edit", number: 2, state: "refused", error: { code: "RESULT_CONFIRMED", message: "The other side confirmed this result." } };
  assert.equal(refusalText(game, edit), "The result was confirmed meanwhile: the table now shows it as the server has it. The other side confirmed this result.");
  const closed = { ...edit, error: { code: "GAME_CLOSED", message: "This game was closed." } };
  assert.match(refusalText(game, closed), /^The round finished meanwhile and closed this table: .* This game was closed\.$/);
});

test("what waits, in words", () => {
  assert.equal(waitingList([]), null);
  assert.equal(waitingList([waitingHand({}), waitingHand({}), undoItem({}), { kind: "game", state: "waiting" }]), "this game, 2 hands and 1 undo");
  assert.equal(waitingList([editItem(1, {}), waitingHand({}, { state: "refused" })]), "1 edit");
  assert.equal(waitingList([waitingHand({}), { kind: "confirm", state: "waiting", body: {} }]), "1 hand and the result's confirmation");
});

test("the screen reader hears a new hand's points once, and nothing on opening", () => {
  const game = serverGame("north_american");
  const first = derive(sheet, record(game), []);
  const opened = news(first, null);
  assert.equal(opened.text, null);
  const next = derive(sheet, record(game), [waitingHand({ dealer: 0, maker: 1, maker_tricks: 5 })]);
  assert.equal(news(next, opened.said).text, "Hand 1: +2 Team 2. Team 1 0, Team 2 2. Bob deals.");
  assert.equal(news(next, news(next, opened.said).said).text, null);
  assert.equal(news(first, news(next, opened.said).said).text, "Score now: Team 1 0, Team 2 0. Ann deals.");
});

test("the rules links carry only the house rules that differ, and the target", () => {
  assert.equal(rulesQuery(na, serverGame("north_american")), "");
  assert.equal(rulesQuery(na, serverGame("north_american", { options: { deck: 32, super_euchre: true }, target: 11 })), "?deck=32&super_euchre=1&target=11");
  assert.equal(rulesQuery(british, serverGame("british", { options: { benny_card: "2S" } })), "?benny_card=2S");
});

test("a game opened at its laps (railroad) runs its score on from them", () => {
  const game = serverGame("railroad", { carried: [2, 0] });
  const hands = [saved(1, 0, { maker: 1, maker_tricks: 3, outcome: "made", scoring_team: 1, points: 1 })];
  const view = derive(sheet, record(game, hands), []);
  assert.deepEqual(view.score, [2, 1]);
  assert.deepEqual(view.chart, [[2, 0], [2, 1]]);
});
