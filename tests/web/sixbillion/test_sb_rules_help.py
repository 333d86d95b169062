"""6 Billion's rules panel: every pin of RULES.md is there, marked as a decision or a proposal."""

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from game.sixbillion.components import DISTANCE, SITES
from sixbillion_ui.describe import STEP_TITLES
from sixbillion_ui.rules_help import (
    DECISION,
    DECISION_SECTION,
    PROPOSAL,
    SECTIONS,
    SOURCED,
    distance_table,
    pin_label,
    pins_explained,
    sections,
    sites_table,
)

REPO = Path(__file__).resolve().parents[3]

# Every "**Pinned" of RULES.md, by its section (its heading's number) and its kind, in order:
# "Pinned (no source)" is a proposal, any other "Pinned" a decision. When RULES.md is at hand
# (beside the project, ../shared/sixbillion), a test checks this list against it.
RULES_PINS = [
    ("1", DECISION), ("1", DECISION), ("1", PROPOSAL), ("2.1", PROPOSAL), ("2.3", PROPOSAL),
    ("3", DECISION), ("3", DECISION), ("3", DECISION), ("5.1", DECISION), ("7.2", DECISION),
    ("7.3", DECISION), ("8.1", DECISION), ("8.3", DECISION), ("8.4", DECISION), ("8.4", DECISION),
    ("8.4", DECISION), ("8.5", DECISION), ("9.4", DECISION), ("9.5", DECISION), ("9.5", DECISION),
    ("9.6", DECISION), ("9.6", DECISION), ("9.8", DECISION), ("10", DECISION), ("10", DECISION),
    ("11.1", DECISION), ("11.2", DECISION), ("12.1", DECISION), ("12.2", DECISION), ("13.4", DECISION),
    ("14", DECISION), ("15.1", PROPOSAL), ("15.2", DECISION), ("15.4", DECISION), ("15.5", PROPOSAL),
    ("Appendix A", DECISION), ("B.5", DECISION),
]  # fmt: skip


def _rules_md() -> Path | None:
    for candidate in (REPO / "docs" / "sixbillion" / "RULES.md", REPO.parent / "shared" / "sixbillion" / "RULES.md",
                      REPO.parent.parent / "shared" / "sixbillion" / "RULES.md"):  # fmt: skip
        if candidate.exists():
            return candidate
    return None


def pins_of(text: str) -> list[tuple[str, str]]:
    section, out = None, []
    for line in text.splitlines():
        heading = re.match(r"^#{2,3} (Appendix [AB]|[AB]\.\d+|\d+(?:\.\d+)*)", line)
        if heading:
            section = heading.group(1)
        if "**Pinned" in line and section is not None:  # the markers' legend comes before any section
            out.append((section, PROPOSAL if "Pinned (no source)" in line else DECISION))
    return out


def test_the_list_of_pins_is_rules_md_s():
    path = _rules_md()
    if path is None:
        pytest.skip("RULES.md is not beside this checkout")
    assert pins_of(path.read_text(encoding="utf-8")) == RULES_PINS


def test_every_pin_of_the_rules_is_in_the_rules_panel_with_its_kind():
    here = Counter((p.source, p.pinned) for s in SECTIONS for p in s.paras if p.pinned)
    assert here == Counter(RULES_PINS)


def test_pinned_paragraphs_are_marked_on_the_page():
    shown = sections()
    marked = [p for s in shown for p in s.paras if p.pinned]
    assert len(marked) == len(RULES_PINS)
    assert all(s.title and all(p.text for p in s.paras) for s in shown)


def test_the_marks_speak_to_a_player_not_of_the_project():
    """A newcomer read "Proposal" and "This project's decision" as developer notes (issue 35's
    play-test): each mark says the printed rules leave the point open and what this game does,
    and the top of the panel says what the two marks mean."""
    assert pin_label(DECISION) == "Not in the printed rules — how this game plays it"
    assert pin_label(PROPOSAL) == "Not printed anywhere — this game's estimate"
    intro, marks = pins_explained()
    assert "printed rulebook" in intro
    assert [(kind, mark) for kind, mark, _words in marks] == [(k, pin_label(k)) for k in (DECISION, PROPOSAL)]
    for words in [intro, *(w for *_kind, w in marks), pin_label(DECISION), pin_label(PROPOSAL)]:
        assert not re.search(r"\bproject\b|\bproposal\b", words, re.IGNORECASE), words


def test_proposed_site_values_are_marked_as_components_json_says():
    data = json.loads((REPO / "game" / "sixbillion" / "data" / "components.json").read_text(encoding="utf-8"))
    field = {"max": "max", "limit": "growth_limit", "points": "points"}
    for site in data["sites"]:
        for ours, theirs in field.items():
            invented = site["provenance"][theirs].startswith("invented")
            assert ((site["id"], ours) not in SOURCED) == invented, (site["id"], ours)
    header, rows = sites_table()
    earth = rows[SITES.index("earth")]
    assert earth[1] == "1024" and earth[2] == "32*" and earth[3] == "8/4/2"


def test_the_distance_chart_is_a_symmetric_table_with_the_out_of_reach_in_brackets():
    header, rows = distance_table()
    assert len(header) == 11 and len(rows) == 10
    mars, pluto = SITES.index("mars"), SITES.index("pluto")
    assert rows[mars][1 + SITES.index("mercury")] == "1"
    assert rows[mars][1 + pluto] == f"({DISTANCE['mars', 'pluto']})" and DISTANCE["mars", "pluto"] > 12
    for i in range(10):
        assert rows[i][1 + i] == "–"
        for j in range(10):
            assert rows[i][1 + j] == rows[j][1 + i]


def test_every_decision_leads_to_the_section_that_explains_it():
    """The prompt's "How does this work?" opens the rules at its decision's section."""
    kinds = set(STEP_TITLES) | {"cancel", "respond", "halve", "consent", "refused", "return_discovery"}
    assert set(DECISION_SECTION) == kinds
    assert set(DECISION_SECTION.values()) <= {s.id for s in SECTIONS}
    assert DECISION_SECTION["cancel"] == "reactions" and DECISION_SECTION["consent"] == "treaty"
