/* The hand-entry form: drawn from the rules sheet for the game's variant and house
   rules, with only the choices they allow (choices.js), and read back. */

import {
  cardLabel, deckOf, editNote, entryChoices, entryTitle, forcedByRound, jokerSuitOf, jokerUpcardNote, trumpRefusals, turnedSuit,
} from "./choices.js";
import { gettext, interpolate } from "../../i18n.js";
import { $, choice, drawAgain, h, sameAsDrawn } from "./dom.js";
import { onTheirOwn, rankName, seatName, standing, suitName, teamName, teamOf } from "./state.js";

const form = () => $("hand-form");
const SEATS = ["maker", "maker_loner", "defender_loner"];

export function readForm() {
  const data = new FormData(form());
  const seat = (name) => (data.get(name) === null || data.get(name) === "" ? null : Number(data.get(name)));
  const round = data.get("round");
  return {
    ...Object.fromEntries(SEATS.map((name) => [name, seat(name)])),
    round: round === "joker" ? "joker" : round ? Number(round) : null,
    trump: data.get("trump") || null,
    upcard: data.get("upcard") || null,
    upcardSuit: data.get("upcard_suit") || null, // (tapped before its rank)
  };
}

function writeForm(state, values) {
  for (const name of [...SEATS, "round", "trump"]) {
    const wanted = values[name] === null || values[name] === undefined ? "" : String(values[name]);
    for (const input of form().querySelectorAll(`input[name="${name}"]`)) input.checked = input.value === wanted;
  }
  const jokerSuit = jokerSuitOfState(state);
  const kept = values.round !== "joker" && (values.upcard !== "JOKER" || jokerSuit); // (a railroad joker stays)
  const upcard = kept && values.upcard ? values.upcard : "";
  const suit = (values.round !== "joker" && turnedSuit(state.sheet, { ...values, upcard }, jokerSuit)) || "";
  for (const input of form().querySelectorAll('input[name="upcard_suit"]')) input.checked = input.value === suit;
  drawRanks(state, suit);
  for (const input of form().querySelectorAll('input[name="upcard"]')) input.checked = input.value === upcard;
}

const suitOfCard = (sheet, card) => sheet.suits.find((s) => s.key[0].toUpperCase() === card.slice(-1)).key;
const jokerSuitOfState = (state) => (state.view ? jokerSuitOf(state.view.variant, state.view.game, state.sheet) : null);

// The up-card's ranks in the suit tapped (none: not noted), from the game's deck; the
// joker among those of the suit it stands for (railroad).
export function drawRanks(state, suit) {
  const jokerSuit = jokerSuitOfState(state);
  const inSuit = (card) => (card === "JOKER" ? suit === jokerSuit : suitOfCard(state.sheet, card) === suit);
  const cards = suit ? deckOf(state.view.variant, state.view.game).filter(inSuit) : [];
  const benny = state.view.game.options.benny_card;
  const shown = (card) => (card !== "JOKER" ? rankName(card.slice(0, -1)) : benny ? cardLabel(state.sheet, benny) : gettext("Joker"));
  $("upcard-ranks").replaceChildren(...cards.map((card) => choice("upcard", card, shown(card), { "aria-label": cardLabel(state.sheet, card) })));
  $("upcard-ranks").hidden = !cards.length;
}

export function clearForm(state) {
  form().reset();
  if (state.view) drawRanks(state, ""); // (the up-card's suit is unset too)
  $("more").open = false;
  drawAgain(form()); // (for the next hand)
}

// A refusal of the form, said where the thumb is: just above the tricks it tapped.
export function complain(text) {
  $("entry-error").textContent = text;
  if (text) $("entry-error").scrollIntoView({ block: "nearest" });
}

// Enables what the rules allow for the choices made so far (``values``: those to show,
// when the form has yet to hold them: an edit's loners are drawn here, then checked).
export function refreshChoices(state, values = readForm()) {
  if (!state.view) return;
  const { game, variant } = state.view;
  const dealer = state.editing ? state.editing.dealer : state.view.dealer;
  const previous = values;
  const offered = entryChoices(variant, game, dealer, previous);
  for (const input of form().querySelectorAll('input[name="maker"]')) {
    refuse(input, offered.makerRefused(Number(input.value)));
    if (offered.joker && Number(input.value) === dealer) input.checked = true;
  }
  sayWhyNot(offered.jokerNote || "", "maker-why"); // (the maker moved to the dealer: why)
  $("upcard-field").hidden = offered.joker;
  $("passed").disabled = offered.joker; // (a joker turned up cannot be passed)
  const loners = (name, seats, nobodyDisabled) => $(`${name}-options`).replaceChildren(
    choice(name, "", gettext("Nobody"), { disabled: nobodyDisabled }),
    ...seats.map(({ seat, disabled }) => choice(name, seat, seatName(game, seat), { disabled })));
  loners("maker_loner", offered.makerLoners, offered.nobodyAloneDisabled);
  loners("defender_loner", offered.defenderLoners, false);
  writeForm(state, { ...previous, ...forcedByRound(state.sheet, previous, jokerSuitOfState(state)), maker: offered.maker, ...(offered.forced ? { maker_loner: offered.maker } : {}) });
  for (const name of ["maker_loner", "defender_loner"]) { // a choice now disabled falls back to nobody
    const checked = form().querySelector(`input[name="${name}"]:checked`);
    if (!checked || checked.disabled) form().querySelector(`input[name="${name}"][value=""]`).checked = true;
  }
  offerTrumps(state);
  const notes = [["must-go-alone", offered.forcedNote], ["loner-passed", [offered.passedNote, offered.loneDefenceNote].filter(Boolean).join(" ") || null],
    ["joker-upcard", jokerUpcardNote(variant, game, state.sheet)]];
  for (const [id, note] of notes) {
    $(id).hidden = !note;
    if (note) $(id).textContent = note;
  }
}

// A trump the round and the up-card forbid is shown struck out, and says why when tapped
// (see main.js); one chosen before the up-card was noted is taken back, saying why.
function offerTrumps(state) {
  const refused = trumpRefusals(state.sheet, readForm(), jokerSuitOfState(state));
  let why = "";
  for (const input of form().querySelectorAll('input[name="trump"]')) {
    const reason = refused[input.value] || "";
    refuse(input, reason);
    if (reason && input.checked) {
      input.checked = false;
      why = reason;
    }
  }
  // (A reason already said stays while it holds: the up-card's rank tapped after its suit.)
  sayWhyNot(why || (Object.values(refused).includes($("trump-why").textContent) ? $("trump-why").textContent : ""));
}

// A choice the rules forbid is struck out, not turned off: a tap on it says why (main.js).
function refuse(input, reason) {
  if (reason) input.setAttribute("aria-disabled", "true");
  else input.removeAttribute("aria-disabled");
  input.dataset.why = reason;
}

// Why a choice may not be made, said beside its choices (the trumps', or the makers').
export function sayWhyNot(reason, where = "trump-why") {
  $(where).hidden = !reason;
  $(where).textContent = reason;
}

export function renderEntry(state) {
  const { view, editing, sheet } = state;
  const { game, variant } = view;
  const counted = standing(view.hands).length;
  const drawn = JSON.stringify([state.key, view.dealer, counted, editing && [editing.hand.number, editing.hand.seq]]);
  if (sameAsDrawn(form(), drawn)) return; // a redraw would take the focus from the player
  const values = editing ? editing.values : readForm();
  const seats = [...Array(variant.players).keys()];
  $("maker-options").replaceChildren(...seats.map((seat) => choice("maker", seat,
    [seatName(game, seat), ...(onTheirOwn(variant) ? [] : [" ", h("span", { class: `tag t${teamOf(variant, seat)}`, text: teamName(variant, game, teamOf(variant, seat)) })])])));
  $("passed").hidden = game.options.stick_the_dealer === true;
  // Editing: the hand's tricks as recorded, or that everyone passed, are marked.
  const recorded = editing && editing.hand;
  for (const button of form().querySelectorAll('button[name="maker_tricks"]')) {
    button.toggleAttribute("aria-current", !!recorded && recorded.maker !== null && Number(button.value) === recorded.maker_tricks);
  }
  $("passed").toggleAttribute("aria-current", !!recorded && recorded.maker === null);
  $("round-options").replaceChildren(...[
    choice("round", 1, [gettext("Ordered up"), h("small", { text: gettext("round 1") })]),
    choice("round", 2, [gettext("Called"), h("small", { text: gettext("round 2") })]),
    variant.joker_upcard_dealer_makes && choice("round", "joker", [gettext("Joker"), h("small", { text: gettext("turned up") })]),
  ].filter(Boolean));
  $("trump-options").replaceChildren(...sheet.suits.map((s) => choice("trump", s.key,
    [h("span", { class: `suit-${s.key} symbol`, "aria-hidden": "true", text: s.symbol }), h("small", { text: suitName(s.key) })])));
  $("upcard-suits").replaceChildren(choice("upcard_suit", "", gettext("Not noted")), ...sheet.suits.map((s) => choice("upcard_suit", s.key,
    [h("span", { class: `suit-${s.key} symbol`, "aria-hidden": "true", text: s.symbol }), h("small", { text: suitName(s.key) })])));
  $("loners").hidden = !variant.lone_play;
  $("no-loners").hidden = variant.lone_play; // (where the loners would be, it says why not)
  $("no-loners").textContent = variant.lone_play ? "" : variant.maker_always_alone
    ? gettext("The maker plays alone against the other two: no one declares a lone hand.")
    : interpolate(gettext("%(variant)s has no lone hands."), { variant: variant.name });
  $("tricks-legend").textContent = onTheirOwn(variant) ? gettext("Maker's tricks: tap to record") : gettext("Makers' tricks: tap to record");
  $("passed").textContent = variant.players === 2 ? gettext("Both passed") : gettext("Everyone passed");
  $("defender-alone").hidden = game.options.defend_alone === false;
  $("entry-title").textContent = entryTitle(editing, counted);
  $("cancel-edit").hidden = !editing;
  $("entry").classList.toggle("editing", !!editing);
  $("edit-note").hidden = !editing;
  if (editing) $("edit-note").textContent = editNote(game, editing);
  refreshChoices(state, values);
}
