import assert from "node:assert/strict";
import test from "node:test";

import { ageInWords, copyNotice } from "../../static/js/leagues/age.js";
import { nextDelay, statusText } from "../../static/js/leagues/refresh.js";

test("the big screen asks at its pace while answers come", () => {
  assert.equal(nextDelay(15_000, 0), 15_000);
});

test("after failures it asks sooner at first, never slower than its pace", () => {
  assert.deepEqual([1, 2, 3, 4, 5, 9].map((n) => nextDelay(15_000, n)), [2000, 4000, 8000, 15_000, 15_000, 15_000]);
});

test("the screen says it is reconnecting, and since when its standings are", () => {
  assert.equal(statusText(0, "20:15"), "");
  assert.equal(statusText(2, "20:15"), "Reconnecting… Standings as of 20:15.");
  assert.equal(statusText(1, null), "Reconnecting…");
});

test("a kept copy's age in words", () => {
  assert.equal(ageInWords(30_000), "just now");
  assert.equal(ageInWords(60_000), "1 minute ago");
  assert.equal(ageInWords(59 * 60_000), "59 minutes ago");
  assert.equal(ageInWords(2 * 3_600_000 + 5), "2 hours ago");
  assert.equal(ageInWords(3 * 86_400_000), "3 days ago");
});

test("a fresh page says nothing; an old one says it is a saved copy, and if offline", () => {
  const at = Date.parse("2026-12-03T20:00:00Z");
  assert.equal(copyNotice(at, at + 10_000, true), "");
  assert.equal(copyNotice(at, at + 10_000, false), "You are offline: a saved copy from just now.");
  assert.equal(copyNotice(at, at + 5 * 60_000, false), "You are offline: a saved copy from 5 minutes ago.");
  assert.equal(copyNotice(at, at + 5 * 60_000, true), "A saved copy from 5 minutes ago.");
  assert.equal(copyNotice(Number.NaN, at, false), "");
});
