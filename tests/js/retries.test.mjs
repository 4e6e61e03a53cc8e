// The outbox's retries after a server failure (retries.js).
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { backoff, due, earliest, isServerFailure, serverFailed, TRIES, tryAgain } from "../../static/js/app/retries.js";

const hand = { seq: 3, kind: "hand", game: "g7", state: "waiting", body: { maker: 1, client_id: "c1" } };

describe("a server failure", () => {
  test("is a 5xx, not a refusal or a sign-out", () => {
    assert.deepEqual([500, 502, 503, 400, 404, 409, 401, 403].map(isServerFailure),
      [true, true, true, false, false, false, false, false]);
  });

  test("waits longer after each failure, up to a minute", () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 10].map(backoff), [2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });

  test("sends the item again after its back-off", () => {
    const once = serverFailed(hand, 500, 1000);
    assert.equal(once.state, "waiting");
    assert.equal(once.failures, 1);
    assert.equal(once.retry_at, 3000);
    assert.equal(due(once, 2999), false);
    assert.equal(due(once, 3000), true);
    assert.deepEqual(once.body, hand.body); // the same client_id: a retry never doubles it
  });

  test(`fails the item after ${TRIES} failures in a row, with a message`, () => {
    let item = hand;
    for (let n = 1; n < TRIES; n += 1) item = serverFailed(item, 502, n * 1000);
    assert.equal(item.state, "waiting");
    const failed = serverFailed(item, 503, 99000);
    assert.equal(failed.state, "refused");
    assert.equal(failed.failed, true);
    assert.equal(failed.failures, TRIES);
    assert.equal("retry_at" in failed, false);
    assert.deepEqual(failed.error, { code: "HTTP_503", message: `The server failed ${TRIES} times (503); it may be down for a while.` });
  });

  test("tried again, the item waits to be sent at once, as it was", () => {
    let item = hand;
    for (let n = 0; n < TRIES; n += 1) item = serverFailed(item, 500, 0);
    assert.deepEqual(tryAgain(item), hand);
    assert.equal(due(tryAgain(item), 0), true);
  });

  test("a waiting item never failed is due", () => {
    assert.equal(due(hand, 0), true);
  });
});

test("the earliest retry of several, none counted as none", () => {
  assert.equal(earliest(null, null), null);
  assert.equal(earliest(null, 5), 5);
  assert.equal(earliest(7, null), 7);
  assert.equal(earliest(7, 5), 5);
});
