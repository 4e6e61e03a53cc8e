/* What the table derives from a game, its hands and what waits in the outbox: the score,
   whose deal, who won, what a waiting hand scores, what the entry form offers, and the
   words the table says. Pure: no DOM, no network, no storage (tests/js runs it in Node).

   No rule of Euchre is decided here. Every rule is looked up in the rules sheet
   (scoring.sheet.table_sheet, which the page embeds): its scoring tables, next dealer,
   passers and loner seats. The server validates and scores every hand; until it has, the
   sheet says what a waiting hand would score. */

import { gettext, interpolate, ngettext, pgettext } from "../../i18n.js";
import { settledMeanwhile } from "./corrections.js";

export const variantOf = (sheet, game) => sheet.variants[game.variant];

const given = (value) => value !== null && value !== undefined;

// Seats are names in a game not sent yet, {position, name, player} from the server.
export function seatName(game, seat) {
  const s = game.seats[seat];
  return (typeof s === "string" ? s : s && s.name) || interpolate(gettext("Seat %(number)s"), { number: seat + 1 }); // (numbered for people: from 1)
}

// The server names seats by number ("seat 1's deal", "seats 0 and 2"); the table by name.
export function withNames(game, text) {
  return text
    .replace(/\b[Ss]eats (\d) and (\d)\b/g, (said, a, b) => `${seatName(game, a)} and ${seatName(game, b)}`)
    .replace(/\b[Ss]eat (\d)\b/g, (said, seat) => seatName(game, seat));
}

// A suit's name on the screen (the sheet's key, "hearts", is what the API takes).
export function suitName(key) {
  const names = { spades: gettext("spades"), hearts: gettext("hearts"), diamonds: gettext("diamonds"), clubs: gettext("clubs") };
  return names[key] || key;
}

// A card's rank as the reader's cards print it (German cards: B, D, K, A); the card's code
// ("JH") keeps the English letters, as the API does.
export function rankName(rank) {
  const ranks = { J: pgettext("card rank", "J"), Q: pgettext("card rank", "Q"), K: pgettext("card rank", "K"), A: pgettext("card rank", "A") };
  return ranks[rank] || rank;
}

export const teamOf = (variant, seat) => variant.teams.findIndex((seats) => seats.includes(seat));

// Each player a side of their own (two-handed, three-handed): no teams to name.
export const onTheirOwn = (variant) => variant.teams[0].length === 1;

export function teamName(variant, game, team) {
  const stored = storedTeamName(variant, game, team);
  const byDefault = variant.teams[team].length > 1 && stored === `Team ${team + 1}`; // (stored in English)
  return byDefault ? interpolate(gettext("Team %(number)s"), { number: team + 1 }) : stored;
}

// A team's name as typed in the owner's fields, which show a default one in the reader's
// words: left as shown, it is sent as the server stores it (in English).
export const typedTeamName = (variant, game, team, typed) => (typed === teamName(variant, game, team) ? storedTeamName(variant, game, team) : typed);

// A team's name as the server names it by default, in English: what a game sent to the
// server is given (a stored name, not words on the screen).
export function storedTeamName(variant, game, team) {
  const named = game.teams && game.teams[team] && game.teams[team].name;
  if (named) return named;
  const seats = variant.teams[team];
  return seats.length === 1 ? seatName(game, seats[0]) : `Team ${team + 1}`;
}

// A game not yet on the server, as the outbox holds it.
export function draftGame(sheet, body) {
  const variant = sheet.variants[body.variant];
  const options = Object.fromEntries(variant.options.map((o) => [o.key, o.default]));
  Object.assign(options, body.options || {});
  return {
    id: null, variant: body.variant, target: body.target || variant.default_target, options,
    seats: body.seats,
    teams: variant.teams.map((seats, i) => ({ seats, name: (body.team_names || [])[i] || null })),
    dealer: body.first_dealer || 0, status: "in_progress", winner: null,
  };
}

// What a hand scores by the sheet: the row the server's table would pick, worth what the
// game's house rules make it (three-handed's values are house rules).
export function provisional(variant, game, hand) {
  if (!given(hand.maker)) return { outcome: "passed_out", scoring_team: null, points: 0 };
  if (given(hand.renege)) return renegePenalty(variant, hand);
  const mix = variant.row_options.filter((option) => game.options[option]).join(",");
  const alone = (seat) => (given(seat) ? 1 : 0);
  const index = variant.tables[mix][hand.maker_tricks][alone(hand.maker_loner)][alone(hand.defender_loner)];
  if (index === null) return { outcome: "not allowed", scoring_team: null, points: 0 };
  const row = variant.rows[index];
  const makers = teamOf(variant, hand.maker);
  const points = row.points_option ? game.options[row.points_option] ?? row.points : row.points;
  return { outcome: row.outcome, scoring_team: scorer(variant, makers, row.side === "makers"), points, making_team: makers };
}

// The side that scored: the makers, or the defenders; none where both of the maker's
// opponents score (three-handed: ``gains`` gives each its points).
function scorer(variant, makers, toMakers) {
  if (toMakers) return makers;
  return variant.teams.length === 2 ? 1 - makers : null;
}

// A renege stops the hand: the other side scores the sheet's penalty (more when it played alone).
function renegePenalty(variant, hand) {
  const makers = teamOf(variant, hand.maker);
  const reneged = teamOf(variant, hand.renege);
  const offended = variant.teams.length === 2 ? 1 - reneged : reneged === makers ? null : makers;
  const alone = [hand.maker_loner, hand.defender_loner].some((seat) => given(seat) && teamOf(variant, seat) === offended);
  const { plain, alone: lone } = variant.renege_penalty;
  return { outcome: "renege", scoring_team: offended, points: alone ? lone : plain, making_team: makers };
}

// What a hand added to each side: its points to the side that scored, or (three-handed,
// a euchre or the maker's renege: no one side) to each side but the maker's.
export function gains(variant, hand) {
  return variant.teams.map((seats, side) => {
    if (!hand.points) return 0;
    if (given(hand.scoring_team)) return side === hand.scoring_team ? hand.points : 0;
    return variant.maker_always_alone && given(hand.maker) && !seats.includes(hand.maker) ? hand.points : 0;
  });
}

// The side that has won at ``score``: the one at the target or past it (scoring.game.winner_of).
// Three-handed, two may reach it on one hand: the higher total wins; level at the top, null.
export function winnerOf(score, target) {
  const reached = score.flatMap((points, side) => (points >= target ? [side] : []));
  if (score.length === 2 || reached.length < 2) return reached.length ? reached[0] : null;
  const top = Math.max(...score);
  const leaders = reached.filter((side) => score[side] === top);
  return leaders.length === 1 ? leaders[0] : null;
}

// The sides level at the top at the target or past it, playing on (three-handed); else [].
export function levelAt(score, target) {
  const top = Math.max(...score);
  return winnerOf(score, target) === null && top >= target
    ? score.flatMap((points, side) => (points === top ? [side] : [])) : [];
}

// The server's hands, then what waits in the outbox applied on top (refusals are listed
// with the outbox, and change nothing). An undo or edit reaches its hand whether the
// server has it or it waits, and whether or not an edit of it waits.
function handsShown(record, items) {
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
  return hands;
}

// The table as it stands: the kept game (or the draft of one not sent yet), its hands
// numbered with waiting ones scored by the sheet, the running score, the chart, who
// deals next and who won.
export function derive(sheet, record, items) {
  const game = record.game || draftGame(sheet, record.draft);
  const variant = variantOf(sheet, game);
  const hands = handsShown(record, items);
  const score = [...(game.carried || variant.teams.map(() => 0))]; // (railroad's laps: where it opened)
  const chart = [[...score]];
  let number = 0;
  let winner = null;
  for (const hand of hands) {
    if (hand.state === "refused") continue;
    number += 1;
    hand.number = hand.number && hand.state !== "waiting" ? hand.number : number;
    if (hand.state !== "saved") Object.assign(hand, provisional(variant, game, hand));
    gains(variant, hand).forEach((points, side) => { score[side] += points; });
    hand.running = [...score];
    chart.push([...score]);
    if (winner === null) winner = winnerOf(score, game.target);
  }
  const counted = standing(hands);
  // Any change still to be sent may move the end (the server may refuse an edit that
  // would end the game before a later hand).
  let provisionalEnd = winner !== null && counted.some((hand) => hand.state !== "saved");
  const last = counted.at(-1);
  const firstDealer = game.first_dealer ?? (record.hands.length ? record.hands[0].dealer : game.dealer);
  const dealer = last ? variant.next_dealer[last.dealer] : firstDealer;
  const changing = (item) => !["game", "confirm"].includes(item.kind) && item.state !== "refused"; // (a confirmation changes no hand)
  if (game.status === "finished" && !items.some(changing)) {
    winner = game.winner;
    provisionalEnd = false;
  }
  const level = winner === null ? levelAt(score, game.target) : [];
  return { record, game, variant, hands, score, chart, dealer, winner, provisionalEnd, items, level };
}

// The hands that stand (a refused one waits to be set right or discarded).
export const standing = (hands) => hands.filter((hand) => hand.state !== "refused");
export const lastHand = (hands) => standing(hands).at(-1);
export const sameHand = (a, b) => (!a && !b) || (!!a && !!b && (a.client_id || a.number) === (b.client_id || b.number));

// Who deals the hand waiting at seq: the game as the server has it, then what waits
// before it.
export function dealerAt(sheet, record, items, seq) {
  return derive(sheet, record, items.filter((item) => item.seq < seq)).dealer;
}

// The hands waiting after a refused one were dealt as the screen stood when each was
// entered: some as if it stood, some as if it did not. Once it is set right (it stands,
// as setRight) or discarded (setRight null), each is dealt again where it now falls.
// Answers the waiting hands whose dealer changes, as [{seq, body}].
export function redealt(sheet, record, items, seq, setRight) {
  const before = items.filter((item) => item.seq < seq)
    .concat(setRight ? items.filter((item) => item.seq === seq).map((item) => ({ ...item, body: setRight, state: "waiting" })) : []);
  const changes = [];
  for (let item of items.filter((other) => other.seq > seq)) {
    const dealer = derive(sheet, record, before).dealer;
    if (item.kind === "hand" && item.state !== "refused" && item.body.dealer !== dealer) {
      item = { ...item, body: { ...item.body, dealer } };
      changes.push({ seq: item.seq, body: item.body });
    }
    before.push(item);
  }
  return changes;
}

// ---- what the table says -------------------------------------------------------

// The score and who deals, or who won: what a screen reader hears after each change.
export function scoreLine({ game, variant, score, dealer, winner, level = [] }) {
  const name = (team) => teamName(variant, game, team);
  const scores = `${score.map((points, side) => `${name(side)} ${points}`).join(", ")}. `;
  const playOn = level.length ? `${levelLine({ game, variant, score, level })} ` : "";
  return scores + playOn
    + (winner === null ? interpolate(gettext("%(name)s deals."), { name: seatName(game, dealer) }) : wins(variant, name(winner)));
}

// Three-handed: two (or three) level at the top past the target play on until one leads.
export function levelLine({ game, variant, score, level }) {
  if (!level.length) return null;
  const names = level.map((side) => teamName(variant, game, side));
  return interpolate(gettext("%(names)s are level at %(points)s: play on until one leads."),
    { names: interpolate(gettext("%(list)s and %(last)s"), { list: names.slice(0, -1).join(", "), last: names.at(-1) }), points: score[level[0]] });
}

// "Bob wins!" (a player), "Team 2 win!" (a team).
function wins(variant, name) {
  return interpolate(onTheirOwn(variant) ? gettext("%(name)s wins!") : gettext("%(name)s win!"), { name });
}

// What changed since the table was last said (null: nothing, or nothing said yet): a new
// hand's points, or else that the score changed (an undo, an edit, a refusal, another
// phone). Answers what to say, and what is now said.
export function news(view, before) {
  const now = { hands: standing(view.hands).length, text: scoreLine(view) };
  if (!before || (now.text === before.text && now.hands === before.hands)) return { said: now, text: null };
  const last = lastHand(view.hands);
  const opening = !(now.hands > before.hands && last) ? gettext("Score now:")
    : !last.points ? interpolate(gettext("Hand %(number)s: no points."), { number: now.hands })
      : given(last.scoring_team) ? interpolate(gettext("Hand %(number)s: +%(points)s %(team)s."),
        { number: now.hands, points: last.points, team: teamName(view.variant, view.game, last.scoring_team) })
        : interpolate(gettext("Hand %(number)s: %(points)s."), { number: now.hands, points: scoredText(view.variant, view.game, last) });
  return { said: now, text: `${opening} ${now.text}` };
}

export function winnerTitle({ game, variant, winner }) {
  const players = variant.teams[winner].map((seat) => seatName(game, seat)).join(" & ");
  const name = teamName(variant, game, winner);
  return wins(variant, name === players ? name : `${name} (${players})`);
}

// What a hand came to, as the rules sheet names it (a hand made, the usual, says nothing).
export function outcomeLabel(variant, outcome) {
  const row = outcome !== "made" && variant.rows.find((r) => r.outcome === outcome);
  return row ? row.label : null;
}

// A hand in words, as parts: text, and {suit} where trump is shown by its symbol.
export function handStory(variant, game, hand) {
  if (!given(hand.maker)) return [gettext("Passed out")];
  const how = hand.round === 1 ? (hand.maker === hand.dealer ? gettext("%(name)s picked up %(suit)s") : gettext("%(name)s ordered up %(suit)s"))
    : hand.round === 2 ? gettext("%(name)s called %(suit)s") : gettext("%(name)s named %(suit)s (joker turned up)");
  // The words around trump, which is shown by its symbol (none noted: nothing there).
  const [before, after] = interpolate(how, { name: seatName(game, hand.maker) }).split("%(suit)s");
  const parts = hand.trump ? [before, { suit: hand.trump }] : [before.trimEnd()];
  if (after) parts.push(after);
  const named = (format, seat) => ` · ${interpolate(format, { name: seatName(game, seat) })}`;
  if (given(hand.maker_loner)) parts.push(named(gettext("%(name)s alone"), hand.maker_loner));
  if (given(hand.defender_loner)) parts.push(named(gettext("%(name)s defends alone"), hand.defender_loner));
  if (given(hand.renege)) return [...parts, named(gettext("%(name)s reneged"), hand.renege)];
  parts.push(` · ${interpolate(ngettext("%(count)s trick", "%(count)s tricks", hand.maker_tricks), { count: hand.maker_tricks })}`);
  const outcome = outcomeLabel(variant, hand.outcome);
  if (outcome) parts.push(` · ${outcome}`);
  return parts;
}

export function pointsText(variant, game, hand) {
  if (hand.state === "refused") return "—";
  return hand.points ? scoredText(variant, game, hand) : "0";
}

// "+2 Team 1", or (three-handed, a euchre) "+2 Ann, +2 Cat".
function scoredText(variant, game, hand) {
  return gains(variant, hand).flatMap((points, side) => (points ? [`+${points} ${teamName(variant, game, side)}`] : [])).join(", ");
}

// What waits to be sent, in words ("this game, 2 hands and 1 undo"); null when nothing.
export function waitingList(items) {
  const waiting = items.filter((item) => item.state !== "refused");
  const count = (kind, words) => {
    const n = waiting.filter((item) => item.kind === kind).length;
    return n === 0 ? null : interpolate(words(n), { count: n });
  };
  const what = [count("game", () => gettext("this game")),
    count("hand", (n) => ngettext("%(count)s hand", "%(count)s hands", n)),
    count("undo", (n) => ngettext("%(count)s undo", "%(count)s undos", n)),
    count("edit", (n) => ngettext("%(count)s edit", "%(count)s edits", n)),
    count("confirm", () => gettext("the result's confirmation"))].filter(Boolean);
  if (!what.length) return null;
  return what.length > 1 ? interpolate(gettext("%(list)s and %(last)s"), { list: what.slice(0, -1).join(", "), last: what.at(-1) }) : what[0];
}

// What became of it, as a heading: "A hand was refused by the server", "This game could
// not be sent".
export function refusalTitle(item) {
  const failed = item.failed;
  if (item.kind === "confirm") return failed ? gettext("The result's confirmation could not be sent") : gettext("The result's confirmation was refused by the server");
  const format = item.kind === "hand" ? (failed ? gettext("A hand could not be sent") : gettext("A hand was refused by the server"))
    : item.kind === "game" ? (failed ? gettext("This game could not be sent") : gettext("This game was refused by the server"))
      : item.kind === "undo" ? (failed ? gettext("Undo of hand %(number)s could not be sent") : gettext("Undo of hand %(number)s was refused by the server"))
        : (failed ? gettext("Edit of hand %(number)s could not be sent") : gettext("Edit of hand %(number)s was refused by the server"));
  return interpolate(format, { number: item.number });
}

// What the server said, as the table speaks: by the players' names, and saying so when
// another phone changed the game under this one (a hand dealt, undone or edited there).
export function refusalText(game, item) {
  const { code, message } = item.error;
  const changed = ` ${gettext("The game changed on another phone after this was entered.")}`;
  if (code === "NOT_FOUND" && (item.kind === "edit" || item.kind === "undo")) {
    return interpolate(gettext("Hand %(number)s is not in the game any more."), { number: item.number }) + changed;
  }
  const elsewhere = code === "WRONG_DEALER" || code === "ONLY_LAST_HAND_CAN_BE_UNDONE";
  const meanwhile = settledMeanwhile(item.error);
  return (meanwhile ? `${meanwhile} ` : "") + withNames(game, message) + (elsewhere ? changed : "");
}

// No change to a hand makes the server take it into a game that is over, or from a
// phone it no longer lets in.
const UNFIXABLE = ["GAME_ALREADY_OVER", "NOT_FOUND", "PERMISSION_DENIED"];
export const canSetRight = (game, item) => item.kind === "hand" && game.can_edit !== false && !UNFIXABLE.includes(item.error.code);

// ---- links to the rules pages ----------------------------------------------------

// The game's house rules and target as the rules pages read them from their address
// (only what differs from the variant's standard rules).
export function rulesQuery(variant, game) {
  const text = (value) => (value === true ? "1" : value === false ? "0" : value === null ? "" : String(value));
  const params = variant.options.filter((o) => !o.fixed && game.options[o.key] !== o.default)
    .map((o) => `${o.key}=${encodeURIComponent(text(game.options[o.key]))}`);
  if (game.target !== variant.default_target) params.push(`target=${game.target}`);
  return params.length ? `?${params.join("&")}` : "";
}

// The players and the dealer, for the answerer to speak of them by name (after the #).
export const answererHash = (game, dealer) =>
  String(new URLSearchParams([...game.seats.map((_, seat) => ["seat", seatName(game, seat)]), ["dealer", dealer]]));
