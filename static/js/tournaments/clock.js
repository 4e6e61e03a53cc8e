// A round's clock from what the server says of it: pure, so node --test checks it.
// Times are in ms since the epoch (``paused``/``finished``: null when not).
import { gettext } from "../i18n.js";

const two = (n) => String(n).padStart(2, "0");

export function clockFace({ started, paused, pausedSeconds, finished, minutes, now }) {
  const stop = finished || paused || now;
  const played = Math.max(0, Math.floor((stop - started) / 1000) - pausedSeconds);
  const left = minutes ? minutes * 60 - played : null;
  const shown = left === null ? played : Math.max(0, left);
  const time = `${Math.floor(shown / 60)}:${two(shown % 60)}`;
  let words = "";
  if (finished) words = gettext("Round over");
  else if (paused) words = gettext("Paused");
  else if (left !== null && left <= 0) words = gettext("Time is up: finish the deal");
  return { time, words, over: left !== null && left <= 0 };
}
