/* The table: the score, whose deal, hand entry, history, undo and edit, the chart and the
   game-over screen. Works from the outbox when the network is away.

   No rule of Euchre is decided here. The server validates and scores every hand; until
   it has, the rules sheet (computed by scoring.sheet, embedded in the page) says what a
   waiting hand would score, which seat deals next and which choices the variant offers.
   When the server refuses, its message is shown as it is. */
"use strict";
(function () {
  const SHEET = JSON.parse(document.getElementById("rules-sheet").textContent);
  const SUITS = Object.fromEntries(SHEET.suits.map((s) => [s.key, s.symbol]));
  const $ = (id) => document.getElementById(id);
  const form = $("hand-form");
  // The game this page shows, from its address: /games/<id>/ or /games/local/<uuid>/.
  const path = location.pathname.match(/^\/games\/(?:(\d+)|local\/([\w-]+))\/$/) || [];
  let key = path[1] ? `g${path[1]}` : path[2] ? `local-${path[2]}` : "";
  let refreshed = false;  // this page has asked the server already
  const share = new URLSearchParams(location.search).get("share");  // opened from a shared link
  let view = null;        // what is on screen, derived from the kept game and the outbox
  let editing = null;     // the hand being edited, or null for a new hand
  let gone = false;       // the server no longer shows this game (deleted, or not shared)
  let entryDrawn = null;  // for which hand the entry form was last drawn
  // Another phone may record too (a scorekeeper): the table asks the server this often
  // while it is shown, and whenever it is shown again.
  const REFRESH_EVERY_MS = 20000;
  // A second tap on an action this soon after the first (or while it is still being
  // kept) is a double tap, not a second deal, undo or game.
  const DOUBLE_TAP_MS = 600;
  const SETTLED_MS = 400;
  let handKeptAt = -Infinity;  // when the last hand was kept (a double tap on its tricks)

  // ---- small DOM helpers --------------------------------------------------------

  function h(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (name === "text") node.textContent = value;
      else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
      else node.setAttribute(name, value === true ? "" : value);
    }
    for (const child of children.flat()) if (child !== null && child !== undefined && child !== false) node.append(child);
    return node;
  }

  // An element's text as a screen reader reads it (a suit by its name, not its symbol).
  function heard(element) {
    const copy = element.cloneNode(true);
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return copy.textContent.replace(/\s+/g, " ").trim();
  }

  function suit(name) {
    if (!name) return null;
    return h("span", { class: `suit-${name}` }, h("span", { "aria-hidden": "true", text: SUITS[name] }), h("span", { class: "sr", text: ` ${name}` }));
  }

  function choice(name, value, label, attrs) {
    return h("label", { class: "choice" },
      h("input", { type: "radio", name, value: String(value), ...(attrs || {}) }),
      h("span", {}, label));
  }

  // ---- the game as kept, plus what waits in the outbox --------------------------

  function variantOf(game) { return SHEET.variants[game.variant]; }

  // Seats are names in a game not sent yet, {position, name, player} from the server.
  function seatName(game, seat) {
    const s = game.seats[seat];
    return (typeof s === "string" ? s : s && s.name) || `Seat ${seat}`;
  }

  // The server names seats by number ("seat 1's deal", "seats 0 and 2"); the table by name.
  function withNames(game, text) {
    return text.replace(/\b[Ss]eats (\d) and (\d)\b/g, (said, a, b) => `${seatName(game, a)} and ${seatName(game, b)}`)
      .replace(/\b[Ss]eat (\d)\b/g, (said, seat) => seatName(game, seat));
  }

  function teamOf(variant, seat) { return variant.teams.findIndex((seats) => seats.includes(seat)); }

  function teamName(game, team) {
    const given = game.teams && game.teams[team] && game.teams[team].name;
    if (given) return given;
    const seats = variantOf(game).teams[team];  // as the server names them by default
    return seats.length === 1 ? seatName(game, seats[0]) : `Team ${team + 1}`;
  }

  // A game not yet on the server, as the outbox holds it.
  function draftGame(body) {
    const variant = SHEET.variants[body.variant];
    const options = Object.fromEntries(variant.options.map((o) => [o.key, o.default]));
    Object.assign(options, body.options || {});
    return {
      id: null, variant: body.variant, target: body.target || variant.default_target, options,
      seats: body.seats,
      teams: variant.teams.map((seats, i) => ({ seats, name: (body.team_names || [])[i] || null })),
      dealer: body.first_dealer || 0, status: "in_progress", winner: null,
    };
  }

  // What a hand scores by the sheet: the row the server's table would pick.
  function provisional(game, hand) {
    if (hand.maker === null || hand.maker === undefined) return { outcome: "passed_out", scoring_team: null, points: 0 };
    const variant = variantOf(game);
    const mix = variant.row_options.filter((option) => game.options[option]).join(",");
    const alone = (seat) => (seat === null || seat === undefined ? 0 : 1);
    const index = variant.tables[mix][hand.maker_tricks][alone(hand.maker_loner)][alone(hand.defender_loner)];
    if (index === null) return { outcome: "not allowed", scoring_team: null, points: 0 };
    const row = variant.rows[index];
    const makers = teamOf(variant, hand.maker);
    return { outcome: row.outcome, scoring_team: row.side === "makers" ? makers : 1 - makers, points: row.points, making_team: makers };
  }

  function derive(record, items) {
    const game = record.game || draftGame(record.draft);
    const variant = variantOf(game);
    // The server's hands, then what waits in the outbox applied on top (refusals are
    // listed with the outbox, and change nothing). An undo or edit reaches its hand
    // whether the server has it or it waits, and whether or not an edit of it waits.
    let hands = record.hands.map((hand) => ({ ...hand, state: "saved" }));
    // An undo or edit names its hand by client_id where it has one, else by number.
    const meant = (hand, item) => (item.client_id
      ? hand.client_id === item.client_id && hand.state !== "refused"
      : hand.number === item.number && ["saved", "edit waiting"].includes(hand.state));
    // A hand whose answer was lost is on the server already, and waits to be sent again.
    const onServer = new Set(record.hands.map((hand) => hand.client_id));
    for (const item of items) {
      const refused = item.state === "refused";
      if (item.kind === "hand" && onServer.has(item.body.client_id)) continue;
      if (item.kind === "hand") {
        hands.push({ ...item.body, state: refused ? "refused" : "waiting", seq: item.seq, error: item.error });
      } else if (item.kind === "undo" && !refused) {
        hands = hands.filter((hand) => !meant(hand, item));
      } else if (item.kind === "edit" && !refused) {
        hands = hands.map((hand) => (meant(hand, item)
          ? { ...hand, ...item.body, ...(hand.state === "waiting" ? {} : { state: "edit waiting", seq: item.seq }) } : hand));
      }
    }
    // Number the hands, give waiting ones their provisional score, run the score.
    const score = [0, 0];
    const chart = [[0, 0]];
    let number = 0;
    let winner = null;
    for (const hand of hands) {
      if (hand.state === "refused") continue;
      number += 1;
      hand.number = hand.number && hand.state !== "waiting" ? hand.number : number;
      if (hand.state !== "saved") Object.assign(hand, provisional(game, hand));
      if (hand.scoring_team !== null && hand.scoring_team !== undefined) score[hand.scoring_team] += hand.points;
      hand.running = [...score];
      chart.push([...score]);
      if (winner === null && hand.scoring_team !== null && hand.scoring_team !== undefined && score[hand.scoring_team] >= game.target) {
        winner = hand.scoring_team;
      }
    }
    const counted = hands.filter((hand) => hand.state !== "refused");
    // Any change still to be sent may move the end (the server may refuse an edit that
    // would end the game before a later hand).
    let provisionalEnd = winner !== null && counted.some((hand) => hand.state !== "saved");
    const last = counted[counted.length - 1];
    const firstDealer = game.first_dealer ?? (record.hands.length ? record.hands[0].dealer : game.dealer);
    const dealer = last ? variant.next_dealer[last.dealer] : firstDealer;
    if (game.status === "finished" && !items.some((item) => item.kind !== "game" && item.state !== "refused")) {
      winner = game.winner;
      provisionalEnd = false;
    }
    return { record, game, variant, hands, score, chart, dealer, winner, provisionalEnd, items };
  }

  // ---- drawing ------------------------------------------------------------------

  // The hands on screen that stand (a refused one waits to be set right or discarded).
  const standing = () => view.hands.filter((hand) => hand.state !== "refused");

  // The table is drawn again on each change and refresh: what reads the same is left as
  // it is, so that a screen reader does not hear it again.
  function keepText(element, text) {
    if (element.textContent !== text) element.textContent = text;
  }

  function keepChildren(element, nodes) {
    const drawn = document.createElement(element.tagName);
    drawn.append(...nodes.filter(Boolean));
    if (drawn.innerHTML !== element.innerHTML) element.replaceChildren(...drawn.childNodes);
  }

  // What changed, said once to a screen reader (not on opening the table): a new hand's
  // points, or else that the score changed (an undo, an edit, a refusal, another phone);
  // then the score and who deals, or who won. Said once the table has settled: a hand
  // kept, sent and answered redraws it several times within a moment.
  let said = null;  // { hands, text }: as last drawn
  let saying = null;
  function announce(text) {
    clearTimeout(saying);
    saying = setTimeout(() => { $("said").textContent = text; }, SETTLED_MS);
  }

  function say(game, score, dealer, winner) {
    const hands = standing().length;
    const text = `${teamName(game, 0)} ${score[0]}, ${teamName(game, 1)} ${score[1]}.`
      + (winner === null ? ` ${seatName(game, dealer)} deals.` : ` ${teamName(game, winner)} win${variantOf(game).players === 2 ? "s" : ""}!`);
    if (said && (text !== said.text || hands !== said.hands)) {
      const last = lastHand();
      announce((hands > said.hands && last
        ? `Hand ${hands}: ${last.points ? `+${last.points} ${teamName(game, last.scoring_team)}` : "no points"}. `
        : "Score now: ") + text);
    }
    said = { hands, text };
  }

  function render() {
    const { game, variant, score, dealer, winner } = view;
    document.title = `${teamName(game, 0)} ${score[0]}–${score[1]} ${teamName(game, 1)} · Euchre`;
    keepChildren($("scoreboard"), [0, 1].map((team) => {
      const name = teamName(game, team);
      const players = variant.teams[team].map((seat) => seatName(game, seat)).join(" · ");
      return h("section", { class: `team t${team}`, "aria-label": `${name}: ${score[team]} points` },
        h("div", { class: "name", text: name }),
        h("div", { class: "score", text: String(score[team]) }),
        players === name ? null : h("div", { class: "players", text: players }));  // (a player on their own)
    }));
    say(game, score, dealer, winner);
    keepText($("target"), `Game to ${game.target}`);
    const rules = `/rules/${game.variant}/`;
    const query = rulesQuery(game);
    $("rules-link").href = rules + query;
    // (After the #: the players and the dealer, for the answerer to speak of them by name.)
    const table = new URLSearchParams([...game.seats.map((_, seat) => ["seat", seatName(game, seat)]), ["dealer", dealer]]);
    $("settle-link").href = `${rules}answer/${query}#${table}`;
    keepRulesLinks();
    $("title").textContent = `${variant.name}: ${teamName(game, 0)} against ${teamName(game, 1)}`;
    $("deal").replaceChildren("Dealer: ", h("strong", { text: seatName(game, dealer) }), ` (seat ${dealer})`);
    renderOutbox();
    renderHistory();
    renderChart();
    renderSharing();
    renderKeepers();
    askForKeepers();
    const over = winner !== null;
    const scorer = game.can_edit !== false;  // a viewer (shared link) only watches
    $("deal").hidden = over;
    $("entry").hidden = !scorer || gone || (over && !editing);
    $("undo").hidden = !scorer;
    $("watching").hidden = scorer;
    $("rematch").hidden = !scorer || view.provisionalEnd;  // (the server may refuse the end)
    $("over").hidden = !over;
    if (over) renderOver();
    else if (!editing) renderEntry();  // (kept as it is while the same hand is being entered)
    $("undo").disabled = !lastHand();
    if (undone && !sameHand(lastHand(), undone.last)) closeUndone();  // the hands changed since
    keepAwake(!over);
  }

  // Pages this table links to, fetched once while online so that the service worker
  // keeps them under their whole address (it answers with no other page offline).
  const fetchedLinks = new Set();
  if ("serviceWorker" in navigator) {  // a new worker (a deploy) keeps pages in a new cache
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      fetchedLinks.clear();
      if (view) keepRulesLinks();
    });
  }
  function keepRulesLinks() {
    if (!navigator.onLine || !(navigator.serviceWorker && navigator.serviceWorker.controller)) return;
    const pages = [$("rules-link").href, $("settle-link").href].map((url) => url.split("#")[0]);
    for (const url of pages.filter((url) => !fetchedLinks.has(url))) {
      fetchedLinks.add(url);
      fetch(url, { credentials: "same-origin" }).catch(() => fetchedLinks.delete(url));
    }
  }

  // The game's house rules and target as the rules pages read them from their address
  // (only what differs from the variant's standard rules).
  function rulesQuery(game) {
    const variant = variantOf(game);
    const text = (value) => (value === true ? "1" : value === false ? "0" : value === null ? "" : String(value));
    const params = variant.options.filter((o) => !o.fixed && game.options[o.key] !== o.default)
      .map((o) => `${o.key}=${encodeURIComponent(text(game.options[o.key]))}`);
    if (game.target !== variant.default_target) params.push(`target=${game.target}`);
    return params.length ? `?${params.join("&")}` : "";
  }

  let refusalsShown = null;  // (none yet drawn: those the table opens with are not news)
  let outboxDrawn = null;
  function renderOutbox() {
    const box = $("outbox");
    const drawn = JSON.stringify([navigator.onLine, view.game.can_edit,
      view.items.map((item) => [item.seq, item.game, item.kind, item.state, item.error && item.error.message])]);
    if (drawn === outboxDrawn) return;  // (the same, drawn again, would be heard again)
    outboxDrawn = drawn;
    const parts = [];
    const waiting = view.items.filter((item) => item.state !== "refused");
    if (waiting.length) {
      const count = (kind, one, many) => {
        const n = waiting.filter((item) => item.kind === kind).length;
        return n === 0 ? null : n === 1 ? one : `${n} ${many}`;
      };
      const what = [count("game", "this game", ""), count("hand", "1 hand", "hands"),
        count("undo", "1 undo", "undos"), count("edit", "1 edit", "edits")].filter(Boolean);
      const list = what.length > 1 ? `${what.slice(0, -1).join(", ")} and ${what[what.length - 1]}` : what[0];
      parts.push(h("p", { text: `Waiting to be sent: ${list}` + (navigator.onLine ? "…" : ".") }));  // (offline: the banner says so)
    }
    const refusals = view.items.filter((item) => item.state === "refused");
    const fresh = refusals.filter((item) => refusalsShown && !refusalsShown.has(item.seq));
    for (const item of refusals) {
      const what = item.kind === "hand" ? "A hand" : item.kind === "game" ? "This game" : item.kind === "undo" ? `Undo of hand ${item.number}` : `Edit of hand ${item.number}`;
      const held = view.items.some((other) => other.game === item.game && other.seq > item.seq);
      parts.push(h("p", { class: "refused", role: fresh.includes(item) ? "alert" : null },  // (said once)
        h("strong", { text: `${what} was refused by the server: ` }), refusalText(item),
        held ? " What was entered after it waits until it is set right or discarded. " : " ",
        ...refusalActions(item)));
    }
    box.replaceChildren(...parts);
    refusalsShown = new Set(refusals.map((item) => item.seq));
    const inSight = box.getBoundingClientRect().top >= 0;
    if (fresh.length && !inSight) box.scrollIntoView({ block: "start", behavior: "smooth" });  // (from the form)
  }

  // What the server said, as the table speaks: by the players' names, and saying so when
  // another phone changed the game under this one (a hand dealt, undone or edited there).
  function refusalText(item) {
    const { code, message } = item.error;
    const changed = " The game changed on another phone after this was entered.";
    if (code === "NOT_FOUND" && (item.kind === "edit" || item.kind === "undo")) {
      return `Hand ${item.number} is not in the game any more.${changed}`;
    }
    const elsewhere = code === "WRONG_DEALER" || code === "ONLY_LAST_HAND_CAN_BE_UNDONE";
    return withNames(view.game, message) + (elsewhere ? changed : "");
  }

  // A refused hand can be set right (or discarded); a refused game, never stored, can
  // only be forgotten here with its hands, and started again. No change to a hand makes
  // the server take it into a game that is over, or from a phone it no longer lets in.
  const UNFIXABLE = ["GAME_ALREADY_OVER", "NOT_FOUND", "PERMISSION_DENIED"];
  function refusalActions(item) {
    if (item.kind === "game") {
      return [h("button", { type: "button", text: "Forget this game", onclick: async () => {
        await Outbox.forget(item.game);
        location.assign("/games/new/");
      } })];
    }
    const hand = item.kind === "hand" && view.hands.find((x) => x.seq === item.seq);
    const discard = async () => {
      // (First: while the refusal stands, nothing after it is sent.)
      if (item.kind === "hand") await redealAfter(item.seq, null);
      await Outbox.discard(item.seq);
      App.sync();  // what it held back goes now
    };
    return [
      hand && view.game.can_edit !== false && !UNFIXABLE.includes(item.error.code)
        && h("button", { type: "button", text: "Set it right",
          onclick: () => startEdit(view.hands.find((x) => x.seq === item.seq)) }),  // (as it is now)
      " ",
      h("button", { type: "button", onclick: discard, text: "Discard" }),
    ];
  }

  // The hands waiting after a refused one were dealt as the screen stood when each was
  // entered: some as if it stood, some as if it did not. Once it is set right (it stands,
  // as setRight) or discarded (setRight null), each is dealt again where it now falls:
  // after the game as the server has it and what waits before it (undos included). Runs
  // before the refusal is lifted, so nothing after it is sent meanwhile; the server
  // checks dealers.
  async function redealAfter(seq, setRight) {
    const record = await Outbox.currentGame(key);
    const items = await Outbox.items(key);
    const standing = items.filter((item) => item.seq < seq)
      .concat(setRight ? items.filter((item) => item.seq === seq).map((item) => ({ ...item, body: setRight, state: "waiting" })) : []);
    for (let item of items.filter((other) => other.seq > seq)) {
      const dealer = derive(record, standing).dealer;
      if (item.kind === "hand" && item.state !== "refused" && item.body.dealer !== dealer) {
        item = { ...item, body: { ...item.body, dealer } };
        await Outbox.replace(item.seq, item.body);
      }
      standing.push(item);
    }
  }

  // Who deals the hand waiting at seq: the game as the server has it (refreshed since
  // a refusal), then what waits before it.
  async function dealerAt(seq) {
    const items = (await Outbox.items(key)).filter((item) => item.seq < seq);
    return derive(await Outbox.currentGame(key), items).dealer;
  }

  // What a hand came to, as the rules sheet names it (a hand made, the usual, says nothing).
  function outcomeLabel(game, outcome) {
    const row = outcome !== "made" && variantOf(game).rows.find((r) => r.outcome === outcome);
    return row ? row.label : null;
  }

  function describe(game, hand) {
    if (hand.maker === null || hand.maker === undefined) return ["Passed out"];
    const how = hand.round === 1 ? (hand.maker === hand.dealer ? "picked up" : "ordered up") : hand.round === 2 ? "called" : "named";
    const parts = [`${seatName(game, hand.maker)} ${how} `, suit(hand.trump) || ""];
    if (how === "named") parts.push(" (joker turned up)");
    if (hand.maker_loner !== null && hand.maker_loner !== undefined) parts.push(` · ${seatName(game, hand.maker_loner)} alone`);
    if (hand.defender_loner !== null && hand.defender_loner !== undefined) parts.push(` · ${seatName(game, hand.defender_loner)} defends alone`);
    parts.push(` · ${hand.maker_tricks} trick${hand.maker_tricks === 1 ? "" : "s"}`);
    const outcome = outcomeLabel(game, hand.outcome);
    if (outcome) parts.push(` · ${outcome}`);
    return parts;
  }

  function renderHistory() {
    const { game, hands } = view;
    const list = $("history");
    const editable = game.can_edit !== false;
    // (A row with the focus keeps it through the redraw: the same hand's new row takes it.)
    const focused = list.contains(document.activeElement) ? { ...document.activeElement.dataset } : null;
    list.replaceChildren(...hands.slice().reverse().map((hand) => {
      const points = hand.state === "refused" ? "—"
        : hand.points ? `+${hand.points} ${teamName(game, hand.scoring_team)}` : "0";
      const status = hand.state === "saved" ? null
        : h("span", { class: hand.state === "refused" ? "refused" : "waiting", text: hand.state === "refused" ? " · refused" : " · waiting to be sent" });
      const parts = [
        h("span", { text: hand.state === "refused" ? "✕" : `#${hand.number}` }),
        h("span", {}, h("span", { class: "muted", text: `Dealer ${seatName(game, hand.dealer)} · ` }), ...describe(game, hand), status),
        h("span", { class: "points" }, points, h("br"), h("span", { class: "muted", text: hand.running ? hand.running.join("–") : "" }),
          editable && h("span", { class: "sr", text: hand.state === "refused" ? ". Set it right." : ". Edit." })),  // (said last)
      ];
      // (A double tap's second tap is no edit: on tricks, it lands where the history moves up.)
      return h("li", {}, editable
        ? h("button", { type: "button", "data-number": hand.number, "data-seq": hand.seq, onclick: (event) => event.detail < 2 && startEdit(hand) }, ...parts)
        : h("div", { class: "hand", "data-number": hand.number }, ...parts));  // a viewer's: to read
    }));
    $("history-empty").hidden = hands.length > 0;
    if (focused) focusRow({ number: Number(focused.number) || null, seq: focused.seq });
  }

  function renderChart() {
    const { chart, game } = view;
    const width = 320, height = 120, pad = 14;
    const top = Math.max(game.target, ...chart.flat());
    const x = (i) => pad + (i * (width - 2 * pad)) / Math.max(chart.length - 1, 1);
    const y = (v) => height - pad - (v * (height - 2 * pad)) / top;
    const svgNS = "http://www.w3.org/2000/svg";
    const el = (tag, attrs) => {
      const node = document.createElementNS(svgNS, tag);
      for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
      return node;
    };
    const svg = el("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": `Score after each hand: ${chart.map((s) => s.join("–")).join(", ")}` });
    svg.append(el("line", { class: "grid", x1: pad, x2: width - pad, y1: y(game.target), y2: y(game.target), "stroke-dasharray": "4 3" }));
    const label = el("text", { x: pad, y: y(game.target) - 3 });
    label.textContent = `target ${game.target}`;
    svg.append(label);
    for (const team of [0, 1]) {
      svg.append(el("polyline", { class: `line${team}`, fill: "none", "stroke-width": 3, "stroke-dasharray": team ? "6 3" : "none",
        points: chart.map((s, i) => `${x(i)},${y(s[team])}`).join(" ") }));
    }
    // Which line is whose: the team's colour, and the second team's line dashed.
    const legend = h("figcaption", { class: "legend" }, ...[0, 1].map((team) =>
      h("span", { class: `key${team}` }, h("span", { class: "swatch", "aria-hidden": "true" }), teamName(game, team))));
    $("chart").replaceChildren(svg, legend);
  }

  function renderOver() {
    const { game, winner, score, provisionalEnd, variant } = view;
    const players = variant.teams[winner].map((seat) => seatName(game, seat)).join(" & ");
    const name = teamName(game, winner);
    keepText($("over-title"), `${name}${name === players ? "" : ` (${players})`} win${variant.players === 2 ? "s" : ""}!`);
    keepText($("over-score"), `${score[0]}–${score[1]}` + (provisionalEnd ? " (waiting to be confirmed by the server)" : ""));
  }

  // ---- the owner's read-only link --------------------------------------------------

  let shareNote = null;  // what the last tap on the sharing buttons has to say, if anything

  function renderSharing() {
    const link = view.game.share_url;
    $("sharing").hidden = !(view.game.id && view.game.role === "owner");
    $("share-link").hidden = !link;
    $("share-link").value = link || "";
    $("share").hidden = !!link;
    $("copy-link").hidden = !link;
    $("stop-sharing").hidden = !link;
    keepText($("share-state"), shareNote
      || (link ? "Anyone with this link can watch the score, not change it." : "Let others follow the score on their phones."));
  }

  async function sharing(on) {
    const answer = await Outbox.share(key, on).catch(() => null);
    shareNote = !answer ? "Sharing needs the network." : answer.ok ? null : App.message(answer);
    await load();
  }

  async function copyLink() {
    const copied = navigator.clipboard && await navigator.clipboard.writeText($("share-link").value).then(() => true, () => false);
    if (!copied) $("share-link").select();  // for the phone's own copy
    shareNote = copied ? "Link copied." : "Select the link and copy it.";
    renderSharing();
  }

  // ---- scorekeepers: friends with an account who record from their own phones ------

  let keepers = null;  // the server's list once it answered; asked for again until then
  let askingForKeepers = false;
  let keepersNote = null;
  const isOwner = () => !!view.game.id && view.game.role === "owner";
  const keepersUrl = () => `/api/v1/games/${view.game.id}/scorekeepers/`;

  function renderKeepers() {
    $("keepers").hidden = !isOwner();
    $("edit-game").hidden = !isOwner();
    if (!isOwner()) return;
    $("edit-game-link").href = `/games/${view.game.id}/edit/`;
    $("keepers-list").replaceChildren(...(keepers || []).map((keeper) => h("li", {}, `${keeper.email} `,
      h("button", { type: "button", text: "Remove", "aria-label": `Remove ${keeper.email}`, onclick: () => changeKeepers("DELETE", `${keeper.user}/`) }))));
    keepText($("keepers-state"), keepersState());
  }

  function keepersState() {
    if (keepersNote) return keepersNote;
    if (keepers === null && !navigator.onLine) return "Scorekeepers need the network.";
    return keepers && keepers.length
      ? "They record hands here from their own phones, as you do."
      : "Friends with an account can record hands here from their own phones: add them by their email.";
  }

  // (From render: a list the server did not give is asked for again when the table is
  // drawn again, say after its 20 s refresh.)
  async function askForKeepers() {
    if (keepers !== null || askingForKeepers || !isOwner() || !navigator.onLine) return;
    askingForKeepers = true;
    const answer = await Outbox.call("GET", keepersUrl()).catch(() => null);
    askingForKeepers = false;
    if (answer && answer.ok) keepers = answer.data;
    keepersNote = answer && answer.ok ? null : "The scorekeepers could not be fetched: no network.";
    renderKeepers();
  }

  async function changeKeepers(method, path, body) {
    const answer = await Outbox.call(method, keepersUrl() + path, body).catch(() => null);
    keepersNote = !answer ? "Scorekeepers need the network." : answer.ok ? null : App.message(answer);
    if (answer && answer.ok) {
      keepers = null;
      await askForKeepers();
    }
    renderKeepers();
    return answer && answer.ok;
  }

  // ---- hand entry: only what the variant and the house rules allow ----------------

  function renderEntry() {
    const { game, variant } = view;
    const counted = standing().length;
    const drawn = JSON.stringify([key, view.dealer, counted, editing && [editing.hand.number, editing.hand.seq]]);
    if (drawn === entryDrawn) return;  // a redraw would take the focus from the player
    entryDrawn = drawn;
    const values = editing ? editing.values : readForm();
    const seats = [...Array(variant.players).keys()];
    const joker = variant.joker_upcard_dealer_makes;
    const stick = game.options.stick_the_dealer === true;
    $("maker-options").replaceChildren(...seats.map((seat) => choice("maker", seat,
      [seatName(game, seat), " ", h("span", { class: `tag t${teamOf(variant, seat)}`, text: `seat ${seat}` })])));
    $("passed").hidden = stick;
    // Editing: the hand's tricks as recorded, or that everyone passed, are marked.
    const recorded = editing && editing.hand;
    for (const button of form.querySelectorAll('button[name="maker_tricks"]')) {
      button.toggleAttribute("aria-current", !!recorded && recorded.maker !== null && Number(button.value) === recorded.maker_tricks);
    }
    $("passed").toggleAttribute("aria-current", !!recorded && recorded.maker === null);
    $("round-options").replaceChildren(...[
      choice("round", 1, ["Ordered up", h("small", { text: "round 1" })]),
      choice("round", 2, ["Called", h("small", { text: "round 2" })]),
      joker && choice("round", "joker", ["Joker", h("small", { text: "turned up" })]),
    ].filter(Boolean));
    $("trump-options").replaceChildren(...SHEET.suits.map((s) => choice("trump", s.key,
      [h("span", { class: `suit-${s.key} symbol`, "aria-hidden": "true", text: s.symbol }), h("small", { text: s.key })])));
    const deck = variant.decks[String(game.options.deck || Object.keys(variant.decks)[0])] || Object.values(variant.decks)[0];
    $("upcard").replaceChildren(h("option", { value: "", text: "not noted" }), ...deck.map((card) => h("option", { value: card, text: cardLabel(card) })));
    $("loners").hidden = !variant.lone_play;
    $("more-summary").textContent = `${variant.lone_play ? "Alone, trump" : "Trump"}, up-card (optional)`;
    $("tricks-legend").textContent = `${variant.players === 2 ? "Maker's" : "Makers'"} tricks: tap to record`;
    $("passed").textContent = variant.players === 2 ? "Both passed" : "Everyone passed";
    $("defender-alone").hidden = game.options.defend_alone === false;
    writeForm(values);
    $("entry-title").textContent = !editing ? `Hand ${counted + 1}`
      : editing.hand.state === "refused" ? "Set the refused hand right" : `Edit hand ${editing.hand.number}`;
    $("cancel-edit").hidden = !editing;
    $("entry").classList.toggle("editing", !!editing);
    $("edit-note").hidden = !editing;
    if (editing) {
      $("edit-note").textContent = `Dealt by ${seatName(game, editing.dealer)}. ` + (editing.hand.state === "refused"
        ? "Tap the tricks to send it again." : "Tap the tricks to keep the change: the hands after it are scored again.");
    }
    refreshChoices();
  }

  function cardLabel(card) {
    if (card === "JOKER") return "Joker";
    const suitName = SHEET.suits.find((s) => s.key[0].toUpperCase() === card.slice(-1)).key;
    return `${card.slice(0, -1)} ${SUITS[suitName]} (${suitName})`;
  }

  function readForm() {
    const data = new FormData(form);
    const seat = (name) => (data.get(name) === null || data.get(name) === "" ? null : Number(data.get(name)));
    const round = data.get("round");
    return {
      maker: seat("maker"),
      round: round === "joker" ? "joker" : round ? Number(round) : null,
      trump: data.get("trump") || null,
      upcard: data.get("upcard") || null,
      maker_loner: seat("maker_loner"),
      defender_loner: seat("defender_loner"),
    };
  }

  function writeForm(values) {
    for (const name of ["maker", "round", "trump", "maker_loner", "defender_loner"]) {
      const wanted = values[name] === null || values[name] === undefined ? "" : String(values[name]);
      for (const input of form.querySelectorAll(`input[name="${name}"]`)) input.checked = input.value === wanted;
    }
    $("upcard").value = values.upcard && values.round !== "joker" ? values.upcard : "";
  }

  // Enables what the rules allow for the choices made so far (all from the sheet).
  // The dealer's partner who orders up must go alone (Canadian loner, as the sheet says).
  function mustGoAlone(dealer, round, maker) {
    return view.game.options.canadian_loner === true && round === 1 && maker !== null
      && variantOf(view.game).partner_must_go_alone[dealer] === maker;
  }

  function refreshChoices() {
    if (!view) return;
    const { game, variant } = view;
    const dealer = editing ? editing.dealer : view.dealer;
    const values = readForm();
    const joker = values.round === "joker";
    // The joker turned up: the dealer is the maker and names trump; nobody bid.
    for (const input of form.querySelectorAll('input[name="maker"]')) {
      input.disabled = joker && Number(input.value) !== dealer;
      if (joker && Number(input.value) === dealer) input.checked = true;
    }
    $("upcard-field").hidden = joker;
    $("passed").disabled = joker;  // (a joker turned up cannot be passed)
    const maker = readForm().maker;
    const makers = maker === null ? null : teamOf(variant, maker);
    const bidding = joker ? null : values.round;
    const passed = maker !== null && bidding ? variant.passers[dealer][bidding - 1][maker] : [];
    const noLonerAfterPass = game.options.no_loner_after_pass === true;
    const forced = mustGoAlone(dealer, bidding, maker);
    const loners = (name, team) => {
      const seats = team === null ? [] : variant.teams[team];
      $(`${name}-options`).replaceChildren(
        choice(name, "", "Nobody", { disabled: forced && name === "maker_loner" }),
        ...seats.map((seat) => choice(name, seat, seatName(game, seat), {
          disabled: (noLonerAfterPass && passed.includes(seat)) || (forced && name === "maker_loner" && seat !== maker),
        })));
    };
    const previous = readForm();
    loners("maker_loner", makers);
    loners("defender_loner", makers === null ? null : 1 - makers);
    writeForm(forced ? { ...previous, maker_loner: maker } : previous);
    for (const name of ["maker_loner", "defender_loner"]) {  // a choice now disabled falls back to nobody
      const checked = form.querySelector(`input[name="${name}"]:checked`);
      if (!checked || checked.disabled) form.querySelector(`input[name="${name}"][value=""]`).checked = true;
    }
    $("must-go-alone").hidden = !forced;
    if (forced) $("must-go-alone").textContent = `${seatName(game, maker)} ordered up as the dealer's partner, so plays alone; the dealer sits out.`;
    $("loner-passed").hidden = !(noLonerAfterPass && passed.length);
    if (noLonerAfterPass && passed.length) $("loner-passed").textContent = `No loner for ${passed.map((seat) => seatName(game, seat)).join(", ")}: passed in the round trump was made.`;
    if (forced || form.querySelector('input[name="maker_loner"]:checked:not([value=""])') || form.querySelector('input[name="defender_loner"]:checked:not([value=""])')) {
      $("more").open = true;
    }
  }

  function body(values, tricks) {
    const record = {
      round: values.round === "joker" ? null : values.round,
      maker: values.maker,
      trump: values.trump,
      upcard: values.round === "joker" ? "JOKER" : values.upcard,
      maker_loner: values.maker_loner,
      defender_loner: values.defender_loner,
      maker_tricks: tricks,
    };
    for (const name of ["trump", "upcard"]) if (record[name] === null) delete record[name];
    return record;
  }

  function complain(text) {
    $("entry-error").textContent = text;
  }

  async function submit(event) {
    event.preventDefault();
    const tricks = event.submitter && event.submitter.name === "maker_tricks" ? Number(event.submitter.value) : null;
    if (tricks === null) return;
    const values = readForm();
    if (values.maker === null && values.round === null && performance.now() - handKeptAt < DOUBLE_TAP_MS) return;  // its second tap
    if (values.maker === null) { complain("Who made trump? Choose the maker's seat."); return; }
    if (values.round === null) { complain("Choose how trump was made: ordered up or called."); return; }
    complain("");
    await keep(body(values, tricks));
  }

  // The focus on a hand's row in the history (by its number, or a refused one by its place
  // in the outbox), or on Undo when it is gone.
  function focusRow(hand) {
    const row = hand.number ? document.querySelector(`#history [data-number="${hand.number}"]`)
      : document.querySelector(`#history [data-seq="${hand.seq}"]`);
    (row || $("undo")).focus();
  }

  // Keeps a hand: the one being edited, or the next one.
  async function keep(record) {
    clearForm();  // at once: a second tap finds no hand to record, a next choice is kept
    handKeptAt = performance.now();
    if (editing) {
      const hand = editing.hand;
      editing = null;
      if (hand.state === "refused") {
        const setRight = { ...record, dealer: await dealerAt(hand.seq) };  // another phone may have dealt since
        await redealAfter(hand.seq, setRight);
        await Outbox.replace(hand.seq, setRight);
      } else if (hand.state === "waiting") await Outbox.amend(key, hand, { ...record, dealer: hand.dealer });
      else await Outbox.editHand(key, hand.number, record, hand.client_id);
      await load();
      announce(`${hand.number ? `Hand ${hand.number} changed.` : "Hand sent again."} ${said.text}`);
      if (hand.number) focusRow(hand);  // (what the edit changed, seen where it was made)
    } else {
      await Outbox.recordHand(key, { dealer: view.dealer, ...record });
      await load();
    }
    App.sync();
  }

  function clearForm() {
    form.reset();
    $("more").open = false;
    entryDrawn = null;
  }

  function oneTap(action) {
    let busy = false;
    let doneAt = -Infinity;
    return async (...args) => {
      if (busy || performance.now() - doneAt < DOUBLE_TAP_MS) return;
      busy = true;
      try { await action(...args); } finally { busy = false; doneAt = performance.now(); }
    };
  }

  // (Editing a hand into a pass-out sends maker null alone: the server clears its play.)
  const passOut = () => keep({ maker: null });

  // A refused hand is set right where it now falls: with that deal's dealer. A loner the
  // old dealer's seat forced on the maker (Canadian loner) was no choice, and goes with it.
  async function startEdit(hand) {
    const round = hand.round === null && hand.maker !== null ? "joker" : hand.round;
    const values = { ...hand, round };
    let dealer = hand.dealer;
    if (hand.state === "refused") {
      dealer = await dealerAt(hand.seq);
      if (mustGoAlone(hand.dealer, round, hand.maker) && !mustGoAlone(dealer, round, hand.maker)) values.maker_loner = null;
    }
    editing = { hand, values, dealer };
    $("entry").hidden = false;
    renderEntry();
    if (hand.trump || (hand.upcard && round !== "joker")) $("more").open = true;  // show what was noted
    $("entry").scrollIntoView({ behavior: "smooth" });
    (form.querySelector('input[name="maker"]:checked') || form.querySelector('input[name="maker"]')).focus();
    announce(`${$("entry-title").textContent}. ${$("edit-note").textContent}`);
  }

  // Undo takes the last hand back in a tap and says which, with a way to put it back: a
  // stray tap at the table loses nothing. Put back is offered until the hands change.
  const lastHand = () => standing().at(-1);
  const sameHand = (a, b) => (!a && !b) || (!!a && !!b && (a.client_id || a.number) === (b.client_id || b.number));
  let undone = null;  // { hand, last }: the hand taken back, and the last hand after it

  async function undo() {
    const [hand, before] = standing().reverse();
    if (!hand) return;
    if (editing && sameHand(editing.hand, hand)) { editing = null; clearForm(); }
    if (hand.state === "waiting") await Outbox.amend(key, hand, null);
    else await Outbox.undoHand(key, hand.number, hand.client_id);
    undone = { hand, last: before };
    await load();
    $("undone-text").replaceChildren(`Undone: hand #${hand.number}, `, ...describe(view.game, hand), ".");
    $("undone").hidden = false;
    announce(`${heard($("undone-text"))} ${said.text}`);
    $("undone").scrollIntoView({ block: "nearest" });  // (Undo sits low: Put it back below it)
    if ($("undo").disabled) $("put-back").focus();  // (the focus leaves a button turned off)
    App.sync();
  }

  function closeUndone() {
    undone = null;
    $("undone").hidden = true;
  }

  async function putBack() {
    if (!undone) return;
    const { hand } = undone;
    closeUndone();
    const round = hand.round === null && hand.maker !== null ? "joker" : hand.round;
    const record = hand.maker === null ? { maker: null } : body({ ...hand, round }, hand.maker_tricks);
    await Outbox.recordHand(key, { dealer: view.dealer, ...record });
    await load();
    $("undo").focus();
    App.sync();
  }

  // ---- rematch: same seats, rules and teams, one tap ------------------------------

  async function rematch() {
    const { game, variant } = view;
    const body = {
      variant: game.variant, target: game.target,
      options: Object.fromEntries(variant.options.filter((o) => !o.fixed).map((o) => [o.key, game.options[o.key]])),
      seats: game.seats.map((s, seat) => seatName(game, seat)),
      first_dealer: view.dealer,
    };
    if (game.teams && game.teams.some((team) => team.name)) body.team_names = game.teams.map((team, i) => team.name || teamName(game, i));
    const next = await Outbox.createGame(body);
    await App.syncWithin();
    location.assign(App.tableUrl((await Outbox.currentGame(next)).key));
  }

  // ---- screen kept awake during a game ------------------------------------------

  let lock = null;
  async function keepAwake(on) {
    if (!("wakeLock" in navigator)) return;
    if (on && !lock && document.visibilityState === "visible") {
      lock = await navigator.wakeLock.request("screen").catch(() => null);
      if (lock) lock.addEventListener("release", () => { lock = null; });
    } else if (!on && lock) {
      lock.release();
      lock = null;
    }
  }
  document.addEventListener("visibilitychange", () => keepAwake(view && view.winner === null));

  // ---- loading ------------------------------------------------------------------

  async function load() {
    let record = await Outbox.currentGame(key);
    if (record && record.key !== key) {  // sent meanwhile: now known by its server id
      key = record.key;
      history.replaceState(null, "", App.tableUrl(key));
    }
    if (!record && key.startsWith("g")) {
      record = await Outbox.refresh(key, share);
      refreshed = true;
    }
    if (!record || (!record.game && !record.draft)) {
      $("missing").hidden = false;
      $("table").hidden = true;
      if (record && record.error) $("missing").textContent = App.message(record.error);
      return;
    }
    $("missing").hidden = true;
    $("table").hidden = false;
    view = derive(record, await Outbox.items(key));
    render();
    if (record.stale) refreshBehind();
  }

  // The server changed more than its answer said (an undo, an edit, a refusal): what is
  // kept is drawn at once, and the game fetched again behind it (no second such fetch
  // while one is on its way).
  let refreshing = null;
  function refreshBehind() {
    if (!refreshing && navigator.onLine) {
      refreshing = refresh().finally(() => { refreshing = null; });
    }
  }

  // Fetches the game again. When the server no longer shows it (a link no longer shared,
  // a scorekeeper let go), the table stays as last kept, and says so until it shows again.
  // (Signed out is said by the page; out of reach or failing says nothing of the game.)
  // Nothing can be recorded into it then; it can be forgotten here.
  async function refresh() {
    const record = await Outbox.refresh(key, share);
    if (!record || record.unreachable || (record.error && record.error.status !== 404)) return record;
    const was = gone;
    gone = !!record.error;
    keepText($("gone"), gone ? `${App.message(record.error)} The score shown is the last this phone kept.` : "");
    $("forget-gone").hidden = !gone;
    if (view && gone !== was) render();  // (a refresh that changes the game redraws it anyway)
    return record;
  }

  form.addEventListener("submit", submit);
  form.addEventListener("change", (event) => {
    if (["maker", "round"].includes(event.target.name)) refreshChoices();
    complain("");
  });
  $("passed").addEventListener("click", oneTap(passOut));
  $("undo").addEventListener("click", oneTap(undo));
  $("put-back").addEventListener("click", oneTap(putBack));
  $("rematch").addEventListener("click", oneTap(rematch));
  $("share").addEventListener("click", () => sharing(true));
  $("stop-sharing").addEventListener("click", () => sharing(false));
  $("copy-link").addEventListener("click", copyLink);
  $("forget-gone").addEventListener("click", async () => {
    await Outbox.forget(key);
    location.assign("/games/");
  });
  window.addEventListener("online", () => {  // what could not be asked is asked again
    keepers = null;
    keepersNote = null;
    if (view) askForKeepers();
  });
  $("keeper-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    if (await changeKeepers("POST", "", { email: $("keeper-email").value.trim() })) $("keeper-email").value = "";
  });
  // Leaving an edit returns the focus to the hand (Cancel, or Escape, by keyboard).
  const cancelEdit = () => {
    const { hand } = editing;
    editing = null;
    clearForm();
    render();
    focusRow(hand);
  };
  $("cancel-edit").addEventListener("click", cancelEdit);
  document.addEventListener("keydown", (event) => { if (event.key === "Escape" && editing) cancelEdit(); });
  window.addEventListener("outbox-changed", () => load());
  document.addEventListener("synced", () => load());
  function refreshShown() {
    if (document.visibilityState === "visible" && navigator.onLine && !editing && key.startsWith("g")) refresh();
  }
  setInterval(refreshShown, REFRESH_EVERY_MS);
  document.addEventListener("visibilitychange", refreshShown);
  // Draw what this phone kept at once, then bring it up to date from the server.
  load().then(() => (navigator.onLine && key.startsWith("g") && !refreshed ? refresh() : null));
})();
