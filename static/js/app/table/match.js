/* A match at the table: its tally under the score, and at the game's end the next game
   of the match, or a match started from this game (best of 3 or 5). The server decides
   and tallies (scoring.match); this only shows what it said. */

import { gettext } from "../../i18n.js";
import * as Outbox from "../outbox.js";
import { syncWithin, tableUrl } from "../sync.js";
import { rematchBody } from "./choices.js";
import { $, keepText } from "./dom.js";
import { lapsLine, matchLine, matchNow } from "./tally.js";

export function renderMatch(state) {
  const { game, variant } = state.view;
  const match = matchNow(game, state.view.provisionalEnd ? null : state.view.winner, state.view.score);
  const line = matchLine(variant, game, match);
  $("match-tally").hidden = !line;
  keepText($("match-tally"), line || "");
  const laps = lapsLine(variant, game);
  $("laps-carried").hidden = !laps;
  keepText($("laps-carried"), laps || "");
  const over = state.view.winner !== null;
  const scorer = game.can_edit !== false;
  // (A league's games are not played as matches; a game not yet stored has no match.)
  // (Nor is a game of three, each player on their own: a match is won by one of two sides.)
  const canMatch = over && scorer && !!game.id && !game.league && !state.view.provisionalEnd && variant.teams.length === 2;
  const playing = match && match.winner === null;
  $("make-match").hidden = !canMatch || !!match;
  // A slam counts two games: a best of 3 from it would be won already.
  const slam = game.options.slam === true && over && state.view.score[1 - state.view.winner] === 0;
  $("best-of-3").hidden = slam;
  keepText($("rematch"), game.league ? gettext("Next league game: same seats")
    : playing ? gettext("Next game of the match") : gettext("Rematch: same seats and rules"));
  renderNextInLeague(game);
}

// A league's game is followed by the league's: its next game counts in its standings too,
// and a new one is started from the league's form (its rules, its roster's names).
function renderNextInLeague(game) {
  const league = !!game.league && game.can_edit !== false;
  $("over-league").hidden = !league;
  $("over-new").hidden = league;
  $("over-new-league").hidden = !league;
  if (league) $("over-new-league").href = `/leagues/${encodeURIComponent(game.league)}/games/new/`;
}

export function wireMatch(store) {
  for (const length of [3, 5]) {
    $(`best-of-${length}`).addEventListener("click", async (event) => {
      event.currentTarget.disabled = true; // one match, however often tapped
      const next = await Outbox.createGame({ ...rematchBody(store.getState().view), match: { best_of: length } });
      await syncWithin();
      location.assign(tableUrl((await Outbox.currentGame(next)).key));
    });
  }
}
