import assert from "node:assert/strict";
import test from "node:test";

import { nextPage, pageHeading, pagesOf } from "../../static/js/screen-pages.js";

test("rows go to pages that each fit the room, in order", () => {
  assert.deepEqual(pagesOf([40, 40, 40, 40, 40], 100), [[0, 2], [2, 4], [4, 5]]);
  assert.deepEqual(pagesOf([40, 40, 40], 120), [[0, 3]]);
});

test("rows of other heights (a name on two lines) take the room they take", () => {
  assert.deepEqual(pagesOf([40, 80, 40, 40], 120), [[0, 2], [2, 4]]);
});

test("a row taller than the room still has a page of its own; no rows, no pages", () => {
  assert.deepEqual(pagesOf([200, 40], 100), [[0, 1], [1, 2]]);
  assert.deepEqual(pagesOf([], 100), []);
});

test("half a pixel of rounding still fits", () => {
  assert.deepEqual(pagesOf([33.4, 33.3, 33.4], 100), [[0, 3]]);
});

test("the pages turn round", () => {
  assert.deepEqual([0, 1, 2].map((shown) => nextPage(shown, 3)), [1, 2, 0]);
  assert.equal(nextPage(0, 0), 0);
});

test("a list's heading says which rows it shows, once it has more than one page", () => {
  assert.equal(pageHeading("Partnerships", [10, 20], 40, 4), "Partnerships 11–20 of 40");
  assert.equal(pageHeading("Partnerships", [0, 14], 14, 1), "Partnerships");
});
