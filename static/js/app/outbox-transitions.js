/* What the outbox's queue and the games kept on this phone become, step by step: an item
   kept, set right, amended or tried again, and each answer the server gives a sent one
   (taken, refused, failed, or none: no network, signed out). Pure: no IndexedDB, no fetch
   (outbox.js reads and writes them around these; tests/js/outbox-transitions.test.mjs).

   ``kept`` is what a step reads and changes: ``{games, queue}``, the game records by key
   (those the step needs) and the queue's items in order. A step answers a new ``kept``,
   leaving alone (the same objects) what it does not change, so that ``changes`` finds
   what to write. ``run`` is a flush under way: the games it holds back and its report. */

import { gettext, interpolate } from "../i18n.js";
import { due, earliest, isServerFailure, serverFailed } from "./retries.js";

// ---- what the player does -----------------------------------------------------

// A new item, waiting, under the key its game is kept by now (a game started here may
// have reached the server since the page read its key).
export const queued = (item, keptGame, now) => ({ state: "waiting", created: now, ...item, game: keptGame ? keptGame.key : item.game });

// A hand not sent yet, changed: one that waits, or one the server refused, set right (it
// waits again; the server never stored it, so its client_id is still free).
export function setRight(item, body) {
  const { error, ...rest } = item;
  return { ...rest, state: "waiting", body: { ...body, client_id: item.body.client_id } };
}

// An undo (body null) or edit of a hand recorded here that waits to be sent: the item
// itself changes while no send of it can have reached the server ("delete" or "put"
// it); once one may have ("follow"), an undo or edit naming the hand by client_id
// follows it.
export function amendment(item, hand, body) {
  if (!item || item.tried) return { follow: true };
  return body === null ? { delete: item.seq } : { put: { ...item, body: { ...body, client_id: hand.client_id } } };
}

// ---- a flush -----------------------------------------------------------------

export const started = () => ({ held: new Set(), report: { sent: 0, refused: 0, failed: 0, stopped: null, next: null } });

const holding = (run, game, next = null) => ({
  held: new Set(run.held).add(game),
  report: next === null ? run.report : { ...run.report, next: earliest(run.report.next, next) },
});

// What a flush does with the next item (as kept now), before any network: "skip" it (its
// game is held back, or not on the server yet), "hold" its game (a refusal stands, or a
// server failure's back-off runs), "drop" it (an undo or edit of a hand never stored
// after all), or "send" it (``item`` as sent: the hand's number looked up, a hand marked
// as tried, since from now on the server may have it; ``save``: store that mark first).
export function planned(run, item, record, now) {
  if (!item || run.held.has(item.game)) return { run, action: "skip" };
  if (item.state === "refused") return { run: holding(run, item.game), action: "hold" };
  if (!due(item, now)) return { run: holding(run, item.game, item.retry_at), action: "hold" };
  if (item.kind !== "game" && !(record && record.id)) return { run, action: "skip" };
  let sent = item;
  if (item.number === null) { // an undo or edit of a hand sent since: the server's number
    const hand = record.hands.find((kept) => kept.client_id === item.client_id);
    if (!hand) return { run, action: "drop" };
    sent = { ...item, number: hand.number };
  }
  const save = item.kind === "hand" && !item.tried;
  return { run, action: "send", item: save ? { ...sent, tried: true } : sent, save };
}

// What an answer means (none: the network failed on the way).
export function outcome(item, answer) {
  if (!answer) return "offline";
  if (answer.ok || (item.kind === "undo" && answer.status === 404)) return "accepted"; // (an undo done already)
  if ([400, 404, 409].includes(answer.status)) return "refused";
  if (isServerFailure(answer.status)) return "failed";
  return answer.status === 401 || answer.status === 403 ? "signed-out" : "server";
}

// Whether the answer ends the flush, changing nothing: the rest waits for the next one.
export const stops = (item, answer) => ["offline", "signed-out", "server"].includes(outcome(item, answer));

// The server's answer to ``item`` (as sent): what is kept and the run after it. A run
// whose report has ``stopped`` sends nothing more (the rest waits for the next flush).
export function answered(kept, run, item, answer, now) {
  const how = outcome(item, answer);
  const report = run.report;
  if (how === "accepted") return { kept: accepted(kept, item, answer, now), run: { ...run, report: { ...report, sent: report.sent + 1 } } };
  if (how === "refused") {
    const held = holding(run, item.game);
    return { kept: refused(kept, item, answer), run: { ...held, report: { ...held.report, refused: report.refused + 1 } } };
  }
  if (how === "failed") {
    const after = serverFailed(item, answer.status, now);
    const gaveUp = after.state === "refused";
    const held = holding(run, item.game, gaveUp ? null : after.retry_at);
    return { kept: replaced(kept, after), run: gaveUp ? { ...held, report: { ...held.report, failed: report.failed + 1 } } : held };
  }
  return { kept, run: { ...run, report: { ...report, stopped: how } } };
}

const replaced = (kept, item) => ({ ...kept, queue: kept.queue.map((other) => (other.seq === item.seq ? item : other)) });
const without = (queue, item) => queue.filter((other) => other.seq !== item.seq);
const withGame = (kept, record) => ({ ...kept, games: { ...kept.games, [record.key]: record } });

// The server took the item: its answer is kept, the item dropped.
function accepted(kept, item, answer, now) {
  const record = kept.games[item.game];
  const queue = without(kept.queue, item);
  if (item.kind === "game") { // now known by its server key, and so are the items after it
    const game = answer.data;
    const key = `g${game.id}`;
    const { [item.game]: local, ...games } = kept.games;
    games[key] = { key, id: game.id, local: item.game, game, hands: [], saved: now };
    return { games, queue: queue.map((other) => (other.game === item.game ? { ...other, game: key } : other)) };
  }
  if (!record) return { ...kept, queue };
  if (item.kind === "confirm") return withGame({ ...kept, queue }, { ...record, game: answer.data, saved: now }); // (its confirmation)
  if (item.kind === "hand") {
    const hand = answer.data;
    const hands = record.hands.filter((h) => h.number !== hand.number).concat([hand]).sort((a, b) => a.number - b.number);
    return withGame({ ...kept, queue }, { ...record, hands, game: gameAfter(record.game, hand), saved: now });
  }
  // The kept copy follows at once, so the table is right with no network; the server
  // recomputed the game, so it is fetched again when it can be (later hands' scores).
  const taken = item.kind === "undo" ? undone(record, item) : edited(record, answer.data);
  return withGame({ ...kept, queue }, { ...record, ...taken, stale: true });
}

// An undo taken (or found done already: a 404): the deal is dealt again.
function undone(record, item) {
  const undoneHand = record.hands.find((hand) => hand.number === item.number);
  if (!undoneHand || (item.client_id && undoneHand.client_id !== item.client_id)) return {};
  const hands = record.hands.filter((hand) => hand !== undoneHand);
  const before = hands[hands.length - 1];
  const state = { score: before ? before.score : record.game.carried || [0, 0], dealer: undoneHand.dealer, status: "in_progress", winner: null, hands_played: hands.length };
  return { hands, game: { ...record.game, ...state } };
}

// An edit taken: the hand as the server now has it (the game's state, which its answer
// carries too, is kept with the game, not the hand).
function edited(record, hand) {
  const { status, winner, game, ...fields } = hand;
  return { hands: record.hands.map((kept) => (kept.number === hand.number ? fields : kept)), game: gameAfter(record.game, hand) };
}

// The game as the answer to a recorded hand leaves it: the answer carries the game's
// new state (score, next dealer, status, winner, hands played).
const gameAfter = (game, hand) => ({ ...game, ...(hand.game || {}) });

// The item refused stays, with the server's message, holding back the game's later
// items; the server knows something this phone does not (say another phone finished the
// game), so the kept copy is refreshed before it is shown again.
function refused(kept, item, answer) {
  const error = answer.data && answer.data.message
    ? answer.data
    : { code: `HTTP_${answer.status}`, message: interpolate(gettext("The server answered %(status)s."), { status: answer.status }) };
  const after = replaced(kept, { ...item, state: "refused", error });
  const record = kept.games[item.game];
  return record && record.id ? withGame(after, { ...record, stale: true }) : after;
}

// What to write to go from ``before`` to ``after``: records and items to put (new or
// changed) and the keys and seqs to delete.
export function changes(before, after) {
  const seqs = new Set(after.queue.map((item) => item.seq));
  const was = new Map(before.queue.map((item) => [item.seq, item]));
  return {
    putGames: Object.entries(after.games).filter(([key, record]) => record && before.games[key] !== record).map(([, record]) => record),
    deleteGames: Object.keys(before.games).filter((key) => before.games[key] && !after.games[key]),
    putItems: after.queue.filter((item) => was.get(item.seq) !== item),
    deleteItems: before.queue.filter((item) => !seqs.has(item.seq)).map((item) => item.seq),
  };
}
