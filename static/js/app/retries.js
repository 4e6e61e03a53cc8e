/* What the outbox does when the server fails an item (a 5xx: it crashed, or a proxy found
   it down): the item is sent again later, waiting longer each time, and after a few
   failures in a row it is shown as failed, to be tried again or discarded by the player.
   Meanwhile only the items after it for the same game wait (each hand follows from the one
   before); other games' items go. Sending an item again is safe: the server records a
   client_id once. Pure: no DOM, no IndexedDB (tests/js/retries.test.mjs). */

import { interpolate, ngettext } from "../i18n.js";

export const TRIES = 4;
const FIRST_WAIT = 2000;
const LONGEST_WAIT = 60000;

// Milliseconds to wait after the n-th failure in a row (1, 2, ...): 2 s, 4 s, 8 s... 60 s.
export function backoff(failures) {
  return Math.min(FIRST_WAIT * 2 ** (failures - 1), LONGEST_WAIT);
}

export const isServerFailure = (status) => status >= 500;

// The item after the server failed it (``status``) at ``now``: waiting to be sent again
// at ``retry_at``, or, its tries used up, failed (held like a refusal, with a message).
export function serverFailed(item, status, now) {
  const failures = (item.failures || 0) + 1;
  if (failures < TRIES) return { ...item, state: "waiting", failures, retry_at: now + backoff(failures) };
  const { retry_at, ...rest } = item;
  const code = `HTTP_${status}`;
  return { ...rest, state: "refused", failed: true, failures, error: { code, message: failedMessage({ failures, error: { code } }) } };
}

// What a failed item says, in the page's language (the message kept with it is in the
// language of whoever failed it: a page, or the worker, which has none but English).
export function failedMessage({ failures, error }) {
  const status = error.code.replace(/^HTTP_/, "");
  return interpolate(ngettext("The server failed %(count)s time (%(status)s); it may be down for a while.",
    "The server failed %(count)s times (%(status)s); it may be down for a while.", failures), { count: failures, status });
}

// Whether a waiting item may be sent at ``now`` (not while its back-off runs).
export const due = (item, now) => !item.retry_at || item.retry_at <= now;

// The item as it was before the server failed it: waiting, to be sent at once.
export function tryAgain(item) {
  const { failures, retry_at, failed, error, ...rest } = item;
  return { ...rest, state: "waiting" };
}

// The earliest of two retry times (either may be null).
export const earliest = (a, b) => (a === null ? b : b === null ? a : Math.min(a, b));
