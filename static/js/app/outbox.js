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
import { call, list } from "./api.js";
import { done, read, transaction } from "./idb.js";
import { amendment, answered, changes, outcome, planned, queued, setRight, started, stops } from "./outbox-transitions.js";
import { tryAgain } from "./retries.js";

export { call, csrfToken } from "./api.js";

export const SYNC_TAG = "euchre-outbox";
const API = "/api/v1/games/";
export const channel = "BroadcastChannel" in self ? new BroadcastChannel("euchre-outbox") : null;

export function uuid() {
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
    return done(s.outbox.add(queued(item, kept, Date.now())));
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
// An organiser's correction of a locked game carries its ``reason`` (logged by the server).
export const undoHand = (key, number, clientId, reason) =>
  enqueue([], { kind: "undo", game: key, number, client_id: clientId || null, ...(reason ? { reason } : {}) });
export const editHand = (key, number, body, clientId) =>
  enqueue([], { kind: "edit", game: key, number, body, client_id: clientId || null });

// Changes a hand not sent yet: one that waits, or one the server refused, set right
// (it waits again; the server never stored it, so its client_id is still free).
export function replace(seq, body) {
  return exclusive(async () => {
    await transaction(["outbox"], "readwrite", async (s) => {
      const item = await done(s.outbox.get(seq));
      if (item) s.outbox.put(setRight(item, body));
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
    const change = amendment(await read("outbox", (s) => done(s.get(hand.seq))), hand, body);
    if (!change.follow) {
      await transaction(["outbox"], "readwrite", (s) => done(change.put ? s.outbox.put(change.put) : s.outbox.delete(change.delete)));
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

// The other side's confirmation or dispute of a finished game's result (docs/api.md,
// "Confirmation"): queued like a hand, after the hands entered before it, and sent with
// its client_id, which the server logs once however often it is sent.
export const confirmResult = (key, body) => enqueue([], { kind: "confirm", game: key, body });

async function send(item, id) {
  const game = `${API}${id}/`;
  const query = new URLSearchParams([["client_id", item.client_id], ["reason", item.reason]].filter(([, value]) => value));
  const meant = String(query) ? `?${query}` : "";
  switch (item.kind) {
    case "game": return call("POST", API, item.body);
    case "hand": return call("POST", `${game}hands/`, item.body);
    case "undo": return call("DELETE", `${game}hands/${item.number}/${meant}`);
    case "edit": return call("PATCH", `${game}hands/${item.number}/${meant}`, item.body);
    case "confirm": return call("POST", `${game}confirmation/`, item.body);
  }
  throw new Error(`unknown outbox item ${item.kind}`);
}

// Runs a step of the queue's (outbox-transitions.js) in one transaction: reads the
// records of ``keys`` and the whole queue, and writes what the step changed.
function step(keys, work) {
  return transaction(["games", "outbox"], "readwrite", async (s) => {
    const games = {};
    for (const key of keys) games[key] = await done(s.games.get(key));
    const before = { games, queue: await done(s.outbox.getAll()) };
    const { kept, ...rest } = work(before);
    const { putGames, deleteGames, putItems, deleteItems } = changes(before, kept);
    for (const key of deleteGames) s.games.delete(key);
    for (const record of putGames) s.games.put(record);
    for (const seq of deleteItems) s.outbox.delete(seq);
    for (const item of putItems) s.outbox.put(item);
    return rest;
  });
}

// Sends every waiting item in order. Stops at the first network failure (or when the
// server signed this phone out) and leaves the rest for the next try. A game with a
// refused item sends nothing after it until that one is set right or discarded; a game
// whose item the server failed waits for that item's retry (``report.next``, a time).
export function flush() {
  return exclusive(async () => {
    let run = started();
    const seqs = (await items()).map((item) => item.seq);
    for (const seq of seqs) {
      const item = await read("outbox", (s) => done(s.get(seq)));
      const record = item && (await getGame(item.game));
      const plan = planned(run, item, record, Date.now());
      run = plan.run;
      if (plan.action === "drop") await transaction(["outbox"], "readwrite", (s) => done(s.outbox.delete(item.seq)));
      if (plan.action !== "send") continue;
      if (plan.save) await transaction(["outbox"], "readwrite", (s) => done(s.outbox.put(plan.item)));
      const answer = await send(plan.item, record && record.id).catch(() => null);
      if (stops(plan.item, answer)) return { ...run.report, stopped: outcome(plan.item, answer) };
      run = (await step([plan.item.game], (kept) => answered(kept, run, plan.item, answer, Date.now()))).run;
      changed();
    }
    return run.report;
  });
}
