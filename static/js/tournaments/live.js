// When a live page (the TV, a player's itinerary) asks again, and what it says when the
// network is away: pure, so node --test checks it.
import { gettext, interpolate } from "../i18n.js";

// Every ``every`` ms while answers come; after a failure, soon (the venue's Wi-Fi is
// usually back in a moment), then backing off, never slower than ``every`` doubled.
export function nextDelay(every, failures) {
  if (failures === 0) return every;
  return Math.min(2 * every, 1000 * 2 ** (failures - 1));
}

// Under the title: nothing while answers come; after a failure, since when what shows is
// the last state it had.
export function liveStatus(failures, lastGood) {
  if (failures === 0) return "";
  if (!lastGood) return gettext("No connection: trying again…");
  return interpolate(gettext("No connection since %(time)s: this is the state of then. Trying again…"), { time: lastGood });
}
