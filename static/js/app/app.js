/* Every page: install the service worker, say when the network is away, send what the
   outbox holds whenever the network is back, and list the games not sent yet. */
"use strict";
(function () {
  const script = document.currentScript;

  if ("serviceWorker" in navigator && script.dataset.worker) {
    navigator.serviceWorker.register(script.dataset.worker, { scope: "/" }).catch(() => null);
  }

  const net = document.getElementById("net");
  function showNetwork() {
    if (!net) return;
    net.hidden = navigator.onLine;
    net.textContent = navigator.onLine ? "" : "Offline: hands wait on this phone.";
  }

  // The server no longer knows this phone's sign-in: what waits is kept, and sent once
  // the player signs in again (and comes back here).
  function showSignedOut() {
    if (!net) return;
    const next = encodeURIComponent(location.pathname + location.search);
    const link = Object.assign(document.createElement("a"), { href: `/accounts/login/?next=${next}`, textContent: "Sign in" });
    net.replaceChildren(link, " to send what waits on this phone: the server has signed you out.");
    net.hidden = false;
  }

  let retry = null;
  let wait = 2000;
  const App = {
    // Sends the outbox; pages listen for "outbox-changed" to redraw. When the network
    // fails half-way (a lost answer, a server restarting), tries again later, waiting
    // longer each time; the "online" event and Background Sync also start it.
    async sync() {
      if (!window.Outbox) return null;
      const report = await Outbox.flush().catch(() => null);
      clearTimeout(retry);
      if (report && report.stopped && report.stopped !== "signed-out" && navigator.onLine) {
        retry = setTimeout(App.sync, wait);
        wait = Math.min(wait * 2, 60000);
      } else {
        wait = 2000;
      }
      if (report && report.stopped === "signed-out") showSignedOut();
      document.dispatchEvent(new CustomEvent("synced", { detail: report }));
      return report;
    },
    // Sends the outbox, waiting for the server's answers at most ``ms``: a page that
    // moves on after that (weak wifi) leaves the rest to the next sync. Null if it did.
    syncWithin(ms = 3000) {
      return Promise.race([App.sync(), new Promise((done) => setTimeout(() => done(null), ms))]);
    },
    // The table of a game kept on this phone, by its key there.
    tableUrl(key) {
      return key.startsWith("local-") ? `/games/local/${key.slice(6)}/` : `/games/${key.slice(1)}/`;
    },
    // Text for a refusal, as the server worded it.
    message(answer) {
      return (answer && answer.data && answer.data.message) || "The server could not be reached.";
    },
  };
  window.App = App;

  window.addEventListener("online", () => { showNetwork(); App.sync(); });
  window.addEventListener("offline", showNetwork);
  if (window.Outbox && Outbox.channel) {
    Outbox.channel.onmessage = () => window.dispatchEvent(new CustomEvent("outbox-changed"));
  }
  showNetwork();
  if (window.Outbox) Outbox.csrfToken();  // kept for the worker's Background Sync
  if (navigator.onLine) App.sync();

  // Games kept on this phone that the page does not list: those started here and not
  // sent yet and, offline, games in progress that the page missed (it is then the copy
  // kept when last online, maybe from before the game began).
  async function listLocalGames() {
    const list = document.getElementById("local-games");
    if (!list || !window.Outbox) return;
    const listed = new Set([...document.querySelectorAll("a[href^='/games/']")].map((link) => link.getAttribute("href")));
    const missed = (record) => !navigator.onLine && record.game.status === "in_progress"
      && record.game.can_edit !== false  // (not a game watched through its link)
      && !listed.has(App.tableUrl(record.key));
    const kept = (await Outbox.listGames().catch(() => [])).filter((record) => (record.id ? missed(record) : record.draft));
    list.replaceChildren(...kept.map((record) => {
      const item = document.createElement("li");
      const link = document.createElement("a");
      const seats = (record.id ? record.game : record.draft).seats.map((seat) => (typeof seat === "string" ? seat : seat.name));
      link.href = App.tableUrl(record.key);
      link.textContent = `${seats.join(", ")} · ${record.id ? list.dataset.kept : list.dataset.label}`;
      item.append(link);
      return item;
    }));
  }
  // Dates as this phone reads them, in its own time zone: "today, 20:15", "Sat 28 Nov".
  function localTimes() {
    const day = (date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
    const now = new Date();
    for (const time of document.querySelectorAll("time[datetime]")) {
      const at = new Date(time.dateTime);
      if (Number.isNaN(at.getTime())) continue;
      const days = Math.round((day(now) - day(at)) / 86400000);
      const clock = at.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
      // (Up to a day ahead is today: a phone's clock a little behind the server's.)
      time.textContent = days <= 0 && days >= -1 ? `today, ${clock}` : days === 1 ? `yesterday, ${clock}`
        : at.toLocaleDateString([], { weekday: "short", day: "numeric", month: "short",
          year: at.getFullYear() === now.getFullYear() ? undefined : "numeric" });
    }
  }

  // Games just deleted from this browser, as the server lists them: this phone's copies go
  // too, with anything they still had to send.
  async function forgetDeleted() {
    const list = document.getElementById("local-games");
    const keys = list && window.Outbox ? (list.dataset.deleted || "").split(" ").filter(Boolean) : [];
    for (const key of keys) await Outbox.forget(key).catch(() => null);
  }

  localTimes();
  forgetDeleted().then(listLocalGames);
  for (const event of ["outbox-changed", "online", "offline"]) window.addEventListener(event, listLocalGames);
})();
