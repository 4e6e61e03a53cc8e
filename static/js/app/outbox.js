/* The outbox: games and hands kept on this phone (IndexedDB) until the server has them.

   Every write goes here first, with its client_id, then to /api/v1/ - the same endpoints
   companion apps use. The server records a client_id once, so sending an item again
   after a lost answer records nothing new: each item lands exactly once, whatever the
   retries. An item the server refuses stays, marked with the server's message, until
   the player sets it right or discards it; the items after it for the same game wait
   meanwhile (each hand follows from the one before: its dealer, the score). An item the
   server fails (a 5xx) is sent again with back-off, then shown as failed to be tried
   again or discarded (retries.js); other games' items go meanwhile. Loaded by the pages
   and by the service worker (no DOM here). */
import { gettext, interpolate } from "../i18n.js";
import { call, list } from "./api.js";
import { done, read, transaction } from "./idb.js";
import { due, earliest, isServerFailure, serverFailed, tryAgain } from "./retries.js";

export { call, csrfToken } from "./api.js";

export const SYNC_TAG = "euchre-outbox";
const API = "/api/v1/games/";
export const channel = "BroadcastChannel" in self ? new BroadcastChannel("euchre-outbox") : null;

function uuid() {
  if (self.crypto.randomUUID) return self.crypto.randomUUID();
  const b = self.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 15) | 64;
  b[8] = (b[8] & 63) | 128;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function changed() {
  if (channel) channel.postMessage("changed");
  if (self.dispatchEvent && typeof CustomEvent === "function") {
    self.dispatchEvent(new CustomEvent("outbox-changed"));
  }
}

// One flush at a time across the pages and the worker.
function exclusive(work) {
  if (self.navigator && self.navigator.locks) return self.navigator.locks.request(SYNC_TAG, work);
  exclusive.chain = (exclusive.chain || Promise.resolve()).then(work, work);
  return exclusive.chain;
}

function requestSync() {
  const sw = self.navigator && self.navigator.serviceWorker;
  if (!sw || !sw.controller) return;
  sw.ready.then((reg) => reg.sync && reg.sync.register(SYNC_TAG)).catch(() => null);
}

// ---- games kept on this phone -------------------------------------------------

export const getGame = (key) => read("games", (s) => done(s.get(key)));
export const listGames = () => read("games", (s) => done(s.getAll()));
// A game by the key it was opened with; a game started here may have moved to its
// server key since.
const movedFrom = (key) => (record) => record.local === key && record.id;
export const currentGame = async (key) => (await getGame(key)) || (await listGames()).find(movedFrom(key));
const putGame = (record) => transaction(["games"], "readwrite", (s) => done(s.games.put(record)));
export const items = (key) => read("outbox", (s) => done(s.getAll()))
  .then((all) => (key ? all.filter((item) => item.game === key) : all));

// The server's copy of a game and its hands, kept for when the network is away.
function remember(game, hands, local) {
  return putGame({ key: `g${game.id}`, id: game.id, local: local || null, game, hands, saved: Date.now() });
}

async function enqueue(records, item) {
  const seq = await transaction(["games", "outbox"], "readwrite", async (s) => {
    for (const record of records) s.games.put(record);
    // A game started here may have reached the server since the page read its key.
    const kept = (await done(s.games.get(item.game))) || (await done(s.games.getAll())).find(movedFrom(item.game));
    return done(s.outbox.add({ state: "waiting", created: Date.now(), ...item, game: kept ? kept.key : item.game }));
  });
  changed();
  requestSync();
  return seq;
}

// A new game: kept here under a local key until the server gives it an id.
export async function createGame(body) {
  const clientId = uuid();
  const key = `local-${clientId}`;
  const record = { key, id: null, local: key, draft: body, game: null, hands: [], saved: Date.now() };
  await enqueue([record], { kind: "game", game: key, body: { ...body, client_id: clientId } });
  return key;
}

export const recordHand = (key, body) => enqueue([], { kind: "hand", game: key, body: { ...body, client_id: uuid() } });
// An undo or edit names its hand by client_id too (when it has one): sent again after
// an answer was lost, it can then never reach a hand another phone recorded since.
export const undoHand = (key, number, clientId) =>
  enqueue([], { kind: "undo", game: key, number, client_id: clientId || null });
export const editHand = (key, number, body, clientId) =>
  enqueue([], { kind: "edit", game: key, number, body, client_id: clientId || null });

// Changes a hand not sent yet: one that waits, or one the server refused, set right
// (it waits again; the server never stored it, so its client_id is still free).
export function replace(seq, body) {
  return exclusive(async () => {
    await transaction(["outbox"], "readwrite", async (s) => {
      const item = await done(s.outbox.get(seq));
      if (item) {
        const { error, ...rest } = item;
        s.outbox.put({ ...rest, state: "waiting", body: { ...body, client_id: item.body.client_id } });
      }
    });
    changed();
  });
}

// Undoes (body null) or edits a hand recorded here that waits to be sent. The waiting
// item itself changes while no send of it can have reached the server; once one may
// have (it was sent meanwhile, or a send went unanswered), an undo or edit of the hand
// follows it, naming the hand by client_id (its number is looked up when it is sent).
export function amend(key, hand, body) {
  return exclusive(async () => {
    const item = await read("outbox", (s) => done(s.get(hand.seq)));
    if (item && !item.tried) {
      await transaction(["outbox"], "readwrite", (s) => done(body === null
        ? s.outbox.delete(item.seq) : s.outbox.put({ ...item, body: { ...body, client_id: hand.client_id } })));
      changed();
    } else if (body === null) {
      await undoHand(key, null, hand.client_id);
    } else {
      await editHand(key, null, body, hand.client_id);
    }
  });
}

// An item the server failed, sent again now (the player's "Try again").
export function retry(seq) {
  return exclusive(async () => {
    await transaction(["outbox"], "readwrite", async (s) => {
      const item = await done(s.outbox.get(seq));
      if (item) s.outbox.put(tryAgain(item));
    });
    changed();
  });
}

// Take back an item the server never stored (a refusal).
export function discard(seq) {
  return exclusive(async () => {
    await transaction(["outbox"], "readwrite", (s) => done(s.outbox.delete(seq)));
    changed();
  });
}

// Drops a game kept here and everything it still had to send.
export function forget(key) {
  return exclusive(async () => {
    await transaction(["games", "outbox"], "readwrite", async (s) => {
      s.games.delete(key);
      for (const item of await done(s.outbox.getAll())) if (item.game === key) s.outbox.delete(item.seq);
    });
    changed();
  });
}

// Fetches the server's game and its hands and keeps them (after any flush under way,
// so an answer being kept is not overwritten by an older list). Answers the record,
// with an ``error`` when the server refused; the kept copy when out of reach.
export function refresh(key, share) {
  return exclusive(async () => {
    const record = await getGame(key);
    const id = record ? record.id : key.startsWith("g") ? Number(key.slice(1)) : null;
    if (!id) return record;
    const query = share ? `?share=${encodeURIComponent(share)}` : "";  // a shared game's link
    try {
      const [game, hands] = await Promise.all([
        call("GET", `${API}${id}/${query}`), list(`${API}${id}/hands/${query}`),
      ]);
      if (!game.ok || !hands.ok) return { ...(record || { key }), error: game.ok ? hands : game };
      await remember(game.data, hands.data, record && record.local);
    } catch (error) {
      return record && { ...record, unreachable: true };  // offline: the kept copy stands
    }
    changed();
    return getGame(key);
  });
}

// The owner's read-only link, made or stopped (online only: it is no hand to queue);
// the kept game then carries its share_url, or none.
export async function share(key, on) {
  const record = await getGame(key);
  const answer = await call(on ? "POST" : "DELETE", `${API}${record.id}/share/`);
  if (answer.ok) await refresh(key);
  return answer;
}

function send(item, id) {
  const game = `${API}${id}/`;
  const meant = item.client_id ? `?client_id=${encodeURIComponent(item.client_id)}` : "";
  switch (item.kind) {
    case "game": return call("POST", API, item.body);
    case "hand": return call("POST", `${game}hands/`, item.body);
    case "undo": return call("DELETE", `${game}hands/${item.number}/${meant}`);
    case "edit": return call("PATCH", `${game}hands/${item.number}/${meant}`, item.body);
  }
  throw new Error(`unknown outbox item ${item.kind}`);
}

// The server took the item: keep its answer, drop the item, in one transaction.
function accepted(item, answer) {
  return transaction(["games", "outbox"], "readwrite", async (s) => {
    s.outbox.delete(item.seq);
    const record = await done(s.games.get(item.game));
    if (item.kind === "game") {
      const game = answer.data;
      s.games.delete(item.game);
      s.games.put({ key: `g${game.id}`, id: game.id, local: item.game, game, hands: [], saved: Date.now() });
      // Later items for this game now name it by its server key.
      const later = await done(s.outbox.getAll());
      for (const other of later) {
        if (other.game === item.game && other.seq !== item.seq) s.outbox.put({ ...other, game: `g${game.id}` });
      }
    } else if (item.kind === "hand" && record) {
      const hand = answer.data;
      const hands = record.hands.filter((h) => h.number !== hand.number).concat([hand]);
      hands.sort((a, b) => a.number - b.number);
      s.games.put({ ...record, hands, game: gameAfter(record.game, hand), saved: Date.now() });
    } else if (record) {
      // The kept copy follows at once, so the table is right with no network; the server
      // recomputed the game, so it is fetched again when it can be (later hands' scores).
      const taken = item.kind === "undo" ? undone(record, item) : edited(record, answer.data);
      s.games.put({ ...record, ...taken, stale: true });
    }
  });
}

// An undo taken (or found done already: a 404): the deal is dealt again.
function undone(record, item) {
  const undoneHand = record.hands.find((hand) => hand.number === item.number);
  if (!undoneHand || (item.client_id && undoneHand.client_id !== item.client_id)) return {};
  const hands = record.hands.filter((hand) => hand !== undoneHand);
  const before = hands[hands.length - 1];
  const state = { score: before ? before.score : [0, 0], dealer: undoneHand.dealer, status: "in_progress", winner: null, hands_played: hands.length };
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
function gameAfter(game, hand) {
  return { ...game, ...(hand.game || {}) };
}

function refused(item, answer) {
  const error = answer.data && answer.data.message
    ? answer.data
    : { code: `HTTP_${answer.status}`, message: interpolate(gettext("The server answered %(status)s."), { status: answer.status }) };
  // The server knows something this phone does not (say another phone finished the
  // game): the kept copy is refreshed before it is shown again.
  return transaction(["games", "outbox"], "readwrite", async (s) => {
    s.outbox.put({ ...item, state: "refused", error });
    const record = await done(s.games.get(item.game));
    if (record && record.id) s.games.put({ ...record, stale: true });
  });
}

// Sends every waiting item in order. Stops at the first network failure (or when the
// server signed this phone out) and leaves the rest for the next try. A game with a
// refused item sends nothing after it until that one is set right or discarded; a game
// whose item the server failed waits for that item's retry (``report.next``, a time).
export function flush() {
  return exclusive(async () => {
    const report = { sent: 0, refused: 0, failed: 0, stopped: null, next: null };
    const held = new Set();  // games with a refusal, or an item waiting to be sent again
    const seqs = (await items()).map((item) => item.seq);
    for (const seq of seqs) {
      const item = await read("outbox", (s) => done(s.get(seq)));
      if (!item || held.has(item.game)) continue;
      if (item.state === "refused") {
        held.add(item.game);
        continue;
      }
      if (!due(item, Date.now())) {  // the server failed it a moment ago
        held.add(item.game);
        report.next = earliest(report.next, item.retry_at);
        continue;
      }
      const record = await getGame(item.game);
      if (item.kind !== "game" && !(record && record.id)) continue;  // its game is not on the server yet
      if (item.number === null) {  // an undo or edit of a hand sent since: the server's number
        const hand = record.hands.find((kept) => kept.client_id === item.client_id);
        if (!hand) {  // never stored after all: nothing to undo or edit
          await transaction(["outbox"], "readwrite", (s) => done(s.outbox.delete(item.seq)));
          continue;
        }
        item.number = hand.number;
      }
      if (item.kind === "hand" && !item.tried) {  // from now on the server may have it
        item.tried = true;
        await transaction(["outbox"], "readwrite", (s) => done(s.outbox.put(item)));
      }
      let answer;
      try {
        answer = await send(item, record && record.id);
      } catch (error) {
        report.stopped = "offline";
        break;
      }
      if (answer.ok || (item.kind === "undo" && answer.status === 404)) {
        await accepted(item, answer);
        report.sent += 1;
      } else if ([400, 404, 409].includes(answer.status)) {
        await refused(item, answer);
        held.add(item.game);
        report.refused += 1;
      } else if (isServerFailure(answer.status)) {
        const after = serverFailed(item, answer.status, Date.now());
        await transaction(["outbox"], "readwrite", (s) => done(s.outbox.put(after)));
        held.add(item.game);
        if (after.state === "refused") report.failed += 1;
        else report.next = earliest(report.next, after.retry_at);
      } else {
        report.stopped = answer.status === 401 || answer.status === 403 ? "signed-out" : "server";
        break;
      }
      changed();
    }
    return report;
  });
}

