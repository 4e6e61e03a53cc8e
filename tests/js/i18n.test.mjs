import { test } from "node:test";
import assert from "node:assert/strict";
import { gettext, interpolate, ngettext } from "../../static/js/i18n.js";

test("without a catalogue the words are the English ones", () => {
  assert.equal(gettext("Undo"), "Undo");
  assert.equal(ngettext("%(count)s hand", "%(count)s hands", 1), "%(count)s hand");
  assert.equal(ngettext("%(count)s hand", "%(count)s hands", 2), "%(count)s hands");
});

test("a catalogue, when loaded, gives the words", () => {
  globalThis.django = { gettext: (text) => `[${text}]`, ngettext: (one, many, n) => (n === 1 ? "en" : "mange"), pgettext: (c, t) => t };
  try {
    assert.equal(gettext("Undo"), "[Undo]");
    assert.equal(ngettext("a", "b", 3), "mange");
  } finally {
    delete globalThis.django;
  }
});

test("named placeholders are filled, unknown ones left as written", () => {
  assert.equal(interpolate("%(name)s won %(count)s", { name: "Ann", count: 3 }), "Ann won 3");
  assert.equal(interpolate("%(name)s", {}), "%(name)s");
});
