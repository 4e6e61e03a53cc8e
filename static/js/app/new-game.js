/* New game: shows the house rules of the chosen variant, and starts the game through the
   outbox, so a game can be started with no network and sent when it returns. */
import { gettext } from "../i18n.js";
import { nameDealers as nameDealersOf } from "./dealer-names.js";
import * as Outbox from "./outbox.js";
import { rulesetControls } from "./ruleset.js";
import { syncWithin, tableUrl } from "./sync.js";

const form = document.getElementById("new-game");
const error = document.getElementById("new-error");
const ruleset = rulesetControls(form);

function players() { return Number(ruleset.house().dataset.players); }

function showVariant() {
  ruleset.showVariant();
  for (const seat of form.querySelectorAll("[data-seat]")) {
    const hidden = Number(seat.dataset.seat) >= players();
    seat.hidden = hidden;
    for (const input of seat.querySelectorAll("input")) input.disabled = hidden;
  }
  const first = form.querySelector('input[name="first_dealer"]:checked');
  if (!first || first.disabled) form.querySelector('input[name="first_dealer"]').checked = true;
  document.getElementById("team-names").hidden = players() !== 4; // (two- and three-handed: no teams)
  for (const note of form.querySelectorAll(".partner")) note.hidden = players() !== 4;
  nameDealers();
}

function seatNames() {
  return [...form.querySelectorAll('input[name="seat"]:not(:disabled)')].map((input) => input.value.trim());
}

function nameDealers() {
  nameDealersOf(document.getElementById("first-dealer"), seatNames());
}

function body() {
  const game = {
    ...ruleset.read(),
    seats: seatNames(),
    first_dealer: Number(form.elements.first_dealer.value),
  };
  const teams = [...form.querySelectorAll('input[name="team_name"]')].map((input) => input.value.trim());
  if (players() === 4 && teams.some(Boolean)) game.team_names = teams.map((name, i) => name || `Team ${i + 1}`);
  return game;
}

// What was entered is kept in this tab until the game starts: signing in or playing as
// a guest first (a page away and back) loses none of it.
const DRAFT = "new-game-draft";
const fields = () => [...form.elements].filter((element) => element.name);

function keepDraft() {
  const values = fields().map((element) => (element.type === "radio" || element.type === "checkbox" ? element.checked : element.value));
  sessionStorage.setItem(DRAFT, JSON.stringify(values));
}

function restoreDraft() {
  const values = JSON.parse(sessionStorage.getItem(DRAFT) || "null");
  const elements = fields();
  if (!values || values.length !== elements.length) return;  // (a form changed since)
  elements.forEach((element, i) => {
    if (element.type === "radio" || element.type === "checkbox") element.checked = values[i];
    else element.value = values[i];
  });
}

async function submit(event) {
  event.preventDefault();
  const game = body();
  if (game.seats.some((name) => !name)) { error.textContent = gettext("Give every seat a player's name."); return; }
  if (!Number.isInteger(game.target) || game.target < 1) { error.textContent = gettext("Points to win: a whole number, 1 or more."); return; }
  const button = form.querySelector('button[type="submit"]');
  button.disabled = true;
  error.textContent = "";
  const key = await Outbox.createGame(game);
  // Online, the server's answer (a refusal is said here); on weak wifi, no long wait:
  // the game is kept on this phone, and its table opens.
  const report = navigator.onLine ? await syncWithin() : null;
  const refusal = (await Outbox.items(key)).find((item) => item.state === "refused");
  if (refusal || (report && report.stopped === "signed-out")) {
    // Online and refused (or not signed in): say why here, and keep nothing.
    error.textContent = refusal ? refusal.error.message : gettext("Sign in or play as guest to start a game.");
    await Outbox.forget(key);
    button.disabled = false;
    return;
  }
  sessionStorage.removeItem(DRAFT);
  location.assign(tableUrl((await Outbox.currentGame(key)).key));
}

form.addEventListener("change", (event) => {
  if (event.target.name === "variant") showVariant();
});
form.addEventListener("input", (event) => { if (event.target.name === "seat") nameDealers(); });
form.addEventListener("input", keepDraft);
form.addEventListener("change", keepDraft);
form.addEventListener("submit", submit);
restoreDraft();
showVariant();  // (which sets the variant's usual target: the draft's is set again)
restoreDraft();
ruleset.showTarget({ focus: false });  // (opening the page does not open the phone's keyboard)
nameDealers();
