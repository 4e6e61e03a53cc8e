// Asks a live page's part again every few seconds with the ETag it holds: a 304 changes
// nothing, a 200 is drawn in, a failure keeps what shows and says since when (live.js).
// With no network the service worker answers with the last part it kept, marked with
// when it was read (X-Kept-At): drawn in, and said to be the state of then.
import { language } from "../i18n.js";
import { liveStatus, nextDelay } from "./live.js";

// A part's HTML in place of what ``holder`` shows.
export function swapIn(holder, html) {
  const fresh = document.createElement("template");
  fresh.innerHTML = html;
  holder.replaceChildren(fresh.content);
}

const clockTime = (date) => date.toLocaleTimeString(language(), { hour: "2-digit", minute: "2-digit" });

// ``main`` holds the part's address (data-source), how often to ask (data-every) and when
// the page was drawn (data-drawn: a page kept offline is older than now), and is marked
// "stale" while what shows is old; ``status`` says since when. A page opened with no
// network asks at once, for the last part the service worker kept.
export function poll({ main, status, draw }) {
  const source = main.dataset.source;
  const every = Number(main.dataset.every);
  let etag = null;
  let failures = 0;
  const drawn = new Date(main.dataset.drawn || Date.now());
  let lastGood = clockTime(Number.isNaN(drawn.getTime()) ? new Date() : drawn);
  let timer = null;

  function again(ms) {
    clearTimeout(timer); // one request waiting at a time, whatever woke it
    timer = setTimeout(ask, ms);
  }

  async function ask() {
    try {
      const headers = etag ? { "If-None-Match": etag } : {};
      const response = await fetch(source, { headers, cache: "no-store", credentials: "same-origin" });
      const kept = response.headers.get("X-Kept-At");
      if (response.status === 200) {
        const tag = response.headers.get("ETag");
        if (kept === null || tag !== etag) draw(await response.text());
        etag = tag;
      } else if (response.status !== 304) {
        throw new Error(`the page answered ${response.status}`);
      }
      if (kept !== null) {
        const read = new Date(kept);
        if (!Number.isNaN(read.getTime())) lastGood = clockTime(read);
        throw new Error("no network: the part kept offline");
      }
      failures = 0;
      lastGood = clockTime(new Date());
    } catch (error) {
      failures += 1;
    }
    status.textContent = liveStatus(failures, lastGood);
    main.classList.toggle("stale", failures > 0);
    again(nextDelay(every, failures));
  }

  again(navigator.onLine ? every : 0);
  addEventListener("online", () => { if (failures) again(0); });
}
