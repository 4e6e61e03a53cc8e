/* How the table page's state changes: one pure function per action, ``(state, action) =>
   state`` (store.js holds the state and runs them). No DOM, no network, no storage: what
   the table draws (the view, what to say, whether the game's end is brought into sight,
   which refusals are news) is worked out here, before anything is drawn
   (tests/js/table-store.test.mjs). */

import { derive, lastHand, news, sameHand } from "./state.js";

// What the owner's panel holds: what the last tap on the sharing buttons or the names
// form has to say; the server's list of scorekeepers once it answered (null: asked for
// again when the table is drawn; a scorekeeper's list is their own row), whether the
// last ask for it found no network, a note left by a change of them, the last
// invitation made.
export const ownerState = () => ({ shareNote: null, namesNote: null, keepers: null, unfetched: false, keepersNote: null, invitation: null });

export function initialState(sheet, key, share) {
  return {
    sheet,
    key, // the game's key on this phone: g<id>, or local-<uuid> until the server has it
    share, // opened from a shared link
    refreshed: false, // this page has asked the server already
    missing: null, // {why}: no such game on this phone, nor from the server (why: what it said)
    view: null, // what is on screen, derived from the kept game and the outbox (state.js)
    editing: null, // {hand, values, dealer}: the hand being edited, or null for a new hand
    gone: null, // why the server no longer shows this game (deleted, or not shared), or null
    undone: null, // {hand, last}: the hand taken back, and the last hand after it
    // An organiser's or admin's correction took back a settled game's last hand: the game
    // is being played again (no result, so no confirmation to read the lock from), and
    // the hands it takes are corrections too, each with its reason.
    reopened: false,
    said: null, // {hands, text}: what the table last said to a screen reader
    telling: null, // {text}: what it says of the latest view (a new object each time)
    overShown: null, // whether the last view was over (null: none yet)
    endInSight: false, // the latest view brings the game-over panel into sight
    endNews: false, // the game ended on this page, and the table has yet to settle
    refusals: null, // the seqs of the refusals last shown (null: none shown yet)
    freshRefusals: [], // the refusals the latest view shows first (said as an alert)
    owner: ownerState(),
  };
}

// A new view of the game: what it says, whether its end is news, which refusals are.
function viewed(state, view) {
  const { said, text } = news(view, state.said);
  const over = view.winner !== null;
  // A game that ends here is shown ending, and kept in sight while the table settles
  // (the hand sent, the end confirmed).
  const endInSight = state.endNews || (over && state.overShown === false);
  const settled = !over || (!view.provisionalEnd && !view.items.length);
  const refused = view.items.filter((item) => item.state === "refused").map((item) => item.seq);
  const seen = state.refusals;
  return {
    ...state,
    missing: null,
    view,
    said,
    telling: text ? { text } : null,
    overShown: over,
    endInSight,
    endNews: endInSight && !settled,
    refusals: new Set(refused),
    freshRefusals: seen ? refused.filter((seq) => !seen.has(seq)) : [],
    // Put back is offered until the hands change.
    undone: state.undone && !sameHand(lastHand(view.hands), state.undone.last) ? null : state.undone,
  };
}

const owner = (state, change) => ({ ...state, owner: { ...state.owner, ...change } });

const updates = {
  moved: (state, { key }) => ({ ...state, key }), // sent meanwhile: now known by its server id
  asked: (state) => ({ ...state, refreshed: true }),
  missing: (state, { why }) => ({ ...state, missing: { why } }),
  loaded: (state, { record, items }) => viewed(state, derive(state.sheet, record, items)),
  gone: (state, { gone }) => (state.gone === gone ? state : { ...state, gone }),
  editStarted: (state, { hand, values, dealer }) => ({ ...state, editing: { hand, values, dealer } }),
  editEnded: (state) => (state.editing ? { ...state, editing: null } : state),
  undone: (state, { hand, last }) => ({ ...state, undone: { hand, last } }),
  undoneClosed: (state) => (state.undone ? { ...state, undone: null } : state),
  reopened: (state) => (state.reopened ? state : { ...state, reopened: true }),
  shareNoted: (state, { note }) => owner(state, { shareNote: note }),
  namesNoted: (state, { note }) => owner(state, { namesNote: note }),
  // A note a change of the scorekeepers left while the list was on its way stays.
  keepersArrived: (state, { keepers }) => owner(state, { keepers, unfetched: false }),
  keepersUnfetched: (state) => owner(state, { unfetched: true, keepersNote: null }),
  keepersNoted: (state, { note }) => owner(state, { keepersNote: note, unfetched: false }),
  keepersChanged: (state) => owner(state, { keepers: null, keepersNote: null, unfetched: false }),
  invited: (state, { invitation }) => owner(state, { invitation }),
  // Back online: what could not be asked is asked again.
  online: (state) => owner(state, { keepers: null, keepersNote: null, unfetched: false }),
};

export function update(state, action) {
  const change = updates[action.type];
  if (!change) throw new Error(`no such update of the table: ${action.type}`);
  return change(state, action);
}
