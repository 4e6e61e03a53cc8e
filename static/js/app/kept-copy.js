/* "My games" opened from the copy this phone kept (offline, or the network too slow to
   wait for): says so, and how old the copy is, since games played on other phones since
   are not in it. The page says when the server made it (data-made, seconds). */

import { gettext, interpolate, ngettext } from "../i18n.js";

const notice = typeof document === "undefined" ? null : document.getElementById("kept-copy"); // (none in Node)
// Older than this, the page came from the phone's copy, not the server just now.
const FRESH_SECONDS = 120;

export function age(seconds) {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return gettext("less than a minute ago");
  if (minutes < 60) return interpolate(ngettext("%(count)s minute ago", "%(count)s minutes ago", minutes), { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return interpolate(ngettext("%(count)s hour ago", "%(count)s hours ago", hours), { count: hours });
  const days = Math.floor(hours / 24);
  return interpolate(ngettext("%(count)s day ago", "%(count)s days ago", days), { count: days });
}

function say() {
  const seconds = Date.now() / 1000 - Number(notice.dataset.made);
  const kept = !navigator.onLine || seconds > FRESH_SECONDS;
  notice.hidden = !kept;
  if (kept) {
    notice.textContent = interpolate(gettext("This list is the copy kept on this phone, from %(age)s: games played on other phones since are not in it."),
      { age: age(Math.max(seconds, 0)) });
  }
}

if (notice) {
  say();
  window.addEventListener("online", say);
  window.addEventListener("offline", say);
}
