/* Sends what the outbox holds, and what a page needs to know of the answer. Pages listen
   for "outbox-changed" (on window) and "synced" (on document) to redraw. */

import { gettext } from "../i18n.js";
import * as Outbox from "./outbox.js";

let retry = null;
let wait = 2000;

// The server no longer knows this phone's sign-in: what waits is kept, and sent once
// the player signs in again (and comes back here).
function showSignedOut() {
  const net = document.getElementById("net");
  if (!net) return;
  const next = encodeURIComponent(location.pathname + location.search);
  const link = Object.assign(document.createElement("a"), { href: `/accounts/login/?next=${next}`, textContent: gettext("Sign in") });
  const [before, after] = gettext("%(sign_in)s to send what waits on this phone: the server has signed you out.").split("%(sign_in)s");
  net.replaceChildren(...[before, link, after].filter(Boolean));
  net.hidden = false;
}

// Sends the outbox. When the network fails half-way (a lost answer, a server
// restarting), tries again later, waiting longer each time; when the server failed an
// item, when that item's back-off ends (retries.js). The "online" event and Background
// Sync also start it.
export async function sync() {
  const report = await Outbox.flush().catch(() => null);
  clearTimeout(retry);
  if (report && report.stopped && report.stopped !== "signed-out" && navigator.onLine) {
    retry = setTimeout(sync, wait);
    wait = Math.min(wait * 2, 60000);
  } else {
    wait = 2000;
    if (report && report.next !== null) retry = setTimeout(sync, Math.max(report.next - Date.now(), 0));
  }
  if (report && report.stopped === "signed-out") showSignedOut();
  document.dispatchEvent(new CustomEvent("synced", { detail: report }));
  return report;
}

// Sends the outbox, waiting for the server's answers at most ``ms``: a page that moves
// on after that (weak wifi) leaves the rest to the next sync. Null if it did.
export function syncWithin(ms = 3000) {
  return Promise.race([sync(), new Promise((done) => setTimeout(() => done(null), ms))]);
}

// The table of a game kept on this phone, by its key there.
export function tableUrl(key) {
  return key.startsWith("local-") ? `/games/local/${key.slice(6)}/` : `/games/${key.slice(1)}/`;
}

// Text for a refusal, as the server worded it.
export function message(answer) {
  return (answer && answer.data && answer.data.message) || gettext("The server could not be reached.");
}
