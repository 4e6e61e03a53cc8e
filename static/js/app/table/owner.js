/* What only the game's owner sees: the read-only link, and the scorekeepers (friends
   who record from their own phones, invited by a link) — and, for a scorekeeper, leaving.
   Both need the network. */

import { gettext, interpolate } from "../../i18n.js";
import * as Outbox from "../outbox.js";
import { message } from "../sync.js";
import { $, h, keepText } from "./dom.js";
import { teamName, typedTeamName } from "./state.js";

const isOwner = (game) => !!game.id && game.role === "owner";
const isKeeper = (game) => !!game.id && game.role === "scorekeeper";
const keepersUrl = (game) => `/api/v1/games/${game.id}/scorekeepers/`;

// ``page.owner``: what the last tap on the sharing buttons has to say (shareNote); the
// server's list of scorekeepers once it answered (keepers: asked for again until then;
// a scorekeeper's list is their own row); the last invitation made (invitation).
export const ownerState = () => ({ shareNote: null, keepers: null, asking: false, keepersNote: null, invitation: null, namesNote: null });

export function renderOwner(page) {
  renderNames(page);
  renderSharing(page);
  renderKeepers(page);
  askForKeepers(page);
}

// Team names and the target, as the server has them (a field being typed in is left be).
// A league's game plays the league's: its scorers are told so, rather than shown nothing.
function renderNames(page) {
  const { game, variant } = page.view;
  const league = !!game.id && !!game.league && game.can_edit !== false;
  $("names").hidden = !league && (!isOwner(game) || variant.players === 2); // (two-handed: the players' names)
  $("names-form").hidden = league;
  $("names-league").hidden = !league;
  if (league) {
    keepText($("names-league"), interpolate(gettext("A league game plays the league's rules: its target (%(target)s points) is the league's, and its teams keep the names they started with. Neither changes here."), { target: game.target }));
  }
  if ($("names").hidden || league) return;
  const fields = [[$("team-name-0"), teamName(variant, game, 0)], [$("team-name-1"), teamName(variant, game, 1)], [$("game-target"), String(game.target)]];
  for (const [field, value] of fields) if (field !== document.activeElement && !field.dataset.typed) field.value = value || "";
  keepText($("names-state"), page.owner.namesNote || gettext("Fix a team's name, or change the target while no team has reached it."));
}

export async function changeNames(page) {
  const { game, variant } = page.view;
  const team_names = [0, 1].map((team) => typedTeamName(variant, game, team, $(`team-name-${team}`).value.trim()));
  const body = { team_names, target: Number($("game-target").value) };
  const answer = await Outbox.call("PATCH", `/api/v1/games/${page.view.game.id}/`, body).catch(() => null);
  page.owner.namesNote = !answer ? gettext("Changing the game needs the network.") : answer.ok ? gettext("Saved.") : message(answer);
  if (answer && answer.ok) {
    for (const id of ["team-name-0", "team-name-1", "game-target"]) delete $(id).dataset.typed;
    await page.refreshGame();
  }
  renderNames(page);
}

function renderSharing(page) {
  const { game } = page.view;
  const link = game.share_url;
  $("sharing").hidden = !isOwner(game);
  $("share-link").hidden = !link;
  $("share-link").value = link || "";
  $("share").hidden = !!link;
  $("copy-link").hidden = !link;
  $("stop-sharing").hidden = !link;
  keepText($("share-state"), page.owner.shareNote
    || (link ? gettext("Anyone with this link can watch the score, not change it.") : gettext("Let others follow the score on their phones.")));
}

// The link made or stopped; the table is then loaded again (``reload``) to show it.
export async function sharing(page, shared, reload) {
  const answer = await Outbox.share(page.key, shared).catch(() => null);
  page.owner.shareNote = !answer ? gettext("Sharing needs the network.") : answer.ok ? null : message(answer);
  await reload();
}

export async function copyLink(page) {
  const copied = navigator.clipboard && await navigator.clipboard.writeText($("share-link").value).then(() => true, () => false);
  if (!copied) $("share-link").select(); // for the phone's own copy
  page.owner.shareNote = copied ? gettext("Link copied.") : gettext("Select the link and copy it.");
  renderSharing(page);
}

function renderKeepers(page) {
  const { game } = page.view;
  const { keepers, invitation } = page.owner;
  const owner = isOwner(game);
  $("keepers").hidden = !owner && !isKeeper(game);
  $("edit-game").hidden = !owner;
  // (A league's game: its admins, or its starter before its first hand.)
  $("delete-game").hidden = owner || !game.id || !game.can_delete;
  if (game.id) $("delete-game-link").href = `/games/${game.id}/edit/`;
  $("keeper-form").hidden = !owner;
  $("leave-game").hidden = !isKeeper(game) || !keepers || !keepers.length;
  $("invitation").hidden = !owner || !invitation;
  if (owner && invitation) {
    $("invitation-link").value = invitation.invitation_url;
    $("invitation-qr").href = invitation.invitation_url;
  }
  if (owner) $("edit-game-link").href = `/games/${game.id}/edit/`;
  $("keepers-list").replaceChildren(...(owner ? keepers || [] : []).map((keeper) => h("li", {}, `${keeper.email || gettext("A guest")} `,
    h("button", {
      type: "button",
      text: gettext("Remove"),
      "aria-label": keeper.email ? interpolate(gettext("Remove %(email)s"), { email: keeper.email }) : gettext("Remove the guest"),
      onclick: () => changeKeepers(page, "DELETE", `${keeper.user}/`),
    }))));
  keepText($("keepers-state"), keepersState(page.owner, owner));
}

function keepersState({ keepers, keepersNote, invitation }, owner) {
  if (keepersNote) return keepersNote;
  if (keepers === null && !navigator.onLine) return gettext("Scorekeepers need the network.");
  if (!owner) return gettext("You record hands here with the game's owner. You can leave it at any time.");
  if (invitation) {
    return invitation.email
      ? interpolate(gettext("If %(email)s has an account here, the link is on its way there. Or show them the link or its QR code: it works once, for 7 days."),
        { email: invitation.email })
      : gettext("Show this link or its QR code to a friend: it works once, for 7 days.");
  }
  return keepers && keepers.length
    ? gettext("They record hands here from their own phones, as you do.")
    : gettext("Friends can record hands here from their own phones: invite them with a link (by email, or shown here).");
}

// A list the server did not give is asked for again when the table is drawn again, or
// when its poll finds the game unchanged.
export async function askForKeepers(page) {
  const owner = page.owner;
  const game = page.view.game;
  if (owner.keepers !== null || owner.asking || !(isOwner(game) || isKeeper(game)) || !navigator.onLine) return;
  owner.asking = true;
  const answer = await Outbox.call("GET", keepersUrl(game)).catch(() => null);
  owner.asking = false;
  const unfetched = gettext("The scorekeepers could not be fetched: no network.");
  if (answer && answer.ok) {
    owner.keepers = answer.data;
    // A note an invitation or a removal left while the list was on its way stays.
    if (owner.keepersNote === unfetched) owner.keepersNote = null;
  } else {
    owner.keepersNote = unfetched;
  }
  renderKeepers(page);
}

// Back online: what could not be asked is asked again.
export function askAgain(page) {
  page.owner.keepers = null;
  page.owner.keepersNote = null;
  if (page.view) askForKeepers(page);
}

export async function changeKeepers(page, method, path, body) {
  const answer = await Outbox.call(method, keepersUrl(page.view.game) + path, body).catch(() => null);
  page.owner.keepersNote = !answer ? gettext("Scorekeepers need the network.") : answer.ok ? null : message(answer);
  if (answer && answer.ok) {
    page.owner.keepers = null;
    await askForKeepers(page);
  }
  renderKeepers(page);
  return answer && answer.ok ? answer : null;
}

// An invitation: by email (sent where an account has it) or only a link to show.
export async function invite(page, email) {
  const answer = await changeKeepers(page, "POST", "", email ? { email } : {});
  if (answer) {
    page.owner.invitation = answer.data;
    renderKeepers(page);
  }
  return !!answer;
}

// A scorekeeper leaves: their own row is the only one the server lists them.
export async function leave(page) {
  const [me] = page.owner.keepers || [];
  if (!me) return;
  const answer = await Outbox.call("DELETE", `${keepersUrl(page.view.game)}${me.user}/`).catch(() => null);
  if (answer && answer.ok) location.assign("/games/");
  page.owner.keepersNote = !answer ? gettext("Leaving needs the network.") : message(answer);
  renderKeepers(page);
}
