/* The other side's confirmation of a finished game's result, at the table: its state and
   log (confirmation.js says them), a tap on a name of the other side confirms, a comment
   disputes, a league admin settles a disputed one. Each tap is queued in the outbox with
   a client_id of its own, like a hand: with no connection it waits, said so, and is sent
   once when the connection is back (the server logs a client_id once). */

import { gettext, interpolate } from "../../i18n.js";
import * as Outbox from "../outbox.js";
import { sync } from "../sync.js";
import { confirmationBody, confirmationView } from "./confirmation.js";
import { lockNote } from "./corrections.js";
import { $, h, keepChildren, keepText } from "./dom.js";

let sending = false; // a tap being queued: a second one finds the buttons turned off

export function renderConfirmation(state) {
  const { view } = state;
  const shown = view && view.game.status === "finished" && !view.provisionalEnd;
  const said = shown ? confirmationView(view.game, view.items) : null;
  $("confirmation").hidden = !said;
  if (!said) return;
  keepText($("confirmation-headline"), said.headline);
  $("confirmation").dataset.state = said.state;
  $("confirm-seats").hidden = !said.seats.length;
  keepChildren($("confirm-names"), said.seats.map(({ seat, name }) => h("button",
    { type: "button", class: "primary", "data-seat": seat, disabled: sending,
      "aria-label": interpolate(gettext("Confirm as %(name)s"), { name }) }, name)));
  $("settle").hidden = !said.settle;
  $("settle").disabled = sending;
  $("dispute").hidden = !said.disputeSeats.length;
  keepChildren($("dispute-names"), said.disputeSeats.map(({ seat, name }, i) => h("label", { class: "choice" },
    h("input", { type: "radio", name: "dispute-seat", value: String(seat), checked: i === 0 }), h("span", { text: name }))));
  $("dispute-send").disabled = sending;
  $("confirm-waiting").hidden = !said.waiting;
  keepText($("confirm-waiting"), said.waiting ? said.waiting.text : "");
  const note = lockNote(view.game);
  $("confirm-locked").hidden = !note;
  keepText($("confirm-locked"), note || "");
  keepChildren($("confirmation-log"), said.lines.map((line) => h("li", { text: line })));
}

async function send(store, action, seat, comment = "") {
  sending = true;
  keepText($("confirm-said"), "");
  renderConfirmation(store.getState());
  try {
    await Outbox.confirmResult(store.getState().key, confirmationBody(action, seat, comment, Outbox.uuid()));
    if (action === "dispute") $("dispute-comment").value = "";
  } finally {
    sending = false;
  }
  renderConfirmation(store.getState());
  sync(); // (the table redraws on "outbox-changed" and "synced")
}

export function wireConfirmation(store) {
  $("confirm-names").addEventListener("click", (event) => {
    const button = event.target.closest("button[data-seat]");
    if (button && !button.disabled) send(store, "confirm", Number(button.dataset.seat));
  });
  $("settle").addEventListener("click", () => {
    const { confirmation } = store.getState().view.game;
    send(store, "confirm", confirmation.seats[0]);
  });
  $("dispute-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const chosen = $("dispute-form").querySelector('input[name="dispute-seat"]:checked');
    const comment = $("dispute-comment").value;
    if (!comment.trim()) {
      keepText($("confirm-said"), gettext("Say what is wrong with the result."));
      $("dispute-comment").focus();
      return;
    }
    if (chosen) send(store, "dispute", Number(chosen.value), comment);
  });
}
