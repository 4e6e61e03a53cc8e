/* An organiser's or admin's correction of a locked game's hands asks why, in a dialog: a
   required reason (said again when empty), sent with the change and logged by the server.
   Escape or Cancel takes it back; the focus returns to where it was. */

import { gettext } from "../../i18n.js";
import { reasonGiven } from "./corrections.js";
import { $, keepText } from "./dom.js";

let answer = null; // resolves the dialog open now

// Asks why ``what`` ("Correcting hand 3") is done: the reason, or null when taken back.
export function askWhy(what) {
  const dialog = $("why");
  const back = document.activeElement;
  keepText($("why-what"), what);
  keepText($("why-said"), "");
  $("why-reason").value = "";
  dialog.showModal();
  $("why-reason").focus();
  return new Promise((resolve) => {
    answer = (reason) => {
      answer = null;
      if (dialog.open) dialog.close();
      if (back && back.isConnected) back.focus();
      resolve(reason);
    };
  });
}

export function wireWhy() {
  $("why-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const reason = reasonGiven($("why-reason").value);
    if (!reason) {
      keepText($("why-said"), gettext("Say why: the reason is logged with the correction."));
      $("why-reason").focus();
      return;
    }
    if (answer) answer(reason);
  });
  $("why-cancel").addEventListener("click", () => answer && answer(null));
  $("why").addEventListener("close", () => answer && answer(null)); // (Escape)
}
