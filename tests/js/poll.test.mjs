import { test } from "node:test";
import assert from "node:assert/strict";
import { sameAsShown } from "../../static/js/app/table/poll.js";

const game = { id: 7, updated_at: "2026-12-03T10:00:00Z", hands_played: 2, score: [3, 1], status: "in_progress",
  winner: null, target: 10, teams: [{ seats: [0, 2], name: null }], seats: [{ position: 0, name: "Ann" }],
  share_url: null, match: null, league: null, season: null, role: "owner", can_edit: true };

test("a full answer equal to the copy shown needs no redraw", () => {
  assert.equal(sameAsShown({ ...game }, game), true);
});

test("anything the table draws that changed is a redraw", () => {
  for (const change of [{ hands_played: 3 }, { score: [3, 3] }, { seats: [{ position: 0, name: "Anne" }] },
    { share_url: "http://x/s" }, { match: { id: 1 } }, { updated_at: "2026-12-03T10:00:01Z" }]) {
    assert.equal(sameAsShown({ ...game, ...change }, game), false, JSON.stringify(change));
  }
  assert.equal(sameAsShown(game, undefined), false); // nothing shown yet
});
