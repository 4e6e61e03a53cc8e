/* What the hand-entry form offers for the choices made so far, and what it sends: only
   what the variant and the house rules allow, all looked up in the rules sheet. Pure, as
   state.js. */

import { gettext, interpolate } from "../../i18n.js";
import { rankName, seatName, storedTeamName, suitName, teamOf } from "./state.js";
import { matchNow } from "./tally.js";

const given = (value) => value !== null && value !== undefined;

// The dealer's partner who orders up must go alone (Canadian loner, as the sheet says).
export function mustGoAlone(variant, game, dealer, round, maker) {
  return game.options.canadian_loner === true && round === 1 && maker !== null
    && variant.partner_must_go_alone[dealer] === maker;
}

// The form's choices, given the values read from it (round 1, 2 or "joker"; seats as
// numbers, or null): which makers may be chosen, who may go alone, and why not.
export function entryChoices(variant, game, dealer, values) {
  const joker = values.round === "joker";
  // The joker turned up: the dealer is the maker and names trump; nobody bid.
  const maker = joker ? dealer : values.maker;
  const makers = maker === null ? null : teamOf(variant, maker);
  const bidding = joker ? null : values.round;
  const passed = maker !== null && bidding ? variant.passers[dealer][bidding - 1][maker] : [];
  const noLonerAfterPass = game.options.no_loner_after_pass === true;
  const forced = mustGoAlone(variant, game, dealer, bidding, maker);
  // (No lone hands, or the maker always alone: nobody to choose.)
  const loners = (team, forMaker) => (team === null || !variant.lone_play ? [] : variant.teams[team]).map((seat) => ({
    seat,
    disabled: (noLonerAfterPass && passed.includes(seat)) || (forMaker && forced && seat !== maker),
  }));
  const jokerNote = joker ? interpolate(gettext("The joker turned up: %(name)s, the dealer, makes trump and names it."),
    { name: seatName(game, dealer) }) : null;
  // Railroad: a defender goes alone only against a lone maker.
  const noLoneDefence = variant.lone_defence_needs_loner && makers !== null && !given(values.maker_loner);
  return {
    joker,
    maker,
    jokerNote,
    makerRefused: (seat) => (joker && seat !== dealer ? jokerNote : ""), // (why not, or "")
    makerLoners: loners(makers, true),
    defenderLoners: loners(makers === null || variant.teams.length !== 2 ? null : 1 - makers, false)
      .map((loner) => ({ ...loner, disabled: loner.disabled || noLoneDefence })),
    loneDefenceNote: noLoneDefence
      ? interpolate(gettext("In %(variant)s a defender may go alone only against a lone maker."), { variant: variant.name }) : null,
    nobodyAloneDisabled: forced, // on the makers' side
    forced,
    forcedNote: forced ? interpolate(gettext("%(name)s ordered up as the dealer's partner, so plays alone; the dealer sits out."),
      { name: seatName(game, maker) }) : null,
    passedNote: noLonerAfterPass && passed.length
      ? interpolate(gettext("No loner for %(names)s: passed in the round trump was made."),
        { names: passed.map((seat) => seatName(game, seat)).join(", ") }) : null,
  };
}

// The suit an up-card noted turned (its suit alone when its rank was not tapped); a joker
// turns the suit it stands for (``jokerSuit``: railroad's house rule), or none.
export function turnedSuit(sheet, values, jokerSuit = null) {
  const { upcard, upcardSuit } = values;
  if (upcard === "JOKER") return jokerSuit;
  return upcard ? sheet.suits.find((s) => s.key[0].toUpperCase() === upcard.slice(-1)).key : upcardSuit;
}

// The suit a turned-up joker stands for at this game (railroad), as the sheet names suits.
export function jokerSuitOf(variant, game, sheet) {
  if (variant.joker_upcard_dealer_makes || !game.options.joker_suit) return null;
  return sheet.suits.find((s) => s.key[0].toUpperCase() === game.options.joker_suit).key;
}

// Why each trump may not be named, for the round and the up-card noted ({suit: reason};
// a suit not in it may be named), as the rules sheet says.
export function trumpRefusals(sheet, values, jokerSuit = null) {
  const { round } = values;
  if (round !== 1 && round !== 2) return {};
  const suit = turnedSuit(sheet, values, jokerSuit);
  return (suit && sheet.trump_refused[round - 1][suit]) || {};
}

// What is still missing before a hand can be recorded (null: nothing).
export function missingChoice(values) {
  if (values.maker === null) return gettext("Who made trump? Choose the maker's seat.");
  if (values.round === null) return gettext("Choose how trump was made: ordered up or called.");
  return null;
}

// The hand as the API takes it, from the form's values and the tricks tapped: the up-card,
// or its suit alone when its rank was not tapped.
export function handBody(values, tricks) {
  const joker = values.round === "joker";
  const record = {
    round: joker ? null : values.round,
    maker: values.maker,
    trump: values.trump,
    upcard: joker ? "JOKER" : values.upcard,
    upcard_suit: joker || values.upcard ? null : values.upcardSuit || null,
    maker_loner: values.maker_loner,
    defender_loner: values.defender_loner,
    maker_tricks: tricks,
  };
  return record; // (trump and up-card null too: an edit that clears them sends so)
}

// A hand as the form shows it: a joker turned up is its own "round"; the up-card's suit
// noted without its rank is shown tapped.
export const formValues = (hand) => ({
  ...hand, round: hand.round === null && hand.maker !== null ? "joker" : hand.round, upcardSuit: hand.upcard_suit || null,
});

// What the rules force of what was noted: in round 1 trump is the up-card's suit (the
// server fills in the up-card's suit from trump too). {trump} to fill in, or {}.
export function forcedByRound(sheet, values, jokerSuit = null) {
  if (values.round !== 1 || values.trump) return {};
  const suit = turnedSuit(sheet, values, jokerSuit);
  return suit ? { trump: suit } : {};
}

// A hand taken back, recorded again as it was (a pass-out sends maker null alone).
export const recordedAgain = (hand) => (!given(hand.maker) ? { maker: null }
  : given(hand.renege) ? { ...handBody(formValues(hand), null), renege: hand.renege } : handBody(formValues(hand), hand.maker_tricks));

// A refused hand set right where it now falls, with that deal's dealer: a loner the old
// dealer's seat forced on the maker (Canadian loner) was no choice, and goes with it.
export function valuesToSetRight(variant, game, hand, dealer) {
  const values = formValues(hand);
  if (mustGoAlone(variant, game, hand.dealer, values.round, hand.maker) && !mustGoAlone(variant, game, dealer, values.round, hand.maker)) {
    values.maker_loner = null;
  }
  return values;
}

// A rematch: same seats, rules and teams; the next dealer deals first.
export function rematchBody({ game, variant, dealer, winner = null, score = null }) {
  const body = {
    variant: game.variant, target: game.target,
    options: Object.fromEntries(variant.options.filter((o) => !o.fixed).map((o) => [o.key, game.options[o.key]])),
    seats: game.seats.map((s, seat) => seatName(game, seat)),
    first_dealer: dealer,
  };
  if (game.teams && game.teams.some((team) => team.name)) body.team_names = game.teams.map((team, i) => storedTeamName(variant, game, i));
  // The server's game: the next one at its table, in its match while the match goes on;
  // a league's game, the league's next one (the server seats the roster's players).
  const match = matchNow(game, winner, score);
  if (game.id && !(match && match.winner !== null)) body.rematch_of = game.id;
  return body;
}

// Where a turned-up joker stands for a suit (railroad), what the up-card's field says of
// it: it is among that suit's ranks (the 2♠ when it stands in for the joker).
export function jokerUpcardNote(variant, game, sheet) {
  const suit = jokerSuitOf(variant, game, sheet);
  if (!suit) return null;
  const joker = game.options.benny_card ? cardLabel(sheet, game.options.benny_card) : gettext("Joker");
  return interpolate(gettext("A joker turned up (%(joker)s) counts as %(suit)s here: it is among the %(suit)s."),
    { joker, suit: suitName(suit) });
}

// The up-cards the game's deck holds.
export function deckOf(variant, game) {
  return variant.decks[String(game.options.deck || Object.keys(variant.decks)[0])] || Object.values(variant.decks)[0];
}

export function cardLabel(sheet, card) {
  if (card === "JOKER") return gettext("Joker");
  const suit = sheet.suits.find((s) => s.key[0].toUpperCase() === card.slice(-1));
  return `${rankName(card.slice(0, -1))} ${suit.symbol} (${suitName(suit.key)})`;
}

export function entryTitle(editing, handsStanding) {
  if (!editing) return interpolate(gettext("Hand %(number)s"), { number: handsStanding + 1 });
  return editing.hand.state === "refused" ? gettext("Set the refused hand right")
    : interpolate(gettext("Edit hand %(number)s"), { number: editing.hand.number });
}

export function editNote(game, editing) {
  return `${interpolate(gettext("Dealt by %(name)s."), { name: seatName(game, editing.dealer) })} ` + (editing.hand.state === "refused"
    ? gettext("Tap the tricks to send it again.") : gettext("Tap the tricks to keep the change: the hands after it are scored again."));
}
