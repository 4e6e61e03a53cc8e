// A player's itinerary on their phone: drawn again when the night changes, the last state
// kept (and said since when) while the network is away, and a notice when a round starts
// or their plan changes (notice.js).
import { tickClocks } from "./clock-tick.js";
import { keepOffline } from "./keep.js";
import { planIn, planNotice } from "./notice.js";
import { poll, swapIn } from "./poller.js";

const main = document.getElementById("live");
const part = document.getElementById("live-part");
const notice = document.getElementById("plan-notice");

poll({
  main,
  status: document.getElementById("live-status"),
  draw(html) {
    const before = planIn(part);
    swapIn(part, html);
    const news = planNotice(before, planIn(part));
    if (news) notice.textContent = news;
  },
});

keepOffline(main);
tickClocks();
