// A finished game's confirmation as the table shows it (confirmation.js): pure, from the
// game's JSON.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { confirmationBody, confirmationView, locked, logLine } from "../../static/js/app/table/confirmation.js";
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
    "Disputed by Cat: Short a point", "Confirmed by Ann", "Hand 4 corrected: Recount",
  ]);
  assert.equal(logLine(game, confirm(1)), "Confirmed by Bob");
});

test("a dispute's body carries its comment trimmed; a confirmation none", () => {
  assert.deepEqual(confirmationBody("confirm", 1, "ignored", "c1"), { action: "confirm", seat: 1, client_id: "c1" });
  assert.deepEqual(confirmationBody("dispute", 3, "  Misdeal ", "c2"), { action: "dispute", seat: 3, client_id: "c2", comment: "Misdeal" });
});

test("only a confirmed result locks the table's hands", () => {
  assert.equal(locked(finished({ state: "confirmed", seats: [1], log: [confirm(1)] })), true);
  assert.equal(locked(finished({ state: "disputed", seats: [1], log: [dispute(1, "No")] })), false);
  assert.equal(locked(finished(null)), false);
});
