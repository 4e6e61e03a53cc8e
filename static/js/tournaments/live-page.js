// A player's itinerary on their phone: drawn again when the night changes, the last state
// kept (and said since when) while the network is away.
import { tickClocks } from "./clock-tick.js";
import { poll, swapIn } from "./poller.js";

poll({
  main: document.getElementById("live"),
  status: document.getElementById("live-status"),
  draw: (html) => swapIn(document.getElementById("live-part"), html),
});

tickClocks();
