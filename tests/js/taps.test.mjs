// A double tap's second tap, told from a tap of its own by the taps' own times (taps.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import { noteTap, secondTap } from "../../static/js/app/table/taps.js";

const button = (name) => ({ name, closest: () => null });
const label = (control) => ({ closest: () => ({ control }) });
const tap = (target, timeStamp) => noteTap({ target, timeStamp });

test("the same button tapped again within 600 ms is a double tap's second", () => {
  const undo = button("undo");
  tap(undo, 10_000);
  tap(undo, 10_150);
  assert.equal(secondTap(), true);
});

test("it is judged by when the taps happened, not by when they are handled", () => {
  const undo = button("undo");
  tap(undo, 20_000);
  tap(undo, 20_590); // (handled a second later by a busy phone: its time is the tap's)
  assert.equal(secondTap(), true);
  tap(undo, 21_200);
  assert.equal(secondTap(), false);
});

test("a tap on something else between makes the next tap one of its own", () => {
  const undo = button("undo");
  const putBack = button("put-back");
  tap(undo, 30_000);
  tap(putBack, 30_200);
  tap(undo, 30_400);
  assert.equal(secondTap(), false);
});

test("a label's tap counts as a tap on its control", () => {
  const maker = button("maker 2");
  tap(label(maker), 40_000);
  tap(maker, 40_001); // the click the label passes on
  const tricks = button("tricks");
  tap(tricks, 40_300);
  assert.equal(secondTap(), false);
});
