"""The embeddable demo's page (embed.html): computer players play one game after another by
themselves, for any game of the site (`?game=`, as on the game page). A thin DOM layer; the
decisions live in shell.demo (URL, speeds, seeds, words) and in the game's embed parts
(`EmbedGame`: its game at the table and its public table, nobody's hand). The bots think in
the same worker as the game page (web/ai_worker.js, through shell.ai_client), moved by the
computer players' loop (shell.computer_turns). Nothing is ever written to localStorage: the
player's saved games and the demo never meet.

The games of the demo are EMBEDS: a game joins with one entry, its key -> the module of its
embed parts (a class `Embed`, shell.demo.EmbedGame), imported only when that game is chosen.
"""

import asyncio
import importlib
import json
import traceback
from typing import Any

from js import Math, document, window

from shell import demo, language
from shell.ai_client import AiWorker
from shell.computer_turns import ComputerTurns
from shell.dom import el, listen
from shell.i18n import _
from shell.painter import paint
from shell.setup import DEFAULT_GAME, SetupError, game_in_query

EMBEDS = {
    "charon": "charon_ui.embed_view",
    "sixbillion": "sixbillion_ui.embed_view",
}


def on(element, event, handler):
    listen(element, event, handler, report)


def report(error):
    window.console.error("Demo: " + "".join(traceback.format_exception(error)))
    el("last").textContent = f"Something went wrong ({type(error).__name__}: {error})."


class DemoClock:
    """The demo's clock for the computer players' loop: it shows each move at once."""

    def now(self):
        return window.performance.now()

    async def sleep(self, seconds):
        await asyncio.sleep(seconds)

    async def after_paint(self):
        await asyncio.sleep(0)


class Demo:
    def __init__(self, parts, config):
        self.parts = parts  # the game's (shell.demo.EmbedGame)
        self.config = config
        self.speed = config.speed
        self.seed = config.seed
        self.game = 0
        self.moves = 0
        self.paused = False
        self.steps = 0  # moves asked for with "Step" while paused
        self.generation = 0  # bumped by "New seed": a game being played is abandoned
        self.session: Any = None  # the game shown (TableSession): set by new_game, which start() calls first
        self.bots = AiWorker()
        self.turns = ComputerTurns(self, self.bots, DemoClock())
        self.failure = None  # why the loop stopped before the game's end (False: an impossible move, said)
        self.canvas = el("board")

    # ---- games ---------------------------------------------------------------------------
    def new_game(self, seed):
        self.generation += 1
        self.game += 1
        self.seed = seed
        self.moves = 0
        players = demo.players_for(self.parts.game, self.config.seats)
        self.session = self.parts.new_session(f"demo-{self.game}", players, seed)
        self.render()

    async def run(self):
        """Games one after another: each played by the computer players' loop (shell.computer_turns),
        the next started a while after one ends, or at once after a failure."""
        while True:
            self.failure = None
            try:
                await self.turns.play()
            except Exception as error:  # noqa: BLE001 - report, then carry on with a new game
                self.failure = error
            if self.failure is not None:
                if self.failure is not False:
                    report(self.failure)
                await asyncio.sleep(demo.NEXT_GAME_MS / 1000)
                self.new_game(demo.next_seed(self.seed))
            elif self.session.state.is_over:
                await self.next_game_later()
            else:  # nobody to ask: the game waits for the table itself (a pause), then goes on
                session = self.session
                await self.wait_for_table(session)
                if self.session is session and not self.parts.moves_on(session):
                    raise RuntimeError(f"the demo's game waits for nobody: {session.state!r}")
                self.render()

    async def next_game_later(self):
        generation, waited = self.generation, 0
        while waited < demo.NEXT_GAME_MS and self.generation == generation:
            await asyncio.sleep(0.1)
            waited += 0 if self.paused else 100
        if self.generation == generation:
            self.new_game(demo.next_seed(self.seed))

    async def wait_for_table(self, session):
        """The game's own pause (no computer asked) lasts a move's pace; while paused, until
        resumed or a step is asked for, which the next computer's move then takes."""
        asked_at = window.performance.now()
        while self.session is session:
            due = window.performance.now() - asked_at >= demo.pace_ms(self.speed)
            if (not self.paused and due) or (self.paused and self.steps):
                break
            document.body.dataset.held = "1" if self.paused else ""  # as a held move (wait_pace)
            await asyncio.sleep(0.05)
        document.body.dataset.held = ""

    # ---- what the computer players' loop asks (shell.computer_turns.TurnsHost) ----------------------
    def game_due(self):
        s = self.session
        return s if s.ai_to_move() is not None else None

    def waiting(self):
        return False  # paused, the next move is asked for, and waits to be shown (wait_pace)

    async def wait_pace(self, session, asked_at):
        """Wait out the pace, and while paused, until resumed or asked for a step. A move held
        by the pause is marked on the body (`data-held`): the demo is still until resumed."""
        while self.session is session:
            due = window.performance.now() - asked_at >= demo.pace_ms(self.speed)
            if (not self.paused and due) or (self.paused and self.steps):
                break
            document.body.dataset.held = "1" if self.paused else ""
            await asyncio.sleep(0.05)
        document.body.dataset.held = ""
        if self.session is session and self.paused and self.steps:
            self.steps -= 1

    async def moved(self, session):
        self.moves += 1
        self.render()

    def worker_failed(self, error):
        self.failure = error

    def impossible_move(self, error):
        # said, not reported: the engine refused the move, as it should
        el("last").textContent = _("A computer player chose an impossible move ({error}); next game.").format(
            error=error
        )
        self.failure = False

    # ---- drawing -------------------------------------------------------------------------
    def render(self):
        s = self.session
        state = s.state
        ops, width, height, layout = self.parts.draw(s, window.innerWidth, window.innerHeight)
        paint(self.canvas, json.dumps(ops), width, height)
        self.canvas.style.setProperty("--aspect", f"{width / height:.4f}")
        el("status").textContent = demo.status_text(self.game, self.seed, self.moves, self.paused, state.is_over)
        told = s.visible_log()  # nobody's private lines: the demo is watched by anyone
        el("last").textContent = told[-1].text if told else ""
        el("pause").textContent = _("Resume") if self.paused else _("Pause")
        el("pause").setAttribute("aria-pressed", "true" if self.paused else "false")
        el("step").disabled = not self.paused or state.is_over
        body = document.body.dataset
        body.moves = str(self.moves)
        body.game = str(self.game)
        body.seed = str(self.seed)
        body.paused = "1" if self.paused else ""
        body.over = "1" if state.is_over else ""
        body.layout = layout

    # ---- controls ------------------------------------------------------------------------
    def toggle_pause(self, *_):
        self.paused = not self.paused
        self.steps = 0
        self.render()

    def step(self, *_):
        if self.paused:
            self.steps = 1
            self.render()

    def change_speed(self, *_):
        self.speed = float(el("speed").value)

    def new_seed(self, *_):
        self.new_game(int(Math.random() * 2_000_000_000))

    def start(self):
        speed = el("speed")
        options = sorted(set(demo.SPEEDS) | {self.speed})
        for value in options:
            option = document.createElement("option")
            option.value = str(value)
            option.textContent = demo.speed_label(value)
            speed.appendChild(option)
        speed.value = str(self.speed)
        on(el("pause"), "click", self.toggle_pause)
        on(el("step"), "click", self.step)
        on(speed, "change", self.change_speed)
        on(el("new-seed"), "click", self.new_seed)
        on(window, "resize", lambda *_: self.render())  # a resized frame may switch tables
        self.new_game(self.seed)
        asyncio.ensure_future(self.run())


language.start()  # ?lang=, or the language chosen in the game's page, or the browser's (nothing written)
query = str(window.location.search)
try:
    key = game_in_query(query, EMBEDS)
    parts = importlib.import_module(EMBEDS[key]).Embed()
    config = demo.parse_embed_query(parts.game, query, int(Math.random() * 2_000_000_000))
except SetupError as error:
    el("last").textContent = _("This demo's link cannot start a game: {why}").format(why=error)
else:
    title = parts.game.title
    document.title = _("{game} – computer players at play").format(game=title)
    el("board").setAttribute("aria-label", _("Computer players playing {game}: the public table.").format(game=title))
    el("play").setAttribute("href", "./index.html" if key == DEFAULT_GAME else f"./index.html?game={key}")
    Demo(parts, config).start()
window.charonLoaded()
