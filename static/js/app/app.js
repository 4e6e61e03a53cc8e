/* Every page: install the service worker, say when the network is away, send what the
   outbox holds whenever the network is back, and list the games not sent yet. */

import { gettext, interpolate, language } from "../i18n.js";
import * as Outbox from "./outbox.js";
import { sync, tableUrl } from "./sync.js";

// The worker imports the outbox as a module too (for Background Sync).
const worker = document.querySelector("script[data-worker]");
if ("serviceWorker" in navigator && worker) {
  navigator.serviceWorker.register(worker.dataset.worker, { scope: "/", type: "module" }).catch(() => null);
}

const net = document.getElementById("net");
function showNetwork() {
  if (!net) return;
  net.hidden = navigator.onLine;
  net.textContent = navigator.onLine ? "" : gettext("Offline: hands wait on this phone.");
}

window.addEventListener("online", () => { showNetwork(); sync(); });
window.addEventListener("offline", showNetwork);
if (Outbox.channel) {
  Outbox.channel.onmessage = () => window.dispatchEvent(new CustomEvent("outbox-changed"));
}
showNetwork();
Outbox.csrfToken(); // kept for the worker's Background Sync
if (navigator.onLine) sync();

// Games kept on this phone that the page does not list: those started here and not
// sent yet and, offline, games in progress that the page missed (it is then the copy
// kept when last online, maybe from before the game began). The list is busy (aria-busy,
// from the page's start) until they are read.
async function listLocalGames() {
  const list = document.getElementById("local-games");
  if (!list) return;
  list.setAttribute("aria-busy", "true");
  try {
    const listed = new Set([...document.querySelectorAll("a[href^='/games/']")].map((link) => link.getAttribute("href")));
    const missed = (record) => !navigator.onLine && record.game.status === "in_progress"
      && record.game.can_edit !== false // (not a game watched through its link)
      && !listed.has(tableUrl(record.key));
    const kept = (await Outbox.listGames().catch(() => [])).filter((record) => (record.id ? missed(record) : record.draft));
    list.replaceChildren(...kept.map((record) => {
      const item = document.createElement("li");
      const link = document.createElement("a");
      const seats = (record.id ? record.game : record.draft).seats.map((seat) => (typeof seat === "string" ? seat : seat.name));
      link.href = tableUrl(record.key);
      link.textContent = `${seats.join(", ")} · ${record.id ? list.dataset.kept : list.dataset.label}`;
      item.append(link);
      return item;
    }));
  } finally {
    list.removeAttribute("aria-busy");
  }
}

// Dates as this phone reads them, in its own time zone: "today, 20:15", "Sat 28 Nov".
function localTimes() {
  const day = (date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const now = new Date();
  for (const time of document.querySelectorAll("time[datetime]")) {
    const at = new Date(time.dateTime);
    if (Number.isNaN(at.getTime())) continue;
    const days = Math.round((day(now) - day(at)) / 86400000);
    const clock = at.toLocaleTimeString(language(), { hour: "numeric", minute: "2-digit" });
    // (Up to a day ahead is today: a phone's clock a little behind the server's.)
    time.textContent = days <= 0 && days >= -1 ? interpolate(gettext("today, %(time)s"), { time: clock })
      : days === 1 ? interpolate(gettext("yesterday, %(time)s"), { time: clock })
      : at.toLocaleDateString(language(), { weekday: "short", day: "numeric", month: "short",
        year: at.getFullYear() === now.getFullYear() ? undefined : "numeric" });
  }
}

// Games just deleted from this browser, as the server lists them: this phone's copies go
// too, with anything they still had to send.
async function forgetDeleted() {
  const list = document.getElementById("local-games");
  const keys = list ? (list.dataset.deleted || "").split(" ").filter(Boolean) : [];
  for (const key of keys) await Outbox.forget(key).catch(() => null);
}

localTimes();
forgetDeleted().then(listLocalGames);
for (const event of ["outbox-changed", "online", "offline"]) window.addEventListener(event, listLocalGames);
