// The big screen: asks for the lists again with the ETag it holds, swaps them in only
// when they changed (a 304 changes nothing), and keeps trying when the network drops.
// Each list shows as many rows as its box holds, a page at a time, turning the pages by
// itself: nothing to press, nothing to scroll.
import { language } from "../i18n.js";
import { screenPager } from "../screen-pager.js";
import { nextDelay, statusText } from "./refresh.js";

const main = document.getElementById("screen");
const holder = document.getElementById("screen-standings");
const status = document.getElementById("screen-status");
const every = Number(main.dataset.every);
const turn = Number(main.dataset.page);
let etag = null;
let failures = 0;
let lastGood = null;
let timer = null;

function schedule(ms) {
  clearTimeout(timer); // one request waiting at a time, whatever woke it
  timer = setTimeout(refresh, ms);
}

async function refresh() {
  try {
    const headers = etag ? { "If-None-Match": etag } : {};
    const response = await fetch(main.dataset.source, { headers, cache: "no-store", credentials: "same-origin" });
    if (response.status === 200) {
      etag = response.headers.get("ETag");
      const fresh = document.createElement("template");
      fresh.innerHTML = await response.text();
      holder.replaceChildren(fresh.content);
      layOut();
    } else if (response.status !== 304) {
      throw new Error(`the lists answered ${response.status}`);
    }
    failures = 0;
    lastGood = new Date().toLocaleTimeString(language(), { hour: "2-digit", minute: "2-digit" });
  } catch (error) {
    failures += 1;
  }
  status.textContent = statusText(failures, lastGood);
  main.classList.toggle("stale", failures > 0);
  schedule(nextDelay(every, failures));
}

const layOut = screenPager(turn);
schedule(every);
addEventListener("online", () => { if (failures) schedule(0); });
