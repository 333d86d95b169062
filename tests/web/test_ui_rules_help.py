"""The rules in the page: every point RULES.md pins is stated as the project's reading, each
phase's prompt leads to its section, and the drawn examples say what the engine decides."""

from charon_ui import rules_help
from game.charon import claim_zone
from game.charon.state import PHASES

# A phrase of each Pinned point of RULES.md, as the rules panel words it.
PINNED = [
    "touches at least one zone in play",  # 2: legal spots
    "seeded short",  # 4.0: seeding
    "dealt one at a time",  # 4.0: dealing
    "Duplicates",  # 4.0: duplicates
    "stays hidden until everyone has chosen",  # 4.0: the common row
    "is a hand card",  # 4.2: Engineering Advance
    "coloured gems only",  # 4.4: Synchrotron
    "leaves it at once",  # 4.4: a row card built
    "no longer trade",  # 4.4: trades before the first build
    "chooses which",  # 4.5: gems kept
    "more cards winning a tie",  # 5: the tie-break's last step
]


def test_every_pinned_point_is_stated_as_the_projects_reading():
    pinned = [p.text for s in rules_help.SECTIONS for p in s.paras if p.pinned]
    for phrase in PINNED:
        assert any(phrase in text for text in pinned), phrase


def test_every_phase_leads_to_a_section():
    ids = {s.id for s in rules_help.SECTIONS}
    assert set(rules_help.PHASE_SECTION) == set(PHASES)
    assert set(rules_help.PHASE_SECTION.values()) <= ids
    assert len(ids) == len(rules_help.SECTIONS)


def test_the_drawn_examples_say_what_the_engine_decides():
    for example in rules_help.EXAMPLES:
        winner, _ = claim_zone(example.zone, example.flags)
        said = "nobody" if winner is None else ["Red", "White"][winner]
        assert said in example.caption.split(":")[-1]
        ops = rules_help.example_ops(example)
        texts = [op[3] for op in ops if op[0] == "text"]
        assert f"Zone {example.zone} goes to {said}." in texts
        for op in ops:  # everything inside the little canvas
            if op[0] in ("rect", "circle", "text"):
                assert 0 <= op[1] <= rules_help.EXAMPLE_W and 0 <= op[2] <= rules_help.EXAMPLE_H, op
