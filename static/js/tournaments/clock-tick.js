// Draws every round clock on the page once a second (clock.js decides what it shows).
import { clockFace } from "./clock.js";

const when = (text) => (text ? Date.parse(text) : null);

function draw() {
  for (const clock of document.querySelectorAll("[data-clock]")) {
    const face = clockFace({
      started: when(clock.dataset.started),
      paused: when(clock.dataset.paused),
      pausedSeconds: Number(clock.dataset.pausedSeconds || 0),
      finished: when(clock.dataset.finished),
      minutes: Number(clock.dataset.minutes || 0),
      now: Date.now(),
    });
    clock.querySelector("[data-clock-time]").textContent = face.time;
    const words = clock.querySelector("[data-clock-words]");
    if (!clock.classList.contains("last-hand")) words.textContent = face.words;
    clock.classList.toggle("over", face.over);
  }
}

export function tickClocks() {
  draw();
  setInterval(draw, 1000);
}
