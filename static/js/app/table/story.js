/* Where a game goes beyond the table: its story page and its hands as CSV (for whoever
   reads the game, a watcher through the shared link too), and the shared link as a QR
   code on the owner's sharing panel. A game not yet on the server has none of them. */

import { $ } from "./dom.js";

export function renderGameLinks(state) {
  const { game } = state.view;
  const stored = !!game.id;
  const share = state.share ? `?share=${encodeURIComponent(state.share)}` : "";
  for (const id of ["story-links", "over-story"]) $(id).hidden = !stored;
  if (stored) {
    for (const id of ["story-link", "over-story"]) $(id).href = `/games/${game.id}/story/${share}`;
    $("csv-link").href = `/games/${game.id}/hands.csv${share}`;
  }
  const link = game.role === "owner" && game.share_url;
  const qr = $("share-qr");
  qr.hidden = !link;
  // (A new link is a new image: the address changes with it.)
  const src = link ? `/games/${game.id}/share-qr.svg?for=${encodeURIComponent(link.slice(-12))}` : null;
  if (src && qr.getAttribute("src") !== src) qr.src = src;
}
