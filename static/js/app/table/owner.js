/* What only the game's owner sees: the read-only link, and the scorekeepers (friends
   who record from their own phones, invited by a link) — and, for a scorekeeper, leaving.
   Both need the network. */

import { gettext, interpolate } from "../../i18n.js";
import * as Outbox from "../outbox.js";
import { message } from "../sync.js";
import { $, h, keepText } from "./dom.js";
import { onTheirOwn, teamName, typedTeamName } from "./state.js";

const isOwner = (game) => !!game.id && game.role === "owner";
const isKeeper = (game) => !!game.id && game.role === "scorekeeper";
const keepersUrl = (game) => `/api/v1/games/${game.id}/scorekeepers/`;

// What the owner's panel holds is the page's state's ``owner`` (updates.js); drawing it
// reads it only. The panel's taps and the ask for the list (``asking``: one at a time)
// dispatch what they found.
export function ownerPanel(store, on) {
  let asking = false;
  const dispatch = (type, fields) => store.dispatch({ type, ...fields });

  function render(state) {
    renderNames(state);
    renderSharing(state);
    renderKeepers(state, changeKeepers);
  }

  async function changeNames() {
    const { game, variant } = store.getState().view;
    const team_names = [0, 1].map((team) => typedTeamName(variant, game, team, $(`team-name-${team}`).value.trim()));
    const body = { team_names, target: Number($("game-target").value) };
    const answer = await Outbox.call("PATCH", `/api/v1/games/${game.id}/`, body).catch(() => null);
    if (answer && answer.ok) {
      for (const id of ["team-name-0", "team-name-1", "game-target"]) delete $(id).dataset.typed;
      await on.refresh();
    }
    dispatch("namesNoted", { note: !answer ? gettext("Changing the game needs the network.") : answer.ok ? gettext("Saved.") : message(answer) });
  }

  // The link made or stopped; the table is then loaded again to show it.
  async function sharing(shared) {
    const answer = await Outbox.share(store.getState().key, shared).catch(() => null);
    dispatch("shareNoted", { note: !answer ? gettext("Sharing needs the network.") : answer.ok ? null : message(answer) });
    await on.load();
  }

  async function copyLink() {
    const copied = navigator.clipboard && await navigator.clipboard.writeText($("share-link").value).then(() => true, () => false);
    if (!copied) $("share-link").select(); // for the phone's own copy
    dispatch("shareNoted", { note: copied ? gettext("Link copied.") : gettext("Select the link and copy it.") });
  }

  // A list the server did not give is asked for again when the table is drawn again, or
  // when its poll finds the game unchanged.
  async function askForKeepers() {
    const { owner, view } = store.getState();
    const game = view.game;
    if (owner.keepers !== null || asking || !(isOwner(game) || isKeeper(game)) || !navigator.onLine) return;
    asking = true;
    const answer = await Outbox.call("GET", keepersUrl(game)).catch(() => null);
    asking = false;
    if (answer && answer.ok) dispatch("keepersArrived", { keepers: answer.data });
    else dispatch("keepersUnfetched");
  }

  // Back online: what could not be asked is asked again.
  function askAgain() {
    dispatch("online");
    if (store.getState().view) askForKeepers();
  }

  async function changeKeepers(method, path, body) {
    const answer = await Outbox.call(method, keepersUrl(store.getState().view.game) + path, body).catch(() => null);
    if (answer && answer.ok) {
      dispatch("keepersChanged");
      await askForKeepers();
    } else {
      dispatch("keepersNoted", { note: !answer ? gettext("Scorekeepers need the network.") : message(answer) });
    }
    return answer && answer.ok ? answer : null;
  }

  // An invitation: by email (sent where an account has it) or only a link to show.
  async function invite(email) {
    const answer = await changeKeepers("POST", "", email ? { email } : {});
    if (answer) dispatch("invited", { invitation: answer.data });
    return !!answer;
  }

  // A scorekeeper leaves: their own row is the only one the server lists them.
  async function leave() {
    const { owner, view } = store.getState();
    const [me] = owner.keepers || [];
    if (!me) return;
    const answer = await Outbox.call("DELETE", `${keepersUrl(view.game)}${me.user}/`).catch(() => null);
    if (answer && answer.ok) location.assign("/games/");
    dispatch("keepersNoted", { note: !answer ? gettext("Leaving needs the network.") : message(answer) });
  }

  return { render, changeNames, sharing, copyLink, askForKeepers, askAgain, invite, leave };
}

// Team names and the target, as the server has them (a field being typed in is left be).
// A league's game plays the league's: its scorers are told so, rather than shown nothing.
function renderNames(state) {
  const { game, variant } = state.view;
  const league = !!game.id && !!game.league && game.can_edit !== false;
  $("names").hidden = !league && (!isOwner(game) || onTheirOwn(variant)); // (two- and three-handed: the players' names)
  $("names-form").hidden = league;
  $("names-league").hidden = !league;
  if (league) {
    keepText($("names-league"), interpolate(gettext("A league game plays the league's rules: its target (%(target)s points) is the league's, and its teams keep the names they started with. Neither changes here."), { target: game.target }));
  }
  if ($("names").hidden || league) return;
  const fields = [[$("team-name-0"), teamName(variant, game, 0)], [$("team-name-1"), teamName(variant, game, 1)], [$("game-target"), String(game.target)]];
  for (const [field, value] of fields) if (field !== document.activeElement && !field.dataset.typed) field.value = value || "";
  keepText($("names-state"), state.owner.namesNote || gettext("Fix a team's name, or change the target while no team has reached it."));
}

function renderSharing(state) {
  const { game } = state.view;
  const link = game.share_url;
  $("sharing").hidden = !isOwner(game);
  $("share-link").hidden = !link;
  $("share-link").value = link || "";
  $("share").hidden = !!link;
  $("copy-link").hidden = !link;
  $("stop-sharing").hidden = !link;
  keepText($("share-state"), state.owner.shareNote
    || (link ? gettext("Anyone with this link can watch the score, not change it.") : gettext("Let others follow the score on their phones.")));
}

function renderKeepers(state, changeKeepers) {
  const { game } = state.view;
  const { keepers, invitation } = state.owner;
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
      onclick: () => changeKeepers("DELETE", `${keeper.user}/`),
    }))));
  keepText($("keepers-state"), keepersState(state.owner, owner));
}

function keepersState({ keepers, unfetched, keepersNote, invitation }, owner) {
  if (unfetched) return gettext("The scorekeepers could not be fetched: no network.");
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
