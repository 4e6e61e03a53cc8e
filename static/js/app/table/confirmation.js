/* A finished game's result as the other side confirms it, from the game's JSON
   (docs/api.md, "Confirmation"): what the table says of it and who may tap. Pure: the
   server decides who may act and logs it; this only reads what it said. */

import { gettext, interpolate } from "../../i18n.js";
import { correctionLine } from "./corrections.js";
import { seatName } from "./state.js";

// One entry of the log in words: who confirmed or disputed (the seat's player), or what
// an organiser or admin corrected and why.
export function logLine(game, entry) {
  const name = entry.seat === null ? "" : seatName(game, entry.seat);
  if (entry.action === "confirm") return interpolate(gettext("Confirmed by %(name)s"), { name });
  if (entry.action === "dispute") {
    return interpolate(gettext("Disputed by %(name)s: %(comment)s"), { name, comment: entry.comment });
  }
  return correctionLine(game, entry);
}

const latest = (log, action) => log.filter((entry) => entry.action === action).pop();

// What the table shows of the game's confirmation, or null when it needs none (yet):
// ``state``; ``headline`` ("Confirmed by Bob", "Disputed: …"); the log in words, oldest
// first; ``seats`` whose players may confirm or dispute by a tap on their name (none for
// whoever only reads); ``settle``, whether the caller may confirm it
// for any seat, disputed too (an organiser of the tournament, an admin of the league);
// ``waiting``, a confirmation or dispute tapped here that waits in the outbox (``items``:
// the table's; nothing more to tap meanwhile).
export function confirmationView(game, items = []) {
  const confirmation = game.confirmation;
  if (!confirmation) return null;
  const { state, log } = confirmation;
  const writer = game.can_edit !== false;
  const settle = writer && !!confirmation.can_settle;
  const queued = items.filter((item) => item.kind === "confirm" && item.state !== "refused").at(-1);
  const seats = writer && !queued && state === "pending"
    ? confirmation.seats.map((seat) => ({ seat, name: seatName(game, seat) })) : [];
  let headline;
  if (state === "confirmed") {
    const entry = latest(log, "confirm");
    headline = entry ? logLine(game, entry) : gettext("Confirmed");
  } else if (state === "disputed") {
    const entry = latest(log, "dispute");
    headline = interpolate(gettext("Disputed: %(comment)s"), { comment: entry ? entry.comment : "" });
  } else {
    headline = gettext("Waiting for the other side to confirm the result.");
  }
  const waiting = queued ? {
    action: queued.body.action,
    text: queued.body.action === "dispute"
      ? interpolate(gettext("Your dispute, for %(name)s, waits to be sent."), { name: seatName(game, queued.body.seat) })
      : interpolate(gettext("Your confirmation, for %(name)s, waits to be sent."), { name: seatName(game, queued.body.seat) }),
  } : null;
  return {
    state,
    headline,
    waiting,
    lines: log.map((entry) => logLine(game, entry)),
    seats,
    settle: settle && !queued && state !== "confirmed",
    // A pending result's dispute: by a player of the other side, as its confirmation.
    disputeSeats: state === "pending" ? seats : [],
  };
}

// The body of a confirmation or dispute (a client_id, so that a retry is logged once).
export function confirmationBody(action, seat, comment, clientId) {
  const body = { action, seat, client_id: clientId };
  if (action === "dispute") body.comment = comment.trim();
  return body;
}
