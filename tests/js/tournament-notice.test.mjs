import assert from "node:assert/strict";
import test from "node:test";

import { planNotice } from "../../static/js/tournaments/notice.js";

const plan = (playing, stops) => ({ playing, stops });
const ROUNDS = { 1: { table: 1, seat: 2 }, 2: { table: 3, seat: 4 }, 3: { table: null, seat: null } };

test("nothing to say when the plan is as it was, or on the first answer", () => {
  assert.equal(planNotice(plan(1, ROUNDS), plan(1, ROUNDS)), "");
  assert.equal(planNotice(null, plan(1, ROUNDS)), "");
  assert.equal(planNotice(plan(1, ROUNDS), plan(null, ROUNDS)), "", "a round finished is no news here");
});

test("a round that starts says where to sit, or that they sit it out", () => {
  assert.equal(planNotice(plan(1, ROUNDS), plan(2, ROUNDS)), "Round 2 has started: table 3, seat 4.");
  assert.equal(planNotice(plan(null, ROUNDS), plan(1, ROUNDS)), "Round 1 has started: table 1, seat 2.");
  assert.equal(planNotice(plan(2, ROUNDS), plan(3, ROUNDS)), "Round 3 has started: you sit it out.");
  assert.equal(planNotice(plan(null, {}), plan(1, {})), "Round 1 has started.");
});

test("a changed table or seat in a round to come is said, each round once", () => {
  const moved = { ...ROUNDS, 2: { table: 2, seat: 4 }, 3: { table: 1, seat: 1 } };
  assert.equal(
    planNotice(plan(1, ROUNDS), plan(1, moved)),
    "The plan changed: your table for round 2 is now 2, seat 4. The plan changed: your table for round 3 is now 1, seat 1.",
  );
  assert.equal(
    planNotice(plan(1, ROUNDS), plan(1, { ...ROUNDS, 2: { table: null, seat: null } })),
    "The plan changed: you sit out round 2.",
  );
});

test("a round new to the plan (a late arrival's first) is not a change", () => {
  assert.equal(planNotice(plan(null, {}), plan(null, { 1: { table: 2, seat: 1 } })), "");
});
