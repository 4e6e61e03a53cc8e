// A big screen's lists a page at a time (the league screen, the tournament TV): each
// ``[data-pager]`` shows as many of its ``[data-row]``s as its ``.pager-box`` holds, its
// heading (``[data-label]``) saying which, and the pages turn by themselves every ``turn``
// ms. The arithmetic is pure (screen-pages.js, checked by node --test).
import { nextPage, pageHeading, pagesOf } from "./screen-pages.js";

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

export function screenPager(turn) {
  const shown = new Map(); // the page each list shows, by its id (kept through a refresh)
  const counts = new Map(); // how many pages each list has, as last laid out

  function lay(pager) {
    const box = pager.querySelector(".pager-box");
    const rows = [...box.querySelectorAll("[data-row]")];
    for (const row of rows) row.hidden = false;
    const table = box.querySelector("table");
    if (table) fitWidth(box, table);
    const head = table ? table.tHead.getBoundingClientRect().height + (table.caption ? table.caption.getBoundingClientRect().height : 0) : 0;
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

  layOut();
  setTimeout(turnPages, turn);
  addEventListener("resize", layOut);
  addEventListener("load", layOut); // (once everything it measures is in)
  return layOut;
}
