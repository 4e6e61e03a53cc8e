// What a player's itinerary says when an answer brings a round that has started or a plan
// that changed for them: pure, so node --test checks it. A plan is what the itinerary's
// part shows: { playing: the number of the round being played or null, stops: { [round]:
// { table, seat } } }, where a table of null means sitting that round out.
import { gettext, interpolate } from "../i18n.js";

// The notice for going from ``before`` to ``after``, or "" when nothing changed for them.
export function planNotice(before, after) {
  if (!before || !after) return "";
  if (after.playing && after.playing !== before.playing) return started(after.playing, after.stops[after.playing]);
  const changes = Object.entries(after.stops)
    .filter(([round, stop]) => round in before.stops && differs(before.stops[round], stop))
    .map(([round, stop]) => changed(round, stop));
  return changes.join(" ");
}

function differs(was, now) {
  return was.table !== now.table || was.seat !== now.seat;
}

function started(round, stop) {
  if (!stop) return interpolate(gettext("Round %(round)s has started."), { round });
  if (stop.table === null) return interpolate(gettext("Round %(round)s has started: you sit it out."), { round });
  return interpolate(gettext("Round %(round)s has started: table %(table)s, seat %(seat)s."), { round, ...stop });
}

function changed(round, stop) {
  if (stop.table === null) return interpolate(gettext("The plan changed: you sit out round %(round)s."), { round });
  return interpolate(gettext("The plan changed: your table for round %(round)s is now %(table)s, seat %(seat)s."), { round, ...stop });
}

// The plan an itinerary's part shows, read from its data attributes (live-page.js).
export function planIn(root) {
  const now = root.querySelector("[data-playing]");
  const stops = {};
  for (const item of root.querySelectorAll("[data-round]")) {
    const table = item.dataset.table ? Number(item.dataset.table) : null;
    stops[item.dataset.round] = { table, seat: table === null ? null : Number(item.dataset.seat) };
  }
  return { playing: now ? Number(now.dataset.playing) : null, stops };
}
