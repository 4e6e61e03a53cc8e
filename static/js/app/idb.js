/* The phone's own store (IndexedDB): the games kept here, the outbox, and small things
   kept for the service worker. Used by the pages and by the worker (no DOM here). */

let opened = null;

function database() {
  opened = opened || new Promise((resolve, reject) => {
    const request = indexedDB.open("euchre-table", 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore("games", { keyPath: "key" });
      db.createObjectStore("outbox", { keyPath: "seq", autoIncrement: true });
      db.createObjectStore("meta");
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opened;
}

export function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

// Runs work(stores) in one transaction; resolves with its result once committed.
export async function transaction(names, mode, work) {
  const tx = (await database()).transaction(names, mode);
  const committed = new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = tx.onabort = () => reject(tx.error || new Error("transaction aborted"));
  });
  const stores = Object.fromEntries(names.map((name) => [name, tx.objectStore(name)]));
  let result;
  try {
    result = await work(stores);
  } catch (error) {
    tx.abort();
    throw error;
  }
  await committed;
  return result;
}

export const read = (name, work) => transaction([name], "readonly", (s) => work(s[name]));

