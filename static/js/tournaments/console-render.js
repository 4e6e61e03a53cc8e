// Drawing the console's players list from the API's answer (quality.js decides what shows).
import { gettext, interpolate, ngettext } from "../i18n.js";
import { playersState } from "./quality.js";

const STATE_WORDS = () => ({ waiting: gettext("not here yet"), here: gettext("checked in"), left: gettext("left") });
const BUTTON_WORDS = () => ({ waiting: gettext("Check in"), here: gettext("Mark as left"), left: gettext("Back again") });

export function renderPlayers(players, list, count) {
  const { here, total, rows } = playersState(players);
  count.textContent = interpolate(ngettext("%(count)s of %(total)s checked in", "%(count)s of %(total)s checked in", here), { count: here, total });
  const states = STATE_WORDS();
  const buttons = BUTTON_WORDS();
  list.replaceChildren(...rows.map((row) => {
    const item = document.createElement("li");
    item.dataset.player = row.id;
    item.dataset.state = row.state;
    item.className = "row";
    const name = document.createElement("strong");
    name.textContent = row.name;
    const state = document.createElement("span");
    state.className = "muted";
    state.textContent = states[row.state];
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = buttons[row.state];
    button.setAttribute("aria-label", `${buttons[row.state]}: ${row.name}`);
    item.append(name, state, button);
    return item;
  }));
}
