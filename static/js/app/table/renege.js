/* Recording a renege: the hand as the form holds it (maker, how, who went alone), with
   the seat that reneged instead of the tricks. The server scores the penalty. */

import { gettext, interpolate } from "../../i18n.js";
import { handBody, missingChoice } from "./choices.js";
import { $, h } from "./dom.js";
import { complain, readForm } from "./entry.js";
import { seatName } from "./state.js";

// Seat buttons drawn when the fold is opened: the game's names are known by then.
export function wireRenege(store, on) {
  $("renege").addEventListener("toggle", () => {
    const { view } = store.getState();
    if (!$("renege").open || !view) return;
    const { game, variant } = view;
    // The partner of a lone player sat out, played no card, and cannot have reneged.
    const values = readForm();
    const out = variant.teams.flatMap((team) => (team.some((seat) => [values.maker_loner, values.defender_loner].includes(seat))
      ? team.filter((seat) => seat !== values.maker_loner && seat !== values.defender_loner) : []));
    $("renege-options").replaceChildren(...[...Array(variant.players).keys()].map((seat) =>
      h("button", { type: "button", class: "danger", "data-seat": seat, text: seatName(game, seat), disabled: out.includes(seat),
        "aria-label": interpolate(gettext("%(name)s reneged"), { name: seatName(game, seat) }), onclick: () => record(seat) })));
  });
  async function record(seat) {
    const values = readForm();
    const missing = missingChoice(values);
    complain(missing || "");
    if (missing) return;
    $("renege").open = false;
    await on.keep({ ...handBody(values, null), renege: seat });
  }
}
