// A league page's behaviour: sortable tables, the players/partnerships tabs, and the
// age of the page when it is a saved copy (the service worker answers offline with it).
import { copyNotice } from "./age.js";
import { nextDirection, sortOrder } from "./sort.js";

function sortable(table) {
  const headers = [...table.tHead.rows[0].cells];
  headers.forEach((header, column) => {
    const button = header.querySelector("button");
    if (!button) return;
    button.addEventListener("click", () => {
      const type = header.dataset.type;
      const direction = nextDirection(header.getAttribute("aria-sort"), type, header.classList.contains("rank"));
      const body = table.tBodies[0];
      const rows = [...body.rows];
      const values = rows.map((row) => [...row.cells].map((cell) => cell.dataset.value ?? cell.textContent));
      const order = sortOrder(values, column, type, direction === "descending");
      body.replaceChildren(...order.map((index) => rows[index]));
      headers.forEach((other) => other.removeAttribute("aria-sort"));
      header.setAttribute("aria-sort", direction);
    });
  });
}

function tabs(list) {
  const links = [...list.querySelectorAll("[role=tab]")];
  const show = (chosen) => {
    for (const link of links) {
      const selected = link === chosen;
      link.setAttribute("aria-selected", String(selected));
      document.getElementById(link.getAttribute("aria-controls")).hidden = !selected;
    }
  };
  for (const link of links) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      show(link);
      history.replaceState(null, "", link.hash);
    });
  }
  show(links.find((link) => link.hash === location.hash) || links[0]);
}

function age(notice) {
  const rendered = Date.parse(notice.dataset.rendered);
  const say = () => { notice.textContent = copyNotice(rendered, Date.now(), navigator.onLine); };
  say();
  addEventListener("online", say);
  addEventListener("offline", say);
}

document.querySelectorAll("table.sortable").forEach(sortable);
document.querySelectorAll(".tabs[role=tablist]").forEach(tabs);
const notice = document.getElementById("copy-age");
if (notice) age(notice);
