/* Draws the table from the page's state (store.js), which it reads and never writes: the
   score, whose deal, the rules links, the outbox's news, the history, the chart and the
   game-over screen. Buttons drawn here call back into the page's actions (``on``). */

import { gettext, interpolate, ngettext } from "../../i18n.js";
import { failedMessage } from "../retries.js";
import { $, fill, h, keepChildren, keepText, sameAsDrawn } from "./dom.js";
import { renderConfirmation } from "./confirm.js";
import { mayChange } from "./corrections.js";
import { renderEntry } from "./entry.js";
import { renderMatch } from "./match.js";
import { announce } from "./say.js";
import { renderGameLinks } from "./story.js";
import {
  answererHash, canSetRight, handStory, lastHand, levelLine, pointsText, refusalText, refusalTitle,
  rulesQuery, seatName, suitName, teamName, waitingList, winnerTitle,
} from "./state.js";

function suit(sheet, name) {
  const { symbol } = sheet.suits.find((s) => s.key === name);
  return h("span", { class: `suit-${name}` }, h("span", { "aria-hidden": "true", text: symbol }), h("span", { class: "sr", text: ` ${suitName(name)}` }));
}

// A hand in words, trump by its symbol (and by its name to a screen reader).
const story = (state, hand) => handStory(state.view.variant, state.view.game, hand)
  .map((part) => (part.suit ? suit(state.sheet, part.suit) : part));

// Draws what changed since ``before``; answers whether the whole table was drawn.
export function draw(state, before, on, owner) {
  drawMissing(state);
  if (!state.view || state.missing) return false;
  if (state.telling && state.telling !== before.telling) announce(state.telling.text); // (once)
  const ownerOnly = Object.keys(state).every((name) => name === "owner" || state[name] === before[name]);
  if (ownerOnly) owner.render(state);
  else render(state, before, on, owner);
  return !ownerOnly;
}

// No such game here: said instead of the table (in the server's words, when it said why).
function drawMissing({ missing, view }) {
  $("missing").hidden = !missing;
  $("table").hidden = !!missing || !view;
  if (missing && missing.why) keepText($("missing"), missing.why);
}

function render(state, before, on, owner) {
  const { view } = state;
  const { game, variant, score, dealer, winner } = view;
  const name = (team) => teamName(variant, game, team);
  const sides = variant.teams.map((_, side) => side);
  const three = sides.length === 3; // (each player on their own: no teams)
  document.title = three
    ? interpolate(gettext("%(scores)s · Euchre"), { scores: sides.map((side) => `${name(side)} ${score[side]}`).join(", ") })
    : interpolate(gettext("%(team0)s %(score0)s–%(score1)s %(team1)s · Euchre"),
      { team0: name(0), score0: score[0], score1: score[1], team1: name(1) });
  $("scoreboard").classList.toggle("three", three);
  keepChildren($("scoreboard"), sides.map((team) => {
    const players = variant.teams[team].map((seat) => seatName(game, seat)).join(" · ");
    return h("section", { class: `team t${team}`, "aria-label": interpolate(ngettext("%(team)s: %(count)s point", "%(team)s: %(count)s points", score[team]), { team: name(team), count: score[team] }) },
      h("div", { class: "name", text: name(team) }),
      h("div", { class: "score", text: String(score[team]) }),
      players === name(team) ? null : h("div", { class: "players", text: players })); // (a player on their own)
  }));
  keepText($("target"), interpolate(gettext("Game to %(target)s"), { target: game.target }));
  const level = levelLine(view);
  $("level").hidden = !level;
  keepText($("level"), level || "");
  const rules = `/rules/${game.variant}/`;
  const query = rulesQuery(variant, game);
  $("rules-link").href = rules + query;
  $("settle-link").href = `${rules}answer/${query}#${answererHash(game, dealer)}`;
  on.keepRulesLinks();
  $("title").textContent = three
    ? interpolate(gettext("%(variant)s: %(first)s, %(second)s and %(third)s"), { variant: variant.name, first: name(0), second: name(1), third: name(2) })
    : interpolate(gettext("%(variant)s: %(team0)s against %(team1)s"), { variant: variant.name, team0: name(0), team1: name(1) });
  $("deal").replaceChildren(...fill(gettext("Dealer: %(name)s"), { name: h("strong", { text: seatName(game, dealer) }) }));
  renderOutbox(state, state.view !== before.view ? state.freshRefusals : [], on); // (news once, with its view)
  renderHistory(state, on);
  renderChart(view);
  owner.render(state);
  renderGameLinks(state);
  renderMatch(state);
  renderConfirmation(state);
  const over = winner !== null;
  const scorer = game.can_edit !== false; // a viewer (shared link) only watches
  const writer = mayChange(game); // a confirmed result, a closed table: locked but to a correction
  $("deal").hidden = over;
  $("entry").hidden = !scorer || !!state.gone || (over && !state.editing);
  // Gone, the table stays as last kept, and says so until it shows again; it can be forgotten.
  keepText($("gone"), state.gone ? `${state.gone} ${gettext("The score shown is the last this phone kept.")}` : "");
  $("forget-gone").hidden = !state.gone;
  $("undo").hidden = !writer;
  $("watching").hidden = scorer || !state.share; // (said only when a shared link was used)
  $("reading").hidden = scorer || !!state.share; // a public league's game, read by anyone
  $("rematch").hidden = !scorer || view.provisionalEnd; // (the server may refuse the end)
  $("over").hidden = !over;
  // A game that ends here is shown ending: the winner brought up from the tricks, far
  // below, and kept in sight while the table settles (updates.js).
  if (view !== before.view ? state.endInSight : state.endNews) $("over").scrollIntoView({ block: "start" });
  if (over) {
    keepText($("over-title"), winnerTitle(view));
    const final = score.join("–");
    keepText($("over-score"), view.provisionalEnd ? interpolate(gettext("%(score)s (waiting to be confirmed by the server)"), { score: final }) : final);
  } else if (!state.editing) {
    renderEntry(state); // (kept as it is while the same hand is being entered)
  }
  $("undo").disabled = !lastHand(view.hands);
  renderUndone(state, before);
  on.keepAwake(!over);
}

// The hand Undo took back, with a way to put it back (until the hands change).
function renderUndone(state, before) {
  $("undone").hidden = !state.undone;
  if (state.undone && state.undone !== before.undone) {
    const { hand } = state.undone;
    $("undone-text").replaceChildren(...fill(gettext("Undone: hand #%(number)s, %(hand)s."), { number: hand.number, hand: story(state, hand) }));
  }
}

function renderOutbox(state, freshRefusals, on) {
  const { view } = state;
  const box = $("outbox");
  const drawn = JSON.stringify([navigator.onLine, view.game.can_edit,
    view.items.map((item) => [item.seq, item.game, item.kind, item.state, item.error && item.error.message])]);
  if (sameAsDrawn(box, drawn)) return; // (the same, drawn again, would be heard again)
  const parts = [];
  const waiting = waitingList(view.items);
  if (waiting) {
    const format = navigator.onLine ? gettext("Waiting to be sent: %(what)s…") : gettext("Waiting to be sent: %(what)s."); // (offline: the banner says so)
    parts.push(h("p", { text: interpolate(format, { what: waiting }) }));
  }
  const refusals = view.items.filter((item) => item.state === "refused");
  // (Those the table opens with are not news: updates.js.)
  const fresh = refusals.filter((item) => freshRefusals.includes(item.seq));
  for (const item of refusals) {
    const held = view.items.some((other) => other.game === item.game && other.seq > item.seq);
    parts.push(h("p", { class: "refused", role: fresh.includes(item) ? "alert" : null }, // (said once)
      h("strong", { text: `${refusalTitle(item)}: ` }),
      item.failed ? failedMessage(item) : refusalText(view.game, item),
      held ? ` ${item.failed ? gettext("What was entered after it waits until it is sent or discarded.")
        : gettext("What was entered after it waits until it is set right or discarded.")} ` : " ",
      ...refusalActions(state, on, item)));
  }
  box.replaceChildren(...parts);
  const { top, bottom } = box.getBoundingClientRect();
  const inSight = top >= 0 && bottom <= window.innerHeight;
  if (fresh.length && !inSight) box.scrollIntoView({ block: "nearest", behavior: "smooth" }); // (below the form)
}

// A refused hand can be set right (or discarded); a refused game, never stored, can
// only be forgotten here with its hands, and started again.
function refusalActions(state, on, item) {
  if (item.failed) { // the server failed it: nothing wrong with it, as far as anyone knows
    return [h("button", { type: "button", text: gettext("Try again"), onclick: () => on.retry(item) }), " ",
      item.kind === "game"
        ? h("button", { type: "button", text: gettext("Forget this game"), onclick: () => on.forgetGame(item.game) })
        : h("button", { type: "button", onclick: () => on.discard(item), text: gettext("Discard") })];
  }
  if (item.kind === "game") {
    return [h("button", { type: "button", text: gettext("Forget this game"), onclick: () => on.forgetGame(item.game) })];
  }
  const hand = item.kind === "hand" && state.view.hands.find((x) => x.seq === item.seq);
  return [
    hand && canSetRight(state.view.game, item)
      && h("button", { type: "button", text: gettext("Set it right"),
        onclick: () => on.setRight(item.seq) }),
    " ",
    h("button", { type: "button", onclick: () => on.discard(item), text: gettext("Discard") }),
  ];
}

// The focus on a hand's row in the history (by its number, or a refused one by its place
// in the outbox), or on Undo when it is gone.
export function focusRow(hand) {
  const row = hand.number ? document.querySelector(`#history [data-number="${hand.number}"]`)
    : document.querySelector(`#history [data-seq="${hand.seq}"]`);
  (row || $("undo")).focus();
}

function renderHistory(state, on) {
  const { view } = state;
  const { game, variant, hands } = view;
  const list = $("history");
  const editable = mayChange(game);
  // (A row with the focus keeps it through the redraw: the same hand's new row takes it.)
  const focused = list.contains(document.activeElement) ? { ...document.activeElement.dataset } : null;
  list.replaceChildren(...hands.slice().reverse().map((hand) => {
    const refused = hand.state === "refused";
    const status = hand.state === "saved" ? null
      : h("span", { class: refused ? "refused" : "waiting", text: ` · ${refused ? gettext("refused") : gettext("waiting to be sent")}` });
    const parts = [
      h("span", { text: refused ? "✕" : `#${hand.number}` }),
      h("span", {}, h("span", { class: "muted", text: `${interpolate(gettext("Dealer %(name)s"), { name: seatName(game, hand.dealer) })} · ` }), ...story(state, hand), status),
      h("span", { class: "points" }, pointsText(variant, game, hand), h("br"), h("span", { class: "muted", text: hand.running ? hand.running.join("–") : "" }),
        editable && h("span", { class: "sr", text: `. ${refused ? gettext("Set it right.") : gettext("Edit.")}` })), // (said last)
    ];
    // (A double tap's second tap is no edit: on tricks, it lands where the history moves up.)
    return h("li", {}, editable
      ? h("button", { type: "button", "data-number": hand.number, "data-seq": hand.seq, onclick: (event) => event.detail < 2 && on.startEdit(hand) },
        ...parts, h("span", { class: "chevron", "aria-hidden": "true", text: "›" }))
      : h("div", { class: "hand", "data-number": hand.number }, ...parts)); // a viewer's: to read
  }));
  $("history-empty").hidden = hands.length > 0;
  if (focused) focusRow({ number: Number(focused.number) || null, seq: focused.seq });
}

function renderChart({ chart, game, variant }) {
  const width = 320, height = 140, pad = 16, axis = 12; // (the hand numbers below the lines)
  const top = Math.max(game.target, ...chart.flat());
  const x = (i) => pad + (i * (width - 2 * pad)) / Math.max(chart.length - 1, 1);
  const y = (v) => height - pad - axis - (v * (height - 2 * pad - axis)) / top;
  const el = (tag, attrs) => {
    const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
    return node;
  };
  const svg = el("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": interpolate(gettext("Score after each hand: %(scores)s"), { scores: chart.map((s) => s.join("–")).join(", ") }) });
  svg.append(el("line", { class: "grid", x1: pad, x2: width - pad, y1: y(game.target), y2: y(game.target), "stroke-dasharray": "4 3" }));
  const label = el("text", { x: pad, y: y(game.target) - 3 });
  label.textContent = interpolate(gettext("target %(points)s"), { points: game.target });
  svg.append(label);
  const sides = variant.teams.map((_, side) => side);
  for (const team of sides) {
    svg.append(el("polyline", { class: `line${team}`, fill: "none", "stroke-width": 3, "stroke-dasharray": ["none", "6 3", "2 3"][team],
      points: chart.map((s, i) => `${x(i)},${y(s[team])}`).join(" ") }));
  }
  // Each hand's number below it (every few, in a long game), and the score it brought
  // above the line of the team that scored.
  const every = Math.ceil((chart.length - 1) / 16);
  for (let i = 1; i < chart.length; i += 1) {
    if (i % every === 0 || i === chart.length - 1) {
      const number = el("text", { x: x(i), y: height - 2, "text-anchor": "middle", class: "num" });
      number.textContent = String(i);
      svg.append(number);
    }
    for (const team of sides) {
      if (chart[i][team] === chart[i - 1][team]) continue;
      const value = el("text", { x: x(i), y: y(chart[i][team]) - 4, "text-anchor": "middle", class: `val val${team}` });
      value.textContent = String(chart[i][team]);
      svg.append(value);
    }
  }
  // Which line is whose: the team's colour, and the second team's line dashed.
  const legend = h("figcaption", { class: "legend" }, ...sides.map((team) =>
    h("span", { class: `key${team}` }, h("span", { class: "swatch", "aria-hidden": "true" }), teamName(variant, game, team))));
  $("chart").replaceChildren(svg, legend);
}
