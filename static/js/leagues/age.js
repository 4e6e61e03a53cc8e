// How old a kept copy of a page is, in words: pure, so node --test checks it.
import { gettext, interpolate, ngettext } from "../i18n.js";

export const FRESH_MS = 60_000;  // younger than this, the page is the network's answer

export function ageInWords(ms) {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return gettext("just now");
  if (minutes < 60) return interpolate(ngettext("%(count)s minute ago", "%(count)s minutes ago", minutes), { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return interpolate(ngettext("%(count)s hour ago", "%(count)s hours ago", hours), { count: hours });
  const days = Math.floor(hours / 24);
  return interpolate(ngettext("%(count)s day ago", "%(count)s days ago", days), { count: days });
}

// What the page says about its age: offline, always (what is shown is a kept copy);
// online, only when it is old (the network's answer is fresh, a page kept open is not).
export function copyNotice(renderedAt, now, online) {
  const age = now - renderedAt;
  if (Number.isNaN(age) || (online && age < FRESH_MS)) return "";
  const words = ageInWords(Math.max(0, age));
  const notice = online ? gettext("A saved copy from %(age)s.") : gettext("You are offline: a saved copy from %(age)s.");
  return interpolate(notice, { age: words });
}
