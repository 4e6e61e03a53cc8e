// The TV: the night's lists drawn again when they change (poller.js), each list a page at
// a time when longer than its box, turning by itself: nothing to press, nothing to scroll;
// kept for a reload while the venue's Wi-Fi is away (keep.js).
import { screenPager } from "../screen-pager.js";
import { tickClocks } from "./clock-tick.js";
import { keepOffline } from "./keep.js";
import { poll, swapIn } from "./poller.js";

const main = document.getElementById("screen");
const layOut = screenPager(Number(main.dataset.page));

poll({
  main,
  status: document.getElementById("screen-status"),
  draw(html) {
    swapIn(document.getElementById("screen-standings"), html);
    layOut();
  },
});

keepOffline(main);
tickClocks();
