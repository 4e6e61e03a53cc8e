import assert from "node:assert/strict";
import test from "node:test";

import { clockFace } from "../../static/js/tournaments/clock.js";

const START = Date.UTC(2026, 11, 5, 20, 0, 0);
const at = (minutes, seconds = 0) => START + (minutes * 60 + seconds) * 1000;

test("a round of minutes counts down, and says when time is up", () => {
  const face = { started: START, paused: null, pausedSeconds: 0, finished: null, minutes: 20 };
  assert.deepEqual(clockFace({ ...face, now: at(5, 30) }), { time: "14:30", words: "", over: false });
  assert.deepEqual(clockFace({ ...face, now: at(21) }), { time: "0:00", words: "Time is up: finish the deal", over: true });
});

test("a paused clock stands, and the time it stood is not counted", () => {
  const paused = { started: START, paused: at(5), pausedSeconds: 0, finished: null, minutes: 20, now: at(9) };
  assert.deepEqual(clockFace(paused), { time: "15:00", words: "Paused", over: false });
  const resumed = { started: START, paused: null, pausedSeconds: 240, finished: null, minutes: 20, now: at(10) };
  assert.equal(clockFace(resumed).time, "14:00");
});

test("a round of deals shows the time played; a finished round stops", () => {
  const deals = { started: START, paused: null, pausedSeconds: 0, finished: null, minutes: 0, now: at(7, 5) };
  assert.equal(clockFace(deals).time, "7:05");
  assert.deepEqual(clockFace({ ...deals, finished: at(6) }), { time: "6:00", words: "Round over", over: false });
});
