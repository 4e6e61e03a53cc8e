// A renege waiting to be sent, a match's tally and the rematch that continues it: what the
// table works out before the server answers (state.js, tally.js, choices.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import { handBody, recordedAgain, rematchBody } from "../../static/js/app/table/choices.js";
import { derive, handStory } from "../../static/js/app/table/state.js";
import { lapsLine, matchLine, matchNow } from "../../static/js/app/table/tally.js";
import { serverGame, sheet, waitingHand } from "./sheet.mjs";

const na = sheet.variants.north_american;

test("a renege waiting to be sent scores the sheet's penalty to the other side", () => {
  const game = serverGame("north_american");
  const items = [
    waitingHand({ dealer: 0, maker: 1, round: 2, trump: "clubs", maker_tricks: null, renege: 0 }),
    waitingHand({ dealer: 1, maker: 2, round: 2, trump: "clubs", maker_tricks: null, maker_loner: 2, renege: 1 }),
    waitingHand({ dealer: 2, maker: 3, round: 2, trump: "clubs", maker_tricks: null, renege: 3 }),
  ];
  const view = derive(sheet, { key: "g7", id: 7, game, hands: [] }, items);
  assert.deepEqual(view.hands.map((h) => [h.outcome, h.scoring_team, h.points]),
    [["renege", 1, 2], ["renege", 0, 4], ["renege", 0, 2]]);
  assert.deepEqual(view.score, [6, 2]);
});

test("a renege hand is told by who reneged, not by tricks", () => {
  const game = serverGame("north_american");
  const hand = { dealer: 0, maker: 1, round: 2, trump: "clubs", maker_loner: null, defender_loner: null, maker_tricks: null, renege: 0, outcome: "renege" };
  const parts = handStory(na, game, hand);
  assert.deepEqual(parts, ["Bob called ", { suit: "clubs" }, " · Ann reneged"]);
});

test("a renege taken back is recorded again as a renege; other hands as they were", () => {
  const renege = { dealer: 0, maker: 1, round: 2, trump: "clubs", upcard: null, maker_loner: null, defender_loner: null, maker_tricks: null, renege: 0 };
  assert.deepEqual(recordedAgain(renege), { round: 2, maker: 1, trump: "clubs", upcard: null, upcard_suit: null, maker_loner: null, defender_loner: null, maker_tricks: null, renege: 0 });
  assert.equal(recordedAgain({ ...renege, upcard_suit: "hearts" }).upcard_suit, "hearts"); // (noted without its rank)
  const plain = { ...renege, renege: null, maker_tricks: 3 };
  assert.deepEqual(recordedAgain(plain), handBody({ ...plain }, 3));
  assert.equal("renege" in recordedAgain(plain), false);
});

const match = (fields) => ({ id: 3, format: "best_of", length: 3, wins_needed: 2, wins: [1, 0], played: 1, winner: null, games: [7, 8], number: 2, next: null, ...fields });

test("a match's tally in words, by the teams' names", () => {
  const game = serverGame("north_american", { teams: [{ seats: [0, 2], name: "Us" }, { seats: [1, 3], name: null }] });
  assert.equal(matchLine(na, game), null);
  assert.equal(matchLine(na, { ...game, match: match() }), "Best of 3 · Us 1–0 Team 2 · game 2");
  assert.equal(matchLine(na, { ...game, match: match({ format: "first_to", length: 4, wins: [2, 3], number: 6 }) }),
    "First to 4 · Us 2–3 Team 2 · game 6");
  assert.equal(matchLine(na, { ...game, match: match({ wins: [1, 2], winner: 1 }) }), "Team 2 won the match 2–1 (best of 3)");
});

test("a rematch continues the server's game and its match, until the match is won", () => {
  const view = (fields) => derive(sheet, { key: "g7", id: 7, game: serverGame("north_american", fields), hands: [] }, []);
  assert.equal(rematchBody(view({})).rematch_of, 7);
  assert.equal(rematchBody(view({ match: match() })).rematch_of, 7);
  assert.equal("rematch_of" in rematchBody(view({ match: match({ winner: 0, wins: [2, 0] }) })), false);
  assert.equal(rematchBody(view({ league: "friday-club" })).rematch_of, 7); // the league's next
  assert.equal("rematch_of" in rematchBody(view({ id: null })), false); // not on the server yet
});

test("a game won since the server's tally was read counts, and may decide the match", () => {
  const game = serverGame("north_american", { match: match() }); // game 2, 1–0 after game 1
  assert.deepEqual(matchNow(game, null), match());
  const won = matchNow(game, 0);
  assert.deepEqual([won.wins, won.played, won.winner], [[2, 0], 2, 0]);
  assert.deepEqual(matchNow(game, 1).wins, [1, 1]);
  assert.equal(matchNow(game, 1).winner, null);
  const counted = { ...game, match: match({ wins: [2, 0], played: 2, winner: 0 }) };
  assert.deepEqual(matchNow(counted, 0), counted.match); // (read after the game's end)
  const view = derive(sheet, { key: "g7", id: 7, game, hands: [] }, []);
  assert.equal("rematch_of" in rematchBody({ ...view, winner: 0 }), false); // the match is won
  assert.equal(rematchBody({ ...view, winner: 1 }).rematch_of, 7);
});

test("railroad's slam: a game won before the losers scored counts two in the match", () => {
  const game = serverGame("railroad", { options: { slam: true }, match: match() }); // 1–0 after game 1
  assert.deepEqual(matchNow(game, 0, [12, 0]).wins, [3, 0]);
  assert.deepEqual(matchNow(game, 1, [0, 10]).wins, [1, 2]);
  assert.equal(matchNow(game, 1, [0, 10]).winner, 1); // best of 3: two games won at once
  assert.deepEqual(matchNow(game, 0, [10, 3]).wins, [2, 0]);
  const plain = serverGame("railroad", { options: { slam: false }, match: match() });
  assert.deepEqual(matchNow(plain, 0, [12, 0]).wins, [2, 0]);
});

test("a game opened at its laps says so, by the team's name", () => {
  const railroad = sheet.variants.railroad;
  assert.equal(lapsLine(railroad, serverGame("railroad", { carried: [0, 2] })),
    "Team 2 opened with 2: the laps the match's last game carried past its target.");
  assert.equal(lapsLine(railroad, serverGame("railroad", { carried: [0, 0] })), null);
  assert.equal(lapsLine(railroad, serverGame("railroad")), null);
});
