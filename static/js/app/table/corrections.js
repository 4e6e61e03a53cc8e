/* Who may change a finished game's hands at the table, and how (docs/api.md, "The lock"):
   a confirmed result's hands, and a tournament table its round's finish closed, are locked
   to the table's players; an organiser or league admin (``confirmation.can_settle``)
   corrects them, giving a reason, which the server logs. Pure: the server decides; this
   only reads the game's JSON (tests/js/corrections.test.mjs). */

import { gettext, interpolate } from "../../i18n.js";

const settles = (game) => !!game.confirmation && !!game.confirmation.can_settle;
const confirmed = (game) => !!game.confirmation && game.confirmation.state === "confirmed";

// The hands take no change from the table's players: a confirmed result, a closed table.
export const handsLocked = (game) => !!game.closed || confirmed(game);

// A change the caller sends is an organiser's or admin's correction (it asks why, and is
// logged): a locked game's, or a disputed one's, by whoever settles it.
export const correcting = (game) => game.can_edit !== false && settles(game)
  && (handsLocked(game) || game.confirmation.state === "disputed");

// Whether the table offers edit and undo at all.
export const mayChange = (game) => game.can_edit !== false && (!handsLocked(game) || settles(game));

// What the table says of the lock, in a plain sentence (null: nothing to say).
export function lockNote(game) {
  if (game.can_edit === false) return null;
  if (correcting(game)) {
    return gettext("You may correct its hands: tap a hand to edit it, or undo the last one. Each correction asks why, and is logged.");
  }
  if (game.closed) {
    return gettext("This table was closed when its round finished: its hands are locked. Only an organiser may correct them.");
  }
  if (confirmed(game)) return gettext("Its hands are locked now: only an organiser or a league admin may correct them.");
  return null;
}

// The hour and minute of an ISO time, on this phone's clock ("21:14").
export function clockTime(at) {
  const when = new Date(at);
  return `${String(when.getHours()).padStart(2, "0")}:${String(when.getMinutes()).padStart(2, "0")}`;
}

// A correction in the log, in words: "Corrected hand 3 — Recounted — by an organiser at 21:14".
export function correctionLine(game, entry) {
  const byOrganiser = !!game.tournament;
  const formats = {
    edit: byOrganiser ? gettext("Corrected hand %(hand)s — %(reason)s — by an organiser at %(time)s")
      : gettext("Corrected hand %(hand)s — %(reason)s — by a league admin at %(time)s"),
    undo: byOrganiser ? gettext("Undid hand %(hand)s — %(reason)s — by an organiser at %(time)s")
      : gettext("Undid hand %(hand)s — %(reason)s — by a league admin at %(time)s"),
    record: byOrganiser ? gettext("Recorded hand %(hand)s — %(reason)s — by an organiser at %(time)s")
      : gettext("Recorded hand %(hand)s — %(reason)s — by a league admin at %(time)s"),
  };
  return interpolate(formats[entry.change] || formats.edit, { hand: entry.hand, reason: entry.comment, time: clockTime(entry.at) });
}

// A reason as sent: trimmed, and none when empty (the dialog asks again).
export function reasonGiven(text) {
  const reason = (text || "").trim();
  return reason ? reason.slice(0, 200) : null;
}

// The server refused a change because the result was settled meanwhile (another phone,
// an organiser): said in words, before the server's own.
const SETTLED_MEANWHILE = ["RESULT_CONFIRMED", "GAME_CLOSED"];
export function settledMeanwhile(error) {
  if (!error || !SETTLED_MEANWHILE.includes(error.code)) return null;
  return error.code === "GAME_CLOSED"
    ? gettext("The round finished meanwhile and closed this table: the table now shows it as the server has it.")
    : gettext("The result was confirmed meanwhile: the table now shows it as the server has it.");
}
