/* Taps on the table, to tell a double tap's second from a tap of its own: the second tap
   on the same button within 600 ms of the first, with nothing tapped between. Each tap is
   timed by its event (the browser times it as the finger lifts), not by when a phone busy
   with the first tap gets round to the second. */

const DOUBLE_TAP_MS = 600;
let last = { target: null, at: -Infinity };
let before = last;

const tappedAt = (event) => (event && event.timeStamp) || performance.now();

// Every tap on the page, seen first (capture): the tap before it is kept.
export function noteTap(event) {
  const tapped = event.target.closest ? event.target.closest("button, label, input") : null;
  before = last;
  last = { target: (tapped && tapped.control) || tapped || event.target, at: tappedAt(event) };
}

// Whether this tap (the last noted) is the second of a double tap.
export const secondTap = () => last.target === before.target && last.at - before.at < DOUBLE_TAP_MS;
