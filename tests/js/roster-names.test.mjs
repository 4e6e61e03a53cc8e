// The roster's names offered as a seat is typed (static/js/leagues/roster-names.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import { suggest, uniqueNames } from "../../static/js/leagues/roster-names.js";

const roster = ["Bob", "bob", "Bobby", "Annie Boe", "Cat", " BOB "];

test("one of each name whatever its case, the first spelling kept", () => {
  assert.deepEqual(uniqueNames(roster), ["Bob", "Bobby", "Annie Boe", "Cat"]);
  assert.deepEqual(uniqueNames(["", "  ", "Dan"]), ["Dan"]);
});

test('typing "bo" offers Bob once, then Bobby, then a word starting with it', () => {
  assert.deepEqual(suggest(roster, "bo"), ["Bob", "Bobby", "Annie Boe"]);
  assert.deepEqual(suggest(roster, "BO"), ["Bob", "Bobby", "Annie Boe"]);
});

test("nothing typed offers nothing; a name typed in full is not offered again", () => {
  assert.deepEqual(suggest(roster, ""), []);
  assert.deepEqual(suggest(roster, "   "), []);
  assert.deepEqual(suggest(roster, "bob"), ["Bobby"]);
});

test("a name seated at another seat (any case) is not offered", () => {
  assert.deepEqual(suggest(roster, "b", { seated: ["BOB", ""] }), ["Bobby", "Annie Boe"]);
});

test("at most `limit` names", () => {
  const many = Array.from({ length: 20 }, (_, i) => `Player ${i}`);
  assert.equal(suggest(many, "p", { limit: 6 }).length, 6);
  assert.deepEqual(suggest(many, "zz"), []);
});
