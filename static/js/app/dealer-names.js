/* The first-dealer choices of a new-game form say the names typed in the seats: "Ann
   (seat 1)", or "Seat 1" while the seat is empty. Seats are counted from 1 on every page. */
import { gettext, interpolate } from "../i18n.js";

export function nameDealers(choices, names) {
  for (const label of choices.querySelectorAll("[data-seat]")) {
    const seat = Number(label.dataset.seat);
    label.querySelector("span").textContent = names[seat]
      ? interpolate(gettext("%(name)s (seat %(number)s)"), { name: names[seat], number: seat + 1 })
      : interpolate(gettext("Seat %(number)s"), { number: seat + 1 });
  }
}
