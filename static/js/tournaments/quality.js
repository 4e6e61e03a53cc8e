// A schedule's quality in words, and what a re-plan costs: pure, so node --test checks it.
// ``quality`` is the schedule API's: { partner_repeats, opponent_repeats, byes: { min, max } }.
import { gettext, interpolate, ngettext } from "../i18n.js";

function partners(count) {
  if (!count) return gettext("nobody partners twice");
  return interpolate(ngettext("a partnership repeats once", "partnerships repeat %(count)s times", count), { count });
}

function opponents(count) {
  if (!count) return gettext("no two players meet twice as opponents");
  return interpolate(ngettext("one pair meets again as opponents", "pairs meet again as opponents %(count)s times", count), { count });
}

function byes({ min, max }) {
  if (!max) return gettext("nobody sits out");
  if (min === max) return interpolate(ngettext("everyone sits out once", "everyone sits out %(count)s times", max), { count: max });
  return interpolate(gettext("each player sits out %(min)s to %(max)s rounds"), { min, max });
}

// "nobody partners twice; 3 pairs meet again as opponents; everyone sits out once".
export function qualityInWords(quality) {
  if (!quality) return "";
  return [partners(quality.partner_repeats), opponents(quality.opponent_repeats), byes(quality.byes)].join("; ");
}

const spread = (byes) => (byes.min === byes.max ? String(byes.min) : `${byes.min}–${byes.max}`);

// What replacing ``before`` (null: nothing to replace) by ``after`` changes, in words.
export function costInWords(before, after) {
  if (!before) return interpolate(gettext("The plan: %(quality)s."), { quality: qualityInWords(after) });
  const changes = [
    [gettext("partners repeated"), before.partner_repeats, after.partner_repeats],
    [gettext("opponents repeated"), before.opponent_repeats, after.opponent_repeats],
    [gettext("rounds sat out each"), spread(before.byes), spread(after.byes)],
  ].filter(([, was, will]) => was !== will);
  if (!changes.length) return interpolate(gettext("It costs nothing: %(quality)s."), { quality: qualityInWords(after) });
  const listed = changes.map(([what, was, will]) => interpolate(gettext("%(what)s %(before)s → %(after)s"), { what, before: was, after: will }));
  return interpolate(gettext("It costs: %(changes)s. Then: %(quality)s."), { changes: listed.join(", "), quality: qualityInWords(after) });
}

// The players' list as the console shows it: how many are here, and what each may become.
export function playersState(players) {
  const here = players.filter((p) => p.checked_in && p.active).length;
  const rows = players.map((p) => ({
    id: p.id,
    name: p.name,
    state: !p.active ? "left" : p.checked_in ? "here" : "waiting",
  }));
  return { here, total: players.length, rows };
}

// The change a tap on a player's button asks for (the API's PATCH body).
export const CHANGES = {
  waiting: { checked_in: true, active: true },
  here: { active: false },
  left: { active: true, checked_in: true },
};
