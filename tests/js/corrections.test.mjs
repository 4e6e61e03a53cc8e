// Who may change a finished game's hands at the table, and how an organiser's correction
// reads in the log (corrections.js): pure, from the game's JSON.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  clockTime, correcting, correctionLine, handsLocked, lockNote, mayChange, reasonGiven, settledMeanwhile,
} from "../../static/js/app/table/corrections.js";
import { serverGame } from "./sheet.mjs";

const finished = (state, { settle = false, closed = false, ...more } = {}) => serverGame("north_american", {
  status: "finished", winner: 0, role: "member", closed,
  confirmation: state && { state, seats: [1, 3], log: [], can_settle: settle }, ...more,
});

describe("who changes a finished game's hands", () => {
  const cases = [
    // [name, game, locked, may change, correcting (asks why)]
    ["a pending result: the players", finished("pending"), false, true, false],
    ["a pending result: the organiser, as a player", finished("pending", { settle: true }), false, true, false],
    ["a disputed result: the players", finished("disputed"), false, true, false],
    ["a disputed result: the organiser corrects", finished("disputed", { settle: true }), false, true, true],
    ["a confirmed result: the players", finished("confirmed"), true, false, false],
    ["a confirmed result: the organiser corrects", finished("confirmed", { settle: true }), true, true, true],
    ["a closed table: its players", finished("pending", { closed: true }), true, false, false],
    ["a closed table: the organiser corrects", finished("pending", { settle: true, closed: true }), true, true, true],
    ["a game that needs no confirmation", finished(null), false, true, false],
    ["a viewer", finished("pending", { can_edit: false, role: "viewer" }), false, false, false],
    ["a viewer of a confirmed one", finished("confirmed", { can_edit: false, role: "viewer", settle: true }), true, false, false],
  ];
  for (const [name, game, locked, changes, asks] of cases) {
    test(name, () => {
      assert.deepEqual([handsLocked(game), mayChange(game), correcting(game)], [locked, changes, asks]);
    });
  }
});

describe("what the table says of the lock", () => {
  test("to a player of a confirmed result, and of a closed table", () => {
    assert.match(lockNote(finished("confirmed")), /locked now: only an organiser or a league admin/);
    assert.match(lockNote(finished("pending", { closed: true })), /closed when its round finished/);
  });
  test("to whoever corrects: how, and that it asks why", () => {
    assert.match(lockNote(finished("confirmed", { settle: true })), /tap a hand to edit it.*asks why/);
  });
  test("nothing while the hands are open, nor to a viewer", () => {
    assert.equal(lockNote(finished("pending")), null);
    assert.equal(lockNote(finished("confirmed", { can_edit: false })), null);
  });
});

describe("a correction in the log", () => {
  const at = "2026-12-05T21:14:00";
  const entry = (change, hand = 3) => ({ action: "correct", seat: null, by: 9, at, comment: "Recounted", change, hand });
  const table = finished("confirmed", { tournament: { id: 1, round: 1, table: 1 } });
  test("says what, why, by whom and when", () => {
    assert.equal(correctionLine(table, entry("edit")), "Corrected hand 3 — Recounted — by an organiser at 21:14");
    assert.equal(correctionLine(table, entry("undo", 8)), "Undid hand 8 — Recounted — by an organiser at 21:14");
    assert.equal(correctionLine(table, entry("record", 9)), "Recorded hand 9 — Recounted — by an organiser at 21:14");
    assert.equal(correctionLine(finished("confirmed"), entry("edit")), "Corrected hand 3 — Recounted — by a league admin at 21:14");
  });
  test("at the hour and minute of this phone's clock", () => {
    assert.equal(clockTime("2026-12-05T09:05:00"), "09:05");
  });
});

test("a reason is trimmed, and an empty one is none", () => {
  assert.equal(reasonGiven("  Recounted "), "Recounted");
  assert.equal(reasonGiven("   "), null);
  assert.equal(reasonGiven(undefined), null);
  assert.equal(reasonGiven("x".repeat(300)).length, 200);
});

test("a refusal because the result was settled meanwhile is said in words", () => {
  assert.match(settledMeanwhile({ code: "RESULT_CONFIRMED", message: "…" }), /confirmed meanwhile/);
  assert.match(settledMeanwhile({ code: "GAME_CLOSED", message: "…" }), /closed this table/);
  assert.equal(settledMeanwhile({ code: "WRONG_DEALER", message: "…" }), null);
  assert.equal(settledMeanwhile(null), null);
});
