// The big screen: asks for the lists again with the ETag it holds, swaps them in only
// when they changed (a 304 changes nothing), and keeps trying when the network drops.
// Each list shows as many rows as its box holds, a page at a time, turning the pages by
// itself: nothing to press, nothing to scroll.
import { language } from "../i18n.js";
import { nextPage, pageHeading, pagesOf } from "./pages.js";
import { nextDelay, statusText } from "./refresh.js";

const main = document.getElementById("screen");
const holder = document.getElementById("screen-standings");
const status = document.getElementById("screen-status");
const every = Number(main.dataset.every);
const turn = Number(main.dataset.page);
const shown = new Map(); // the page each list shows, by its id (kept through a refresh)
const counts = new Map(); // how many pages each list has, as last laid out
let etag = null;
let failures = 0;
let lastGood = null;
let timer = null;

// The type shrinks until the widest row fits (a long name, a long word), at most to this.
const SMALLEST = 0.6;

function fitWidth(box, table) {
  table.classList.remove("wrap");
  for (let scale = 1; scale >= SMALLEST; scale -= 0.05) {
    box.style.fontSize = scale === 1 ? "" : `${scale.toFixed(2)}em`;
    if (box.scrollWidth <= box.clientWidth) return;
  }
  table.classList.add("wrap"); // (still too wide: the names wrap)
}

function lay(pager) {
  const box = pager.querySelector(".pager-box");
  const rows = [...box.querySelectorAll("[data-row]")];
  for (const row of rows) row.hidden = false;
  const table = box.querySelector("table");
  if (table) fitWidth(box, table);
  const head = table ? table.tHead.getBoundingClientRect().height : 0;
  const pages = pagesOf(rows.map((row) => row.getBoundingClientRect().height), box.clientHeight - head);
  const page = Math.min(shown.get(pager.id) || 0, Math.max(pages.length - 1, 0));
  shown.set(pager.id, page);
  const [first, end] = pages[page] || [0, 0];
  rows.forEach((row, index) => { row.hidden = index < first || index >= end; });
  const heading = pager.querySelector("[data-label]");
  heading.textContent = pageHeading(heading.dataset.label, [first, end], rows.length, pages.length);
  counts.set(pager.id, pages.length);
}

function layOut() {
  for (const pager of document.querySelectorAll("[data-pager]")) lay(pager);
}

function turnPages() {
  for (const pager of document.querySelectorAll("[data-pager]")) {
    shown.set(pager.id, nextPage(shown.get(pager.id) || 0, counts.get(pager.id) || 0));
    lay(pager);
  }
  setTimeout(turnPages, turn);
}

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

layOut();
setTimeout(turnPages, turn);
schedule(every);
addEventListener("resize", layOut);
addEventListener("load", layOut); // (once everything it measures is in)
addEventListener("online", () => { if (failures) schedule(0); });
