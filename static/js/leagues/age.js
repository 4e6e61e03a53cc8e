// How old a kept copy of a page is, in words: pure, so node --test checks it.

export const FRESH_MS = 60_000;  // younger than this, the page is the network's answer

export function ageInWords(ms) {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? "" : "s"} ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"} ago`;
}

// What the page says about its age: offline, always (what is shown is a kept copy);
// online, only when it is old (the network's answer is fresh, a page kept open is not).
export function copyNotice(renderedAt, now, online) {
  const age = now - renderedAt;
  if (Number.isNaN(age) || (online && age < FRESH_MS)) return "";
  const where = online ? "A saved copy" : "You are offline: a saved copy";
  return `${where} from ${ageInWords(Math.max(0, age))}.`;
}
