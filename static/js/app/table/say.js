/* What the table says to a screen reader (the #said live region), once it has settled: a
   hand kept, sent and answered draws it several times within a moment, and only the last
   thing to say is said. */

import { $ } from "./dom.js";

const SETTLED_MS = 400;
let saying = null;

export function announce(text) {
  clearTimeout(saying);
  saying = setTimeout(() => { $("said").textContent = text; }, SETTLED_MS);
}
