// When the big screen asks again: pure, so node --test checks it.
import { gettext, interpolate } from "../i18n.js";

// Every ``every`` ms while answers come; after failures, sooner at first (the network is
// back in a moment, usually), then no more often than ``every``.
export function nextDelay(every, failures) {
  if (failures === 0) return every;
  return Math.min(every, 2000 * 2 ** (failures - 1));
}

// What the screen says under its title.
export function statusText(failures, lastGood) {
  if (failures === 0) return "";
  if (!lastGood) return gettext("Reconnecting…");
  return interpolate(gettext("Reconnecting… Standings as of %(time)s."), { time: lastGood });
}
