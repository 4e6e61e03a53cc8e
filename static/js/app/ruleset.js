/* The ruleset controls of a form (templates/games/_ruleset.html), shared by the new-game
   and new-league forms: the chosen variant's house rules shown, the others hidden and
   disabled (so a form posts only the chosen one's), "Other" opening the points field. */

export function rulesetControls(form) {
  const houses = [...form.querySelectorAll("fieldset.house")];
  const house = () => houses.find((fieldset) => fieldset.dataset.variant === form.elements.variant.value);

  function showTarget({ focus = true } = {}) {
    const other = form.elements.target.value === "other";
    form.querySelector("#target-other-field").hidden = !other;
    if (other && focus) form.elements.target_other.focus();
  }

  function showVariant() {
    const chosen = house();
    for (const fieldset of houses) {
      fieldset.hidden = fieldset !== chosen;
      fieldset.disabled = fieldset !== chosen;
    }
    const target = form.querySelector(`input[name="target"][value="${chosen.dataset.target}"]`);
    if (target) target.checked = true;
    showTarget();
  }

  /* The ruleset as the API takes it: {variant, target, options}. */
  function read() {
    const chosen = house();
    const options = {};
    for (const box of chosen.querySelectorAll('input[name="option"]')) options[box.value] = box.checked;
    for (const radio of chosen.querySelectorAll("input[data-option]:checked")) options[radio.dataset.option] = JSON.parse(radio.value);
    const target = form.elements.target.value === "other" ? Number(form.elements.target_other.value) : Number(form.elements.target.value);
    return { variant: chosen.dataset.variant, target, options };
  }

  form.addEventListener("change", (event) => {
    if (event.target.name === "target") showTarget();
  });
  return { house, showVariant, showTarget, read };
}
