import assert from "node:assert/strict";
import test from "node:test";

import { liveStatus, nextDelay } from "../../static/js/tournaments/live.js";

test("a live page asks at its pace while answers come", () => {
  assert.equal(nextDelay(3000, 0), 3000);
});

test("after failures it asks again soon, then backs off to twice its pace", () => {
  assert.deepEqual([1, 2, 3, 4, 9].map((n) => nextDelay(3000, n)), [1000, 2000, 4000, 6000, 6000]);
});

test("it says nothing while answers come, and since when it shows an old state", () => {
  assert.equal(liveStatus(0, "20:14"), "");
  assert.equal(liveStatus(2, "20:14"), "No connection since 20:14: this is the state of then. Trying again…");
  assert.equal(liveStatus(1, null), "No connection: trying again…");
});
