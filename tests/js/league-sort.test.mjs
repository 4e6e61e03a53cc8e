import assert from "node:assert/strict";
import test from "node:test";

import { compareCells, nextDirection, sortOrder } from "../../static/js/leagues/sort.js";

const ROWS = [
  ["1", "Ann", "9", "67"],
  ["2", "bob", "10", "50"],
  ["2", "Cat", "10", "50"],
  ["4", "Dan", "2", "-5"],
];

test("numbers sort as numbers, not as text", () => {
  assert.deepEqual(sortOrder(ROWS, 2, "number"), [3, 0, 1, 2]);
  assert.deepEqual(sortOrder(ROWS, 3, "number", true), [0, 1, 2, 3]);
  assert.ok(compareCells("10", "9", "number") > 0);
});

test("negative differences sort below zero", () => {
  assert.deepEqual(sortOrder(ROWS, 3, "number"), [3, 1, 2, 0]);
});

test("names sort as people read them, whatever the case", () => {
  assert.deepEqual(sortOrder(ROWS, 1, "text", true), [3, 2, 1, 0]);
  assert.equal(compareCells("anna", "Anna", "text"), 0);
});

test("equal cells keep the standings' order (stable)", () => {
  assert.deepEqual(sortOrder(ROWS, 0, "number"), [0, 1, 2, 3]);
  assert.deepEqual(sortOrder(ROWS, 0, "number", true), [3, 1, 2, 0]);
});

test("a missing number sorts lowest", () => {
  assert.deepEqual(sortOrder([["5"], [""], ["x"], ["1"]].map((r) => r), 0, "number"), [1, 2, 3, 0]);
});

test("a column starts from the best figure, the rank from first; again turns it round", () => {
  assert.equal(nextDirection(null, "number", false), "descending");
  assert.equal(nextDirection(null, "number", true), "ascending");
  assert.equal(nextDirection(null, "text", false), "ascending");
  assert.equal(nextDirection("descending", "number", false), "ascending");
  assert.equal(nextDirection("ascending", "text", false), "descending");
});
