import assert from "node:assert/strict";
import test from "node:test";

import { CHANGES, costInWords, playersState, qualityInWords } from "../../static/js/tournaments/quality.js";

const WHIST_13 = { partner_repeats: 0, opponent_repeats: 78, byes: { min: 1, max: 1 } };
const PERFECT_8 = { partner_repeats: 0, opponent_repeats: 0, byes: { min: 0, max: 0 } };

test("a schedule's quality in words", () => {
  assert.equal(qualityInWords(WHIST_13), "nobody partners twice; pairs meet again as opponents 78 times; everyone sits out once");
  assert.equal(qualityInWords(PERFECT_8), "nobody partners twice; no two players meet twice as opponents; nobody sits out");
  assert.equal(
    qualityInWords({ partner_repeats: 1, opponent_repeats: 1, byes: { min: 0, max: 1 } }),
    "a partnership repeats once; one pair meets again as opponents; each player sits out 0 to 1 rounds",
  );
  assert.equal(qualityInWords({ partner_repeats: 2, opponent_repeats: 0, byes: { min: 2, max: 2 } }).split("; ")[0], "partnerships repeat 2 times");
  assert.equal(qualityInWords(null), "");
});

test("a first plan says what it is; a re-plan says what it costs", () => {
  assert.equal(costInWords(null, PERFECT_8), `The plan: ${qualityInWords(PERFECT_8)}.`);
  assert.equal(costInWords(PERFECT_8, PERFECT_8), `It costs nothing: ${qualityInWords(PERFECT_8)}.`);
  const worse = { partner_repeats: 1, opponent_repeats: 0, byes: { min: 0, max: 1 } };
  assert.equal(
    costInWords(PERFECT_8, worse),
    `It costs: partners repeated 0 → 1, rounds sat out each 0 → 0–1. Then: ${qualityInWords(worse)}.`,
  );
});

test("the players' list: who is here, and what a tap on each asks", () => {
  const state = playersState([
    { id: 1, name: "Ann", checked_in: true, active: true },
    { id: 2, name: "Bob", checked_in: false, active: true },
    { id: 3, name: "Cat", checked_in: true, active: false },
  ]);
  assert.equal(state.here, 1);
  assert.equal(state.total, 3);
  assert.deepEqual(state.rows.map((row) => row.state), ["here", "waiting", "left"]);
  assert.deepEqual(CHANGES.waiting, { checked_in: true, active: true });
  assert.deepEqual(CHANGES.here, { active: false });
});
