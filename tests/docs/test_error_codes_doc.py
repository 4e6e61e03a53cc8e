"""Every stable error code the project defines is documented: the rules core's in
docs/rules.md §8, the apps' in docs/api.md."""

from tests.docs.support import ROOT, defined_codes, scoring_codes

DOCS = (ROOT / "docs" / "api.md", ROOT / "docs" / "rules.md")


def test_the_codes_are_found():
    codes = defined_codes()
    assert {"TURNED_DOWN_SUIT_NAMED", "ONLY_LAST_HAND_CAN_BE_UNDONE", "NOT_A_GUEST"} <= set(codes)
    assert "TURNED_DOWN_SUIT_NAMED" in scoring_codes()
    assert "NOT_A_GUEST" not in scoring_codes()


def test_every_code_is_documented():
    documented = " ".join(page.read_text(encoding="utf-8") for page in DOCS)
    missing = {
        code: where for code, where in defined_codes().items() if f"`{code}`" not in documented
    }
    assert not missing, f"codes no doc names: {missing}"
