/* A match's tally in words, from the game's JSON (pure, as state.js). */

import { gettext, interpolate } from "../../i18n.js";
import { teamName } from "./state.js";

// The match as it stands with this game's end (its final ``score``): the server's copy was
// read before the game was won (it counts only finished games, and none of a match comes
// after the one being played), so a win since is added, and may decide the match. Under
// railroad's slam, a game won before the losers scored counts two.
export function matchNow(game, winner, score = null) {
  const { match } = game;
  if (!match || winner === null || match.played >= match.number) return match || null;
  const worth = game.options.slam === true && score && score[1 - winner] === 0 ? 2 : 1;
  const wins = match.wins.map((count, team) => count + (team === winner ? worth : 0));
  return { ...match, wins, played: match.played + 1, winner: wins[winner] >= match.wins_needed ? winner : null };
}

// "Best of 3 · Us 1–0 Them · game 2", or "Us won the match 2–1 (best of 3)".
export function matchLine(variant, game, match = game.match) {
  if (!match) return null;
  const bestOf = match.format === "best_of";
  const count = { count: match.length };
  const name = (team) => teamName(variant, game, team);
  if (match.winner !== null) {
    const kind = interpolate(bestOf ? gettext("best of %(count)s") : gettext("first to %(count)s"), count);
    return interpolate(gettext("%(team)s won the match %(won)s–%(lost)s (%(kind)s)"),
      { team: name(match.winner), won: match.wins[match.winner], lost: match.wins[1 - match.winner], kind });
  }
  const kind = interpolate(bestOf ? gettext("Best of %(count)s") : gettext("First to %(count)s"), count);
  const which = interpolate(gettext("game %(number)s"), { number: match.number });
  return `${kind} · ${name(0)} ${match.wins[0]}–${match.wins[1]} ${name(1)} · ${which}`;
}

// A game that opened at laps (railroad) says where its score began, and why.
export function lapsLine(variant, game) {
  const carried = game.carried || [0, 0];
  const team = carried.findIndex((points) => points > 0);
  if (team < 0) return null;
  return interpolate(gettext("%(team)s opened with %(points)s: the laps the match's last game carried past its target."),
    { team: teamName(variant, game, team), points: carried[team] });
}
