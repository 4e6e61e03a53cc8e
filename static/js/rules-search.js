/* The rules search, on the copy of the page this phone kept (offline): it says why no
   result is shown, and keeps the question asked. */
import { gettext } from "./i18n.js";

const form = document.querySelector("form.rules-search");
const asked = (new URLSearchParams(location.search).get("q") || "").trim().slice(0, 100);
if (form && asked && asked !== form.dataset.query) {
  form.elements.q.value = asked;
  document.getElementById("search-offline").textContent =
    gettext("Searching the rules needs the network. The rules kept on this phone are below: the glossary, and each variant's page.");
}
