// The scripts' Slovenian catalogue counts in four forms by Django's rule (n%100 is 1, 2,
// 3 or 4, or other): a hand count and the scoreboard's score line at 1, 2, 3, 5 and 101.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import vm from "node:vm";

function catalogue(language) {
  const context = vm.createContext({});
  vm.runInContext(readFileSync(new URL(`../../static/jsi18n/${language}/djangojs.js`, import.meta.url), "utf8"), context);
  return context.django;
}

const FORM = { 1: 0, 2: 1, 3: 2, 5: 3, 101: 0 };

for (const [one, many] of [["%(count)s hand", "%(count)s hands"], ["%(team)s: %(count)s point", "%(team)s: %(count)s points"]]) {
  test(`Slovenian: ${one}`, () => {
    const django = catalogue("sl");
    const forms = django.catalog[one];
    assert.equal(new Set(forms).size, 4, "four different forms");
    for (const [n, form] of Object.entries(FORM)) {
      assert.equal(django.ngettext(one, many, Number(n)), forms[form], `n = ${n}`);
    }
  });
}

test("English has no catalogue of its own: the English words", () => {
  const django = catalogue("en");
  assert.equal(django.ngettext("%(count)s hand", "%(count)s hands", 1), "%(count)s hand");
  assert.equal(django.ngettext("%(count)s hand", "%(count)s hands", 101), "%(count)s hands");
});
