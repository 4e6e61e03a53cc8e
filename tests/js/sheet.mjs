// The rules sheet the table page embeds, computed by scoring.sheet itself (no copy that
// could drift): PYTHON, else the project's .venv, else python3.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const venv = `${root}.venv/bin/python`;
const python = process.env.PYTHON || (existsSync(venv) ? venv : "python3");
const code = "import json; from scoring.sheet import table_sheet; print(json.dumps(table_sheet()))";

export const sheet = JSON.parse(execFileSync(python, ["-c", code], { cwd: root, encoding: "utf8" }));

const seats = { 2: ["Ann", "Bob"], 3: ["Ann", "Bob", "Cat"], 4: ["Ann", "Bob", "Cat", "Dan"] };

// A game as the server answers it (seats as {position, name}), in progress, no hands yet.
export function serverGame(variant, { options = {}, target, dealer = 0, ...rest } = {}) {
  const spec = sheet.variants[variant];
  return {
    id: 7, variant, target: target ?? spec.default_target, status: "in_progress", winner: null,
    options: { ...Object.fromEntries(spec.options.map((o) => [o.key, o.default])), ...options },
    seats: seats[spec.players].map((name, position) => ({ position, name })),
    // (three-handed: players by seat, no teams)
    ...(spec.teams.length === 3
      ? { players: seats[3].map((name, seat) => ({ seat, name, score: 0 })), carried: [0, 0, 0], level: [] }
      : { teams: spec.teams.map((teamSeats) => ({ seats: teamSeats, name: null })) }),
    dealer, first_dealer: dealer, can_edit: true, role: "owner", ...rest,
  };
}

// A hand the server recorded (its score as the server gave it).
export const saved = (number, dealer, fields) => ({
  number, dealer, round: 1, trump: "hearts", maker_loner: null, defender_loner: null, client_id: `c${number}`, ...fields,
});

// Outbox items, numbered in the order they were kept.
let seq = 100;
export const waitingHand = (body, extra = {}) => ({ seq: ++seq, kind: "hand", game: "g7", state: "waiting", body: { client_id: `w${seq}`, round: 1, trump: "spades", maker_loner: null, defender_loner: null, ...body }, ...extra });
export const undoItem = (fields) => ({ seq: ++seq, kind: "undo", game: "g7", state: "waiting", client_id: null, ...fields });
export const editItem = (number, body, fields = {}) => ({ seq: ++seq, kind: "edit", game: "g7", state: "waiting", number, client_id: null, body, ...fields });
