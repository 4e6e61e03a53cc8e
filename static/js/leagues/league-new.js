/* Create a league: the ruleset controls shared with the new-game form. */
import { rulesetControls } from "../app/ruleset.js";

const form = document.getElementById("league-new");
const ruleset = rulesetControls(form);
form.addEventListener("change", (event) => {
  if (event.target.name === "variant") ruleset.showVariant();
});
ruleset.showTarget({ focus: false });
