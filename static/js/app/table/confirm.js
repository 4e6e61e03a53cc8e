/* The other side's confirmation of a finished game's result, at the table: its state and
   log (confirmation.js says them), a tap on a name of the other side confirms, a comment
   disputes, a league admin settles a disputed one. Sent at once, never queued: with no
   connection the buttons wait and say so (a result is confirmed once both sides see it). */

import { gettext, interpolate } from "../../i18n.js";
import * as Outbox from "../outbox.js";
import { confirmationBody, confirmationView, locked } from "./confirmation.js";
import { $, h, keepChildren, keepText } from "./dom.js";

let last = null; // the action last tried, with its client_id: tried again, it is the same action
let sending = false;

export function renderConfirmation(state) {
  const { view } = state;
  const shown = view && view.game.status === "finished" && !view.provisionalEnd;
  const said = shown ? confirmationView(view.game) : null;
  $("confirmation").hidden = !said;
  if (!said) return;
  const online = navigator.onLine;
  keepText($("confirmation-headline"), said.headline);
  $("confirmation").dataset.state = said.state;
  $("confirm-seats").hidden = !said.seats.length;
  keepChildren($("confirm-names"), said.seats.map(({ seat, name }) => h("button",
    { type: "button", class: "primary", "data-seat": seat, disabled: !online || sending,
      "aria-label": interpolate(gettext("Confirm as %(name)s"), { name }) }, name)));
  $("settle").hidden = !said.settle;
  $("settle").disabled = !online || sending;
  $("dispute").hidden = !said.disputeSeats.length;
  keepChildren($("dispute-names"), said.disputeSeats.map(({ seat, name }, i) => h("label", { class: "choice" },
    h("input", { type: "radio", name: "dispute-seat", value: String(seat), checked: i === 0 }), h("span", { text: name }))));
  $("dispute-send").disabled = !online || sending;
  $("confirm-offline").hidden = online || (!said.seats.length && !said.settle);
  $("confirm-locked").hidden = !locked(view.game);
  keepChildren($("confirmation-log"), said.lines.map((line) => h("li", { text: line })));
}

async function send(store, action, seat, comment = "") {
  const what = JSON.stringify([action, seat, comment.trim()]);
  if (!last || last.what !== what) last = { what, clientId: Outbox.uuid() };
  sending = true;
  keepText($("confirm-said"), "");
  renderConfirmation(store.getState());
  const body = confirmationBody(action, seat, comment, last.clientId);
  const answer = await Outbox.confirmResult(store.getState().key, body)
    .catch(() => ({ ok: false, status: 0, data: null }));
  sending = false;
  if (answer.ok || answer.status) last = null; // done, or refused: a new tap is a new action
  if (answer.ok) $("dispute-comment").value = "";
  else {
    const message = answer.data && answer.data.message;
    keepText($("confirm-said"), message || gettext("Not sent: there is no connection. Try again when there is one."));
  }
  renderConfirmation(store.getState());
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
  for (const change of ["online", "offline"]) {
    window.addEventListener(change, () => renderConfirmation(store.getState()));
  }
}
