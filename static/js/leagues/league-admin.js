/* The admin page: an open invitation's link copied in one tap (or, where the phone can,
   shared through its share sheet). Without this script the link is there to copy. */
import { gettext } from "../i18n.js";

async function copy(button) {
  const link = button.dataset.link;
  const note = button.parentElement.querySelector(".copy-note");
  if (navigator.share && button.dataset.way === "share") {
    await navigator.share({ title: button.dataset.title, url: link }).catch(() => null);
    return;
  }
  const copied = navigator.clipboard && await navigator.clipboard.writeText(link).then(() => true, () => false);
  note.textContent = copied ? gettext("Link copied.") : gettext("Select the link and copy it.");
}

for (const button of document.querySelectorAll("button[data-link]")) {
  if (button.dataset.way === "share" && !navigator.share) continue;
  button.hidden = false;
  button.addEventListener("click", () => copy(button));
}
