// A finished game's confirmation as the table shows it (confirmation.js): pure, from the
// game's JSON.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { confirmationBody, confirmationView, logLine } from "../../static/js/app/table/confirmation.js";
import { clockTime } from "../../static/js/app/table/corrections.js";
import { serverGame } from "./sheet.mjs";

const at = "2026-12-05T10:00:00Z";
const confirm = (seat, by = 1) => ({ action: "confirm", seat, by, at, comment: "", change: null, hand: null });
const dispute = (seat, comment) => ({ action: "dispute", seat, by: 1, at, comment, change: null, hand: null });
const correct = (hand, reason) => ({ action: "correct", seat: null, by: 9, at, comment: reason, change: "edit", hand });

const finished = (confirmation, more = {}) => serverGame("north_american", {
  status: "finished", winner: 0, role: "member", confirmation, ...more,
});
const names = (seats) => seats.map((s) => s.name);

describe("what the table says of a result", () => {
  const cases = [
    // [name, confirmation, headline, seats to tap, dispute seats, settle]
    ["pending", { state: "pending", seats: [1, 3], log: [] },
      "Waiting for the other side to confirm the result.", ["Bob", "Dan"], ["Bob", "Dan"], false],
    ["confirmed", { state: "confirmed", seats: [1, 3], log: [confirm(3)] }, "Confirmed by Dan", [], [], false],
    ["disputed", { state: "disputed", seats: [1, 3], log: [dispute(1, "Hand 2 was ours")] },
      "Disputed: Hand 2 was ours", [], [], false],
    ["settled by an admin", { state: "confirmed", seats: [1, 3], log: [dispute(1, "No"), confirm(0, 5)] },
      "Confirmed by Ann", [], [], false],
  ];
  for (const [name, confirmation, headline, seats, disputing, settle] of cases) {
    test(name, () => {
      const view = confirmationView(finished(confirmation));
      assert.equal(view.state, confirmation.state);
      assert.equal(view.headline, headline);
      assert.deepEqual(names(view.seats), seats);
      assert.deepEqual(names(view.disputeSeats), disputing);
      assert.equal(view.settle, settle);
    });
  }
});

test("a game that needs none, or is being played, shows nothing", () => {
  assert.equal(confirmationView(finished(null)), null);
  assert.equal(confirmationView(serverGame("north_american", { confirmation: null })), null);
});

test("whoever only reads sees the state and taps nothing", () => {
  const view = confirmationView(finished({ state: "pending", seats: [1, 3], log: [] }, { can_edit: false, role: "viewer" }));
  assert.deepEqual([view.seats, view.disputeSeats, view.settle], [[], [], false]);
});

test("an organiser or admin settles a disputed result, and only while it is not confirmed", () => {
  const disputed = { state: "disputed", seats: [1, 3], log: [dispute(3, "Misdeal")], can_settle: true };
  assert.equal(confirmationView(finished(disputed)).settle, true);
  assert.equal(confirmationView(finished({ ...disputed, can_settle: false }, { role: "admin" })).settle, false);
  assert.equal(confirmationView(finished({ ...disputed, state: "confirmed" })).settle, false);
});

test("the log in words, corrections with their reason", () => {
  const game = finished({ state: "confirmed", seats: [0, 2], log: [dispute(2, "Short a point"), confirm(0), correct(4, "Recount")] });
  assert.deepEqual(confirmationView(game).lines, [
    "Disputed by Cat: Short a point", "Confirmed by Ann",
    `Corrected hand 4 — Recount — by a league admin at ${clockTime(at)}`,
  ]);
  assert.equal(logLine(game, confirm(1)), "Confirmed by Bob");
});

test("a dispute's body carries its comment trimmed; a confirmation none", () => {
  assert.deepEqual(confirmationBody("confirm", 1, "ignored", "c1"), { action: "confirm", seat: 1, client_id: "c1" });
  assert.deepEqual(confirmationBody("dispute", 3, "  Misdeal ", "c2"), { action: "dispute", seat: 3, client_id: "c2", comment: "Misdeal" });
});

test("a confirmation or dispute waiting in the outbox is said, with nothing more to tap", () => {
  const pending = finished({ state: "pending", seats: [1, 3], log: [], can_settle: true }, { role: "organiser" });
  const waiting = (action, state = "waiting") => [{ seq: 4, kind: "confirm", state, body: { action, seat: 3, client_id: "c" } }];
  const view = confirmationView(pending, waiting("dispute"));
  assert.deepEqual([view.seats, view.disputeSeats, view.settle], [[], [], false]);
  assert.deepEqual(view.waiting, { action: "dispute", text: "Your dispute, for Dan, waits to be sent." });
  assert.equal(confirmationView(pending, waiting("confirm")).waiting.text, "Your confirmation, for Dan, waits to be sent.");
  // Refused, it waits no more: the outbox shows the server's words, and the names are back.
  const refused = confirmationView(pending, waiting("confirm", "refused"));
  assert.equal(refused.waiting, null);
  assert.deepEqual(names(refused.seats), ["Bob", "Dan"]);
  assert.equal(confirmationView(pending).waiting, null);
});
