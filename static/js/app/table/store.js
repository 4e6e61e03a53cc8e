/* The table page's state with one owner: a store that holds it, changes it only through
   ``update`` (updates.js: pure, ``(state, action) => state``) and tells its listeners,
   which draw from it and never write it. No DOM here (tests/js/table-store.test.mjs). */

export function createStore(initial, update) {
  let state = initial;
  const listeners = [];
  return {
    getState: () => state,
    // Listeners hear each change, with the state before it (what changed is theirs to see).
    dispatch(action) {
      const before = state;
      state = update(state, action);
      if (state !== before) for (const listener of listeners) listener(state, before);
      return state;
    },
    subscribe(listener) {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  };
}
