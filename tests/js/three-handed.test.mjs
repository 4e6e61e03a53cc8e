// Three-handed Euchre at the table (state.js, choices.js): each player a side of their own,
// a euchre that scores for both of the maker's opponents, the house rules' values, and
// two level past the target playing on. The sheet is scoring.sheet's own (sheet.mjs).
import assert from "node:assert/strict";
import { test } from "node:test";

import { entryChoices, rematchBody } from "../../static/js/app/table/choices.js";
import {
  derive, gains, levelAt, news, pointsText, provisional, scoreLine, winnerOf, winnerTitle,
} from "../../static/js/app/table/state.js";
import { saved, serverGame, sheet, waitingHand } from "./sheet.mjs";

const three = sheet.variants.three_handed;
const record = (game, hands = []) => ({ key: "g7", id: 7, game, hands });
const hand = (fields) => ({ maker_loner: null, defender_loner: null, ...fields });

test("the sheet seats three players, each a side of their own, the maker always alone", () => {
  assert.deepEqual(three.teams, [[0], [1], [2]]);
  assert.equal(three.maker_always_alone, true);
  assert.equal(three.lone_play, false);
  assert.deepEqual(three.next_dealer, [1, 2, 0]);
});

test("a waiting hand scores 1, 3, or 2 to each opponent, as the server will", () => {
  const game = serverGame("three_handed");
  const cases = [
    [{ maker: 1, maker_tricks: 3 }, "made", 1, 1, [0, 1, 0]],
    [{ maker: 2, maker_tricks: 5 }, "march", 2, 3, [0, 0, 3]],
    [{ maker: 0, maker_tricks: 2 }, "euchred", null, 2, [0, 2, 2]],
    [{ maker: 0, renege: 0 }, "renege", null, 2, [0, 2, 2]],
    [{ maker: 0, renege: 1 }, "renege", 0, 2, [2, 0, 0]],
  ];
  for (const [fields, outcome, team, points, each] of cases) {
    const got = provisional(three, game, hand(fields));
    assert.deepEqual([got.outcome, got.scoring_team, got.points], [outcome, team, points], JSON.stringify(fields));
    assert.deepEqual(gains(three, { ...fields, ...got }), each);
  }
});

test("each value is the game's house rule", () => {
  const game = serverGame("three_handed", { options: { march_points: 4, euchre_points: 1 } });
  assert.equal(provisional(three, game, hand({ maker: 1, maker_tricks: 5 })).points, 4);
  assert.equal(provisional(three, game, hand({ maker: 1, maker_tricks: 0 })).points, 1);
});

test("the game goes to the one past the target ahead of the others; level at the top plays on", () => {
  assert.equal(winnerOf([9, 10, 8], 10), 1);
  assert.equal(winnerOf([11, 4, 10], 10), 0);
  assert.equal(winnerOf([11, 4, 11], 10), null);
  assert.deepEqual(levelAt([11, 4, 11], 10), [0, 2]);
  assert.deepEqual(levelAt([9, 4, 9], 10), []);
  assert.equal(winnerOf([12, 11, 3], 10), 0);
  assert.equal(winnerOf([10, 3], 10), 0); // (two sides as before: the first there)
  assert.equal(winnerOf([10, 10], 10), 0);
});

test("the table adds a euchre to both opponents, says the tie, then who won", () => {
  const game = serverGame("three_handed", { target: 5 });
  const hands = [
    saved(1, 0, { maker: 0, maker_tricks: 5, outcome: "march", scoring_team: 0, points: 3 }),
    saved(2, 1, { maker: 2, maker_tricks: 5, outcome: "march", scoring_team: 2, points: 3 }),
  ];
  const euchre = waitingHand({ dealer: 2, maker: 1, maker_tricks: 1 });
  const view = derive(sheet, record(game, hands), [euchre]);
  assert.deepEqual(view.score, [5, 0, 5]);
  assert.deepEqual(view.chart, [[0, 0, 0], [3, 0, 0], [3, 0, 3], [5, 0, 5]]);
  assert.equal(view.winner, null);
  assert.deepEqual(view.level, [0, 2]);
  assert.equal(view.dealer, 0);
  assert.equal(pointsText(three, game, view.hands[2]), "+2 Ann, +2 Cat");
  assert.equal(scoreLine(view), "Ann 5, Bob 0, Cat 5. Ann and Cat are level at 5: play on until one leads. Ann deals.");
  const before = news(derive(sheet, record(game, hands), []), null).said;
  assert.match(news(view, before).text, /^Hand 3: \+2 Ann, \+2 Cat\. /);
  const won = derive(sheet, record(game, hands), [euchre, { ...waitingHand({ dealer: 0, maker: 2, maker_tricks: 3 }), seq: 2 }]);
  assert.deepEqual([won.score, won.winner, won.level], [[5, 0, 6], 2, []]);
  assert.equal(winnerTitle(won), "Cat wins!");
});

test("the form offers no lone player, and a rematch sends no team names", () => {
  const game = serverGame("three_handed");
  const offered = entryChoices(three, game, 0, { maker: 2, round: 1, maker_loner: null, defender_loner: null });
  assert.deepEqual([offered.makerLoners, offered.defenderLoners], [[], []]);
  const body = rematchBody({ game, variant: three, dealer: 1 });
  assert.deepEqual(body.seats, ["Ann", "Bob", "Cat"]);
  assert.equal("team_names" in body, false);
});
