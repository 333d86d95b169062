"""Who sits at the table: a name and a colour per seat, whether a human or a computer plays
it ("human" or "ai:<level>"), and the seed the computer players' seeds derive from.

Read from storage or a file strictly: anything missing or odd is a ValueError saying what,
never a silent default (a default would turn a computer seat into a human one, or put
another game's names on this one).
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .seating import HUMAN, default_names, generated, human_name

MAX_NAME = 24  # characters in a player's name
MAX_SEED_DIGITS = 200  # a seed is any whole number; this only bounds what a record may hold


@dataclass
class Players:
    names: list[str]
    colours: list[str]
    seats: list[str] = field(default_factory=list)  # "human" or "ai:<level>", one per player
    bot_seed: int = 0  # the game's seed, from which the computer players' seeds derive
    # The names the page made (not typed): shown in the language shown, saved in English.
    made: list[bool] = field(default_factory=list, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.seats:
            self.seats = [HUMAN] * len(self.names)
        self.named(self.names)

    def named(self, names: list[str]) -> None:
        """The players are called `names` now: the ones the page made are found again, in the
        language shown."""
        self.made = generated(names, self.seats)
        self.names = list(names)
        self.reword()

    def reword(self) -> None:
        """The made names in the language shown (after a switch of language)."""
        made = default_names(self.seats)
        self.names = [made[i] if self.made[i] else name for i, name in enumerate(self.names)]

    def saved_names(self) -> list[str]:
        """The names as saved: the made ones in English, so that any language finds them again."""
        english = default_names(self.seats, str)
        return [english[i] if self.made[i] else name for i, name in enumerate(self.names)]

    @classmethod
    def default(cls, n: int, palette: Sequence[str]) -> "Players":
        """`n` humans called Player 1…n, in the first `n` colours of the palette."""
        return cls([human_name(i) for i in range(n)], list(palette[:n]))

    def to_data(self) -> dict[str, object]:
        # The seed as decimal text: a seed from the URL may have 30 digits, more than a
        # JavaScript number (or a JSON reader elsewhere) keeps exactly.
        return {
            "names": self.saved_names(),
            "colours": self.colours,
            "seats": self.seats,
            "bot_seed": str(self.bot_seed),
        }

    @classmethod
    def from_data(
        cls,
        data: object,
        n: int,
        palette: Sequence[str],
        parse_seat: Callable[[str], str],
        seats_optional: bool = False,
    ) -> "Players":
        """Players of an `n`-player game from untrusted data; ValueError says what is wrong.
        `seats_optional`: saves made before computer players existed have no seats (all human)."""
        if not isinstance(data, dict):
            raise ValueError("the players are missing")
        names, colours = data.get("names"), data.get("colours")
        if not isinstance(names, list):
            raise ValueError("the players' names are missing")
        if len(names) != n:
            raise ValueError(f"the game has {n} players but {len(names)} names are saved with it")
        if not all(isinstance(x, str) and x.strip() and len(x) <= MAX_NAME for x in names):
            raise ValueError(f"a player's name is empty, not text or longer than {MAX_NAME} characters")
        if not (isinstance(colours, list) and len(colours) == n and all(c in palette for c in colours)):
            raise ValueError(f"the players' colours are not {n} of {', '.join(palette)}")
        if len(set(colours)) != n:
            raise ValueError("two players have the same colour")
        seats = data.get("seats")
        if seats is None and seats_optional:
            seats = [HUMAN] * n
        if not (isinstance(seats, list) and len(seats) == n and all(isinstance(x, str) for x in seats)):
            raise ValueError(f"the save does not say who plays each of the {n} seats")
        seats = [parse_seat(x) for x in seats]  # ValueError names the odd seat
        return cls([x.strip() for x in names], list(colours), seats, parse_bot_seed(data.get("bot_seed", 0)))


def parse_bot_seed(value: object) -> int:
    """A seed as stored: decimal text, or a JSON integer (older saves)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str):
        digits = value.removeprefix("-")
        if 0 < len(digits) <= MAX_SEED_DIGITS and digits.isascii() and digits.isdigit():
            return int(value)
    raise ValueError("the computer players' seed is not a whole number")
