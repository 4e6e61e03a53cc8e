// A player's itinerary on their phone: drawn again when the night changes, the last state
// kept (and said since when) while the network is away, also after a reload (keep.js).
import { tickClocks } from "./clock-tick.js";
import { keepOffline } from "./keep.js";
import { poll, swapIn } from "./poller.js";

const main = document.getElementById("live");

poll({
  main,
  status: document.getElementById("live-status"),
  draw: (html) => swapIn(document.getElementById("live-part"), html),
});

keepOffline(main);
tickClocks();
