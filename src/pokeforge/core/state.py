"""The State contract: one play of a game and everything that changes in it.

A concrete game implements the underscored hooks (``_legal_actions``, ``_apply``) and the
abstract methods; this base class supplies the shared guarantees:

* ``apply`` refuses an action that is not in ``legal_actions(seat)`` with an :class:`IllegalAction`
  whose reason a person can read, and then the state is unchanged (rules only mutate after the
  legality check, so an illegal action never reaches them);
* legal actions are computed once per position and seat and cached until the next ``apply``;
* ``digest`` hashes the canonical JSON form, so equal digests mean equal states;
* ``action_from_text`` finds a legal action by its stable text form (records, CLI and web use it).
"""

from __future__ import annotations

import hashlib
import json
import numbers
import re
from abc import ABC, abstractmethod
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, Generic, Self, TypeVar

from .encoding import refuse_number
from .errors import IllegalAction
from .events import Event
from .hidden import Secrets, redeal_zones
from .outcome import Outcome, seat_name
from .params import Params
from .prompt import Prompt
from .rng import Rng
from .simultaneous import ReactionWindow

if TYPE_CHECKING:
    from .game import Game

A = TypeVar("A", bound=Hashable)


def canonical_json(data: Any) -> str:
    """The one JSON text of ``data``: sorted keys, no spaces."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


#: a word of an action's text, and a word that ends in a card's copy index (``fly.2``: the word
#: has a letter, so a number such as ``1.5`` keeps its decimals)
_WORD = re.compile(r"[^\s+,;:]+")
_INDEXED = re.compile(r"(.*[^\W\d].*)\.\d+")


def _plain(text: str) -> str:
    """``text`` in lower case without copy indexes, a hyphen or underscore read as a space (a
    card id ``lure-module`` is the card's name, Lure Module), single-spaced."""
    folded = " ".join(text.split()).casefold()

    def drop(word: re.Match[str]) -> str:
        indexed = _INDEXED.fullmatch(word.group())
        return word.group() if indexed is None else indexed.group(1)

    return " ".join(_WORD.sub(drop, folded).replace("-", " ").replace("_", " ").split())


def loose_matches(typed: str, texts: list[str]) -> list[int]:
    """Indexes of the action ``texts`` that ``typed`` names less strictly, by the first rule that
    finds any: (1) equal ignoring letter case and spacing; (2) equal once copy indexes are dropped
    and hyphens read as spaces as well (``use fly`` names ``use fly.2``, ``use lure module``
    names ``use lure-module.1``); (3) ``typed`` is the first words of the text
    (``attack fly`` names ``attack Fly f3``). Several indexes mean ``typed`` is ambiguous."""
    key = " ".join(typed.split()).casefold()
    if not key:
        return []
    folded = [" ".join(t.split()).casefold() for t in texts]
    found = [i for i, t in enumerate(folded) if t == key]
    if found:
        return found
    plain_key = _plain(typed)
    plain = [_plain(t) for t in texts]
    found = [i for i, t in enumerate(plain) if t == plain_key]
    if found:
        return found
    return [
        i
        for i, (f, p) in enumerate(zip(folded, plain, strict=True))
        if f.startswith(key + " ") or p.startswith(plain_key + " ")
    ]


class State(ABC, Generic[A]):
    """One play of a game. See DESIGN.md, "The contract every game implements"."""

    game: Game
    rng: Rng
    num_seats: int
    outcome: Outcome | None
    params: Params
    _legal_cache: dict[int, tuple[A, ...]] | None

    def __init__(self, game: Game, num_seats: int, rng: Rng) -> None:
        """What every state has: its game, its number of seats, its RNG (the only source of
        chance), no outcome yet and no cached legal actions. A game's constructor calls this
        first, then sets up its own parts. (``clone`` and ``state_from_json`` may build a state
        without it, but must then set every one of these.)"""
        self.game = game
        self.num_seats = num_seats
        self.rng = rng
        self.outcome = None
        self._legal_cache = None

    # -- what each concrete game provides -------------------------------------------------------
    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """The seats that must decide now (several for a simultaneous decision)."""

    @abstractmethod
    def prompt(self, seat: int) -> Prompt:
        """What ``seat`` is being asked to decide. Only meaningful for seats in ``to_act``."""

    @abstractmethod
    def _legal_actions(self, seat: int) -> list[A]:
        """Every legal action of ``seat`` (a seat in ``to_act``); never empty for such a seat."""

    @abstractmethod
    def _apply(self, seat: int, action: A) -> list[Event]:
        """Carry out an action already known to be legal."""

    @abstractmethod
    def clone(self) -> Self:
        """A fast, fully independent copy (the RNG included)."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know, as JSON-ready data; ``None`` is the spectator's view."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON-ready data; ``game.state_from_json`` reads it back exactly."""

    # -- shared behaviour ------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def legal_actions(self, seat: int) -> tuple[A, ...]:
        """The single source of truth for what ``seat`` may do now (empty if it need not act).

        A tuple: the cached answer cannot be changed by a caller, so ``apply`` never refuses an
        action because somebody edited the list they were given.
        """
        cache = self._legal_cache
        if cache is None:
            cache = self._legal_cache = {}
        else:
            hit = cache.get(seat)
            if hit is not None:
                return hit
        actions = cache[seat] = self._fresh_legal_actions(seat)
        return actions

    def _fresh_legal_actions(self, seat: int) -> tuple[A, ...]:
        """What :meth:`legal_actions` caches: nothing after the end or for a seat not to act,
        else the game's :meth:`_legal_actions`. A game may override this for speed (never the
        cache around it)."""
        if self.outcome is not None or seat not in self.to_act():
            return ()
        return tuple(self._legal_actions(seat))

    def invalidate(self) -> None:
        """Forget cached legal actions (after changing a state by hand, as builders do)."""
        self._legal_cache = None

    def apply(self, seat: int, action: A) -> list[Event]:
        """Check and carry out ``seat``'s ``action``; raise :class:`IllegalAction` otherwise."""
        if self.outcome is not None:
            raise IllegalAction("the game is over")
        if seat not in self.to_act():
            raise IllegalAction(f"it is not {seat_name(seat)}'s decision now")
        if action not in self.legal_actions(seat):
            raise IllegalAction(self.explain_illegal(seat, action))
        self._legal_cache = None
        return self._apply(seat, action)

    def explain_illegal(self, seat: int, action: Any) -> str:
        """Why ``action`` is refused; games override this with more specific reasons."""
        return f"{action} is not a legal action now ({self.prompt(seat).text})"

    def action_from_text(self, seat: int, text: str, *, strict: bool = False) -> A:
        """The legal action of ``seat`` written ``text``.

        The stable text form is matched first, exactly. A person may also type less (see
        :func:`loose_matches`): any letter case, without a card's copy index (``use fly`` for
        ``use fly.2``) or without trailing words (``attack fly`` for ``attack Fly f3``), as long as
        exactly one legal action fits; several fits are refused with the candidates listed.
        ``strict`` accepts the stable text form only (records are replayed so: a record holds
        exact texts, and a text that no longer fits exactly must not be read as another action).
        """
        text = text.strip()
        actions = self.legal_actions(seat)
        for action in actions:
            if str(action) == text:
                return action
        if self.outcome is not None:
            raise IllegalAction("the game is over")
        if seat not in self.to_act():
            raise IllegalAction(f"it is not {seat_name(seat)}'s decision now")
        found = [] if strict else loose_matches(text, [str(a) for a in actions])
        if len(found) == 1:
            return actions[found[0]]
        if found:
            shown = ", ".join(repr(str(actions[i])) for i in found[:8])
            more = f" and {len(found) - 8} more" if len(found) > 8 else ""
            raise IllegalAction(f"{text!r} could be any of {shown}{more}: type one of them")
        raise IllegalAction(f"{text!r} is not a legal action now ({self.prompt(seat).text})")

    # -- integer actions (see pokeforge.core.encoding) ------------------------------------------
    def _action_number(self, seat: int, action: A) -> int:
        """The number of ``action`` (a legal action of ``seat``), ``0 …
        game.num_distinct_actions(params) - 1``: the game's ``numbering_module`` says it. It
        depends on the action, the seat, the parameters and the content only, never on the
        position, and differs for different legal actions of a seat."""
        module = self.game.numbering_module
        if module is None:
            raise NotImplementedError(f"{self.game.slug} does not number its actions")
        number: int = module.action_number(self, seat, action)
        return number

    def _action_numbers(self, seat: int, actions: tuple[A, ...]) -> list[int]:
        """The numbers of ``actions`` (legal actions of ``seat``), in their order. A game may
        override this to number many at once more cheaply."""
        return [self._action_number(seat, action) for action in actions]

    def num_distinct_actions(self) -> int:
        """How many action numbers this play's parameters allow (``game.num_distinct_actions``)."""
        return self.game.num_distinct_actions(self.params)

    def legal_action_table(self, seat: int) -> dict[int, A]:
        """``seat``'s legal actions by number, in the order of :meth:`legal_actions`. Kept until
        the legal actions change."""
        legal = self.legal_actions(seat)
        tables: dict[int, tuple[tuple[A, ...], dict[int, A]]] | None = self.__dict__.get(
            "_number_tables"
        )
        if tables is None:
            tables = self.__dict__["_number_tables"] = {}
        kept = tables.get(seat)
        if kept is not None and kept[0] is legal:
            return kept[1]
        table = dict(zip(self._action_numbers(seat, legal), legal, strict=True))
        if len(table) != len(legal):
            raise AssertionError(f"{self.game.slug}: two legal actions share a number")
        tables[seat] = (legal, table)
        return table

    def legal_action_numbers(self, seat: int) -> list[int]:
        """The numbers of ``seat``'s legal actions (for an action mask), in legal-action order."""
        return list(self.legal_action_table(seat))

    def action_to_int(self, seat: int, action: A) -> int:
        """The number of ``seat``'s legal ``action``; an illegal action is refused."""
        if action not in self.legal_actions(seat):
            if self.outcome is not None:
                raise IllegalAction("the game is over")
            raise IllegalAction(self.explain_illegal(seat, action))
        return self._action_number(seat, action)

    def int_to_action(self, seat: int, number: int) -> A:
        """``seat``'s legal action numbered ``number``; a number not legal now is refused."""
        if isinstance(number, bool) or not isinstance(number, numbers.Integral):
            raise refuse_number(number, self.num_distinct_actions())
        action = self.legal_action_table(seat).get(int(number))
        if action is None:
            raise refuse_number(number, self.num_distinct_actions())
        return action

    def secrets(self) -> Secrets:
        """Every hidden thing of this state, declared once (see :mod:`pokeforge.core.hidden`):
        the zones (decks, hands, face-down cards) over the state's own lists, and the secret
        commitments. A game with no secret but the dice to come keeps the default, none."""
        return Secrets()

    def reaction_window(self) -> ReactionWindow | None:
        """The reaction window open now, if any (see :class:`~pokeforge.core.ReactionWindow`).
        Adapters then tell everyone only that reactions are being collected."""
        return None

    def public_to_act(self) -> tuple[int, ...]:
        """Who everyone may be told is to act: :meth:`to_act`, but nobody while a reaction window
        collects answers (who is still to answer there is that seat's business)."""
        window = self.reaction_window()
        if window is not None and not window.complete:
            return ()
        return self.to_act()

    def forced_pass(self, seat: int) -> A | None:
        """The pass, when a reaction window waits for ``seat`` and the pass is its only legal
        answer (it holds nothing playable); else ``None``.

        The rules ask every seat in a window alike, so that being asked tells nobody anything; a
        person who cannot answer but one way need not be bothered, so the terminal and the web
        app answer such a question for their players at once (a private preference each may turn
        off). Agents are asked like everyone else."""
        window = self.reaction_window()
        if window is None or seat not in window.pending:
            return None
        actions = self.legal_actions(seat)
        if len(actions) == 1 and str(actions[0]) == ReactionWindow.PASS:
            return actions[0]
        return None

    def determinize(self, seat: int, seed: int) -> Self:
        """A copy in which everything ``seat`` cannot see is drawn again from ``seed``.

        Agents look ahead on such copies only, so they never see hidden information. The copy's
        dice are reseeded; the cards of every zone ``seat`` does not see are re-dealt from what it
        can tell (see :func:`pokeforge.core.hidden.redeal_zones`); every other seat's secret
        choice is taken back (it chooses again in the copy). Nothing here reads where the hidden
        cards really are, so two states that give ``seat`` equal views give it equal copies. A
        game with a secret of another shape adds it in :meth:`_determinized`.
        """
        copy = self.clone()
        copy.rng.reseed(seed)
        secrets = copy.secrets()
        redeal_zones(secrets.zones, seat, copy.rng)
        for commitments in secrets.commitments:
            commitments.withdraw_others(seat)
        copy._determinized(seat)
        copy.invalidate()
        return copy

    def _determinized(self, seat: int) -> None:
        """Hook: re-draw, in this fresh copy, a game's secret that its :meth:`secrets` cannot
        declare (the dice are already reseeded, the zones re-dealt). Nothing by default."""

    def digest(self) -> str:
        """A hash of the whole state; equal digests mean equal states."""
        return hashlib.sha256(canonical_json(self.to_json()).encode()).hexdigest()
