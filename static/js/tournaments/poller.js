// Asks a live page's part again every few seconds with the ETag it holds: a 304 changes
// nothing, a 200 is drawn in, a failure keeps what shows and says since when (live.js).
import { language } from "../i18n.js";
import { liveStatus, nextDelay } from "./live.js";

// A part's HTML in place of what ``holder`` shows.
export function swapIn(holder, html) {
  const fresh = document.createElement("template");
  fresh.innerHTML = html;
  holder.replaceChildren(fresh.content);
}

// ``main`` holds the part's address (data-source) and how often to ask (data-every), and
// is marked "stale" while what shows is old; ``status`` says since when.
export function poll({ main, status, draw }) {
  const source = main.dataset.source;
  const every = Number(main.dataset.every);
  let etag = null;
  let failures = 0;
  let lastGood = new Date().toLocaleTimeString(language(), { hour: "2-digit", minute: "2-digit" });
  let timer = null;

  function again(ms) {
    clearTimeout(timer); // one request waiting at a time, whatever woke it
    timer = setTimeout(ask, ms);
  }

  async function ask() {
    try {
      const headers = etag ? { "If-None-Match": etag } : {};
      const response = await fetch(source, { headers, cache: "no-store", credentials: "same-origin" });
      if (response.status === 200) {
        etag = response.headers.get("ETag");
        draw(await response.text());
      } else if (response.status !== 304) {
        throw new Error(`the page answered ${response.status}`);
      }
      failures = 0;
      lastGood = new Date().toLocaleTimeString(language(), { hour: "2-digit", minute: "2-digit" });
    } catch (error) {
      failures += 1;
    }
    status.textContent = liveStatus(failures, lastGood);
    main.classList.toggle("stale", failures > 0);
    again(nextDelay(every, failures));
  }

  again(every);
  addEventListener("online", () => { if (failures) again(0); });
}
