import assert from "node:assert/strict";
import { test } from "node:test";

import { age } from "../../static/js/app/kept-copy.js";

test("how old a kept copy of My games is, in words", () => {
  assert.equal(age(20), "less than a minute ago");
  assert.equal(age(60), "1 minute ago");
  assert.equal(age(59 * 60), "59 minutes ago");
  assert.equal(age(3600), "1 hour ago");
  assert.equal(age(47 * 3600), "47 hours ago");
  assert.equal(age(72 * 3600), "3 days ago");
});
