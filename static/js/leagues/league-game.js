/* A league game's seats: the roster's names offered under the seat being typed in, one
   tap (or Enter on the highlighted one) to take a name. */
import { nameDealers } from "../app/dealer-names.js";
import { suggest } from "./roster-names.js";

const roster = JSON.parse(document.getElementById("roster-names").textContent);
const inputs = [...document.querySelectorAll('#league-game input[name="seat"]')];

function listOf(input) { return document.getElementById(input.getAttribute("aria-controls")); }

function close(input) {
  listOf(input).hidden = true;
  listOf(input).replaceChildren();
  input.setAttribute("aria-expanded", "false");
  input.removeAttribute("aria-activedescendant");
}

function choose(input, name) {
  input.value = name;
  close(input);
  input.focus();
  showDealers();
}

const dealers = document.getElementById("first-dealer");
const showDealers = () => nameDealers(dealers, inputs.map((input) => input.value.trim()));

function offer(input) {
  const seated = inputs.filter((other) => other !== input).map((other) => other.value);
  const names = suggest(roster, input.value, { seated });
  const list = listOf(input);
  list.replaceChildren(...names.map((name, i) => {
    const item = document.createElement("li");
    item.id = `${list.id}-${i}`;
    item.setAttribute("role", "option");
    item.textContent = name;
    item.addEventListener("pointerdown", (event) => { event.preventDefault(); choose(input, name); });
    return item;
  }));
  list.hidden = names.length === 0;
  input.setAttribute("aria-expanded", String(names.length > 0));
}

function move(input, step) {
  const items = [...listOf(input).children];
  if (!items.length) return;
  const now = items.findIndex((item) => item.getAttribute("aria-selected") === "true");
  const next = (now + step + items.length) % items.length;
  items.forEach((item, i) => item.setAttribute("aria-selected", String(i === next)));
  input.setAttribute("aria-activedescendant", items[next].id);
}

for (const input of inputs) {
  input.addEventListener("input", () => { offer(input); showDealers(); });
  input.addEventListener("blur", () => close(input));
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(input, event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && input.getAttribute("aria-activedescendant")) {
      event.preventDefault();
      choose(input, document.getElementById(input.getAttribute("aria-activedescendant")).textContent);
    } else if (event.key === "Escape") {
      close(input);
    }
  });
}
showDealers(); // (names sent back with a refusal)
// A seat typed in before this script ran is offered for now.
if (inputs.includes(document.activeElement) && document.activeElement.value) offer(document.activeElement);
