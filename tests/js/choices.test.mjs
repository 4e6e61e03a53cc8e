// What the hand-entry form offers and sends (choices.js), from the rules sheet.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  cardLabel, deckOf, entryChoices, forcedByRound, handBody, jokerSuitOf, jokerUpcardNote, missingChoice, recordedAgain,
  rematchBody, trumpRefusals, valuesToSetRight,
} from "../../static/js/app/table/choices.js";
import { derive } from "../../static/js/app/table/state.js";
import { serverGame, sheet } from "./sheet.mjs";

const na = sheet.variants.north_american;
const british = sheet.variants.british;
const railroad = sheet.variants.railroad;
const nothing = { maker: null, round: null, trump: null, upcard: null, maker_loner: null, defender_loner: null };
const seats = (loners) => loners.map(({ seat, disabled }) => (disabled ? `(${seat})` : String(seat)));

test("the joker turned up (British): the dealer is the maker, and the hand is sent with no round", () => {
  const game = serverGame("british");
  const offered = entryChoices(british, game, 3, { ...nothing, maker: 0, round: "joker" });
  assert.equal(offered.maker, 3);
  const why = "The joker turned up: Dan, the dealer, makes trump and names it.";
  assert.equal(offered.jokerNote, why);
  assert.deepEqual([0, 1, 2, 3].map(offered.makerRefused), [why, why, why, ""]); // (said when tapped)
  assert.deepEqual(seats(offered.makerLoners), ["1", "3"]);
  assert.equal(offered.forced, false);
  const body = handBody({ ...nothing, maker: 3, round: "joker", trump: "clubs", upcard: "9H" }, 4);
  assert.deepEqual(body, { round: null, maker: 3, trump: "clubs", upcard: "JOKER", upcard_suit: null, maker_loner: null, defender_loner: null, maker_tricks: 4 });
  assert.deepEqual(recordedAgain({ ...body, dealer: 3 }), body);
});

test("Canadian loner (British, always on): the dealer's partner who orders up plays alone", () => {
  const game = serverGame("british");
  const offered = entryChoices(british, game, 0, { ...nothing, maker: 2, round: 1 });
  assert.equal(offered.forced, true);
  assert.equal(offered.nobodyAloneDisabled, true);
  assert.deepEqual(seats(offered.makerLoners), ["(0)", "2"]);
  assert.equal(offered.forcedNote, "Cat ordered up as the dealer's partner, so plays alone; the dealer sits out.");
  // Called in round 2, or ordered up by another seat: a free choice.
  assert.equal(entryChoices(british, game, 0, { ...nothing, maker: 2, round: 2 }).forced, false);
  assert.equal(entryChoices(british, game, 1, { ...nothing, maker: 2, round: 1 }).forced, false);
});

test("a refused hand set right under another dealer drops the loner that dealer's seat forced", () => {
  const game = serverGame("british");
  const hand = { dealer: 0, maker: 2, round: 1, maker_loner: 2, maker_tricks: 5, state: "refused" };
  assert.equal(valuesToSetRight(british, game, hand, 1).maker_loner, null);
  assert.equal(valuesToSetRight(british, game, hand, 0).maker_loner, 2);
});

test("no loner after passing: who passed in the round trump was made in cannot go alone", () => {
  const game = serverGame("north_american", { options: { no_loner_after_pass: true } });
  // Dealer Ann; round 1 ordered up by Cat: Bob passed before her, Dan did not bid yet.
  const offered = entryChoices(na, game, 0, { ...nothing, maker: 2, round: 1 });
  assert.deepEqual(seats(offered.makerLoners), ["0", "2"]);
  assert.deepEqual(seats(offered.defenderLoners), ["(1)", "3"]);
  assert.equal(offered.passedNote, "No loner for Bob: passed in the round trump was made.");
});

test("a hand needs its maker and how trump was made", () => {
  assert.equal(missingChoice(nothing), "Who made trump? Choose the maker's seat.");
  assert.equal(missingChoice({ ...nothing, maker: 1 }), "Choose how trump was made: ordered up or called.");
  assert.equal(missingChoice({ ...nothing, maker: 1, round: 2 }), null);
  assert.deepEqual(handBody({ ...nothing, maker: 1, round: 2 }, 3), { round: 2, maker: 1, trump: null, upcard: null, upcard_suit: null, maker_loner: null, defender_loner: null, maker_tricks: 3 });
  assert.deepEqual(recordedAgain({ maker: null, dealer: 2 }), { maker: null });
});

test("the up-cards offered are the game's deck", () => {
  assert.equal(deckOf(na, serverGame("north_american")).length, 24);
  assert.equal(deckOf(na, serverGame("north_american", { options: { deck: 32 } })).length, 32);
  assert.equal(deckOf(british, serverGame("british"))[0], "JOKER");
  assert.equal(cardLabel(sheet, "JOKER"), "Joker");
  assert.equal(cardLabel(sheet, "10D"), "10 ♦ (diamonds)");
});

test("a rematch keeps the seats, the house rules and the team names; the next dealer deals", () => {
  const game = serverGame("north_american", { options: { super_euchre: true }, target: 11 });
  game.teams[0].name = "Us";
  const view = derive(sheet, { key: "g7", id: 7, game, hands: [] }, []);
  const body = rematchBody({ ...view, dealer: 2 });
  assert.deepEqual(body.seats, ["Ann", "Bob", "Cat", "Dan"]);
  assert.deepEqual([body.target, body.first_dealer, body.options.super_euchre], [11, 2, true]);
  assert.deepEqual(body.team_names, ["Us", "Team 2"]);
});

test("an up-card's suit tapped without its rank is sent, and round 1 makes it trump", () => {
  const values = { ...nothing, maker: 1, round: 1, upcardSuit: "hearts" };
  assert.deepEqual(forcedByRound(sheet, values), { trump: "hearts" });
  assert.deepEqual(forcedByRound(sheet, { ...values, upcardSuit: null, upcard: "9C" }), { trump: "clubs" });
  assert.deepEqual(forcedByRound(sheet, { ...values, round: 2 }), {}); // (any suit but that one)
  assert.deepEqual(forcedByRound(sheet, { ...values, trump: "hearts" }), {});
  const body = handBody(values, 3);
  assert.equal(body.upcard_suit, "hearts");
  assert.equal(body.upcard, null);
  assert.equal(handBody({ ...values, upcard: "9H" }, 3).upcard_suit, null); // (the card says it)
});

test("railroad: a defender goes alone only against a lone maker, and says so", () => {
  const game = serverGame("railroad");
  const againstTwo = entryChoices(railroad, game, 0, { ...nothing, maker: 1, round: 1 });
  assert.deepEqual(seats(againstTwo.defenderLoners), ["(0)", "(2)"]);
  assert.equal(againstTwo.loneDefenceNote, "In Railroad Euchre a defender may go alone only against a lone maker.");
  const againstOne = entryChoices(railroad, game, 0, { ...nothing, maker: 1, round: 1, maker_loner: 3 });
  assert.deepEqual(seats(againstOne.defenderLoners), ["0", "2"]);
  assert.equal(againstOne.loneDefenceNote, null);
  assert.deepEqual(seats(entryChoices(na, serverGame("north_american"), 0, { ...nothing, maker: 1, round: 1 }).defenderLoners), ["0", "2"]);
});

test("railroad: a joker turned up is noted as the suit it stands for; bidding goes on", () => {
  assert.equal(railroad.joker_upcard_dealer_makes, false);
  assert.equal(deckOf(railroad, serverGame("railroad"))[0], "JOKER");
  assert.equal(deckOf(railroad, serverGame("railroad", { options: { deck: 33 } })).length, 33);
  assert.equal(jokerUpcardNote(railroad, serverGame("railroad"), sheet), "A joker turned up (Joker) counts as hearts here: it is among the hearts.");
  assert.equal(jokerUpcardNote(railroad, serverGame("railroad", { options: { joker_suit: "C", benny_card: "2S" } }), sheet),
    "A joker turned up (2 ♠ (spades)) counts as clubs here: it is among the clubs.");
  assert.equal(jokerUpcardNote(british, serverGame("british"), sheet), null);
  const hearts = jokerSuitOf(railroad, serverGame("railroad"), sheet);
  assert.equal(hearts, "hearts");
  assert.deepEqual(forcedByRound(sheet, { ...nothing, round: 1, upcard: "JOKER" }, hearts), { trump: "hearts" });
  assert.ok(trumpRefusals(sheet, { ...nothing, round: 2, upcard: "JOKER" }, hearts).hearts); // turned down
  assert.deepEqual(trumpRefusals(sheet, { ...nothing, round: 2, upcard: "JOKER" }, null), {}); // British: no bidding on it
});
