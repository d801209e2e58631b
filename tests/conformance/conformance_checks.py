"""The per-state checks of the conformance suite. Each takes a state met along a random playout
and the playout's chooser RNG, and asserts one guarantee of the contract (DESIGN.md)."""

from __future__ import annotations

import json
import re
from typing import Any

import numpy
import pytest
from conformance_support import MadeUpAction, random_step, same, through_json, walk

from pokeforge.core import IllegalAction, Rng, State, redeal


def viewers(state: State[Any]) -> list[int | None]:
    return [None, *range(state.num_seats)]


def check_actions(state: State[Any], rng: Rng) -> None:
    acting = state.to_act()
    assert acting and len(set(acting)) == len(acting)
    for seat in range(state.num_seats):
        actions = state.legal_actions(seat)
        if seat not in acting:
            assert actions == (), f"seat {seat} is not to act but has legal actions"
            continue
        assert actions, f"seat {seat} must act but has no legal action"
        assert state.prompt(seat).text
        for action in actions:
            assert state.action_from_text(seat, str(action)) == action, str(action)


def check_refusals(state: State[Any], rng: Rng) -> None:
    before = state.digest()
    acting = state.to_act()
    seat = acting[0]
    legal = list(state.legal_actions(seat))
    with pytest.raises(IllegalAction) as made_up:
        state.apply(seat, MadeUpAction())
    assert made_up.value.reason
    with pytest.raises(IllegalAction):
        state.action_from_text(seat, "made-up action")
    idle = [s for s in range(state.num_seats) if s not in acting]
    for other in idle:
        with pytest.raises(IllegalAction):
            state.apply(other, legal[0])
    for other in acting[1:]:
        theirs = set(map(str, state.legal_actions(other)))
        foreign = [a for a in legal if str(a) not in theirs]
        if foreign:
            with pytest.raises(IllegalAction):
                state.apply(other, foreign[0])
    with pytest.raises(IllegalAction):
        state.apply(state.num_seats + 5, legal[0])
    assert state.digest() == before, "a refused action changed the state"
    assert list(state.legal_actions(seat)) == legal


def check_determinize(state: State[Any], rng: Rng) -> None:
    before = state.digest()
    for seat in state.to_act():
        copy = state.determinize(seat, rng.below(1 << 30))
        assert state.digest() == before, "determinize changed the original"
        assert seat in copy.to_act()
        assert [str(a) for a in copy.legal_actions(seat)] == [
            str(a) for a in state.legal_actions(seat)
        ], "determinising for a seat changed what that seat may do"
        action = copy.legal_actions(seat)[0]
        copy.apply(seat, action)
        assert state.digest() == before, "playing on a determinised copy changed the original"


def check_clone(state: State[Any], rng: Rng) -> None:
    before = state.digest()
    copy = state.clone()
    assert copy.digest() == before
    seat, action = random_step(copy, rng)
    copy.apply(seat, action)
    copy.rng.below(1000)
    copy.view(seat)
    assert state.digest() == before, "advancing a clone changed the original"
    second = state.clone()
    after_copy = copy.digest()
    seat2, action2 = random_step(second, rng)
    second.apply(seat2, action2)
    second.rng.below(1000)
    assert copy.digest() == after_copy, "advancing the original's clone changed another clone"
    assert state.digest() == before


def check_round_trip(state: State[Any], rng: Rng) -> None:
    game = state.game
    data = state.to_json()
    back = game.state_from_json(through_json(data))
    assert same(back.to_json(), data), "state_from_json(to_json()) differs"
    assert back.digest() == state.digest(), "state_from_json(to_json()) differs"
    assert back.to_act() == state.to_act(), "state_from_json(to_json()) differs"
    for seat in state.to_act():
        assert [str(a) for a in back.legal_actions(seat)] == [
            str(a) for a in state.legal_actions(seat)
        ]
    # both continue identically for a few decisions (the copies keep the same RNG future)
    ahead, echo = state.clone(), back
    for _ in range(3):
        if ahead.outcome is not None:
            break
        seat, action = random_step(ahead, rng)
        events = ahead.apply(seat, action)
        echoed = echo.apply(seat, echo.action_from_text(seat, str(action)))
        assert [e.to_json() for e in events] == [e.to_json() for e in echoed], (
            "a state read back from JSON plays on differently"
        )
        assert echo.digest() == ahead.digest(), "a state read back from JSON plays on differently"


def check_secret_choices(state: State[Any], rng: Rng) -> None:
    """At a simultaneous decision, what one seat commits is invisible to the others."""
    acting = state.to_act()
    if len(acting) < 2:
        return
    for committer in acting:
        actions = state.legal_actions(committer)
        if len(actions) < 2:
            continue
        pairs = {(0, len(actions) - 1), (rng.below(len(actions)), rng.below(len(actions)))}
        for i, j in pairs:
            if i == j:
                continue
            one, two = state.clone(), state.clone()
            events_one = one.apply(committer, actions[i])
            events_two = two.apply(committer, actions[j])
            waiting = [
                s for s in acting if s != committer and s in one.to_act() and s in two.to_act()
            ]
            if not waiting:
                continue
            assert same(one.view(None), two.view(None)), (
                f"the spectator can tell {actions[i]} from {actions[j]}"
            )
            for seat in waiting:
                assert same(one.view(seat), two.view(seat)), (
                    f"seat {seat} can tell seat {committer}'s {actions[i]} from {actions[j]}"
                )
                assert same(
                    [e.for_seat(seat) for e in events_one], [e.for_seat(seat) for e in events_two]
                ), f"the events tell seat {seat} what seat {committer} chose"
            assert same(
                [e.for_seat(None) for e in events_one], [e.for_seat(None) for e in events_two]
            ), "the public events tell what was chosen in secret"


def check_future_dice(state: State[Any], rng: Rng) -> None:
    one, two = state.clone(), state.clone()
    one.rng.reseed(1)
    two.rng.reseed(2)
    for seat in viewers(state):
        view = state.view(seat)
        assert same(one.view(seat), view), f"the view of {seat} depends on the future dice"
        assert same(two.view(seat), view), f"the view of {seat} depends on the future dice"


def check_json_and_no_rng(state: State[Any], rng: Rng) -> None:
    rng_state = state.rng.to_json()["state"]
    for seat in viewers(state):
        view = state.view(seat)
        assert isinstance(view, dict)
        json.dumps(view, allow_nan=False)
        for key, value in walk(view):
            assert key is None or "rng" not in key.lower(), f"view of {seat} has key {key!r}"
            assert not (isinstance(value, int) and value == rng_state), (
                f"view of {seat} holds the RNG state"
            )


#: how a seat must never be named to a person: the engine's numbers ("seat 0", "side 1")
ENGINE_WORDS = re.compile(r"\b(seat|side)s? \d", re.IGNORECASE)


def check_words(state: State[Any], rng: Rng) -> None:
    """Prompts, action labels, event sentences (public and private) and outcome reasons of every
    legal action name seats as players, never by the engine's numbers."""
    game = state.game
    texts: list[str] = []
    for seat in state.to_act():
        texts.append(state.prompt(seat).text)
        for action in state.legal_actions(seat):
            texts.append(game.describe_action(state, seat, action))
            before = state.clone()
            events = before.apply(seat, action)
            for event in events:
                texts.append(event.text)
                texts.extend(event.private_text.values())
            if before.outcome is not None:
                texts.append(before.outcome.reason)
    for text in texts:
        assert not ENGINE_WORDS.search(text), f"{game.slug}: a person reads {text!r}"


#: how many legal actions of a seat the swap test plays out on both states (a spread sample)
SWAP_ACTIONS = 12


def _sample(actions: tuple[Any, ...], rng: Rng) -> list[Any]:
    if len(actions) <= SWAP_ACTIONS:
        return list(actions)
    picked = {0, len(actions) - 1}
    while len(picked) < SWAP_ACTIONS:
        picked.add(rng.below(len(actions)))
    return [actions[i] for i in sorted(picked)]


def public_events(events: list[Any]) -> list[Any]:
    """The public part of ``events`` up to the first one that reveals something hidden (what
    follows a declared reveal may depend on what it revealed); of that one, its kind."""
    out: list[Any] = []
    for event in events:
        if event.reveals:
            out.append({"kind": event.kind, "reveals": len(event.reveals)})
            break
        out.append(event.for_seat(None))
    return out


def swapped(state: State[Any], seat: int | None, seed: int) -> State[Any]:
    """A state that differs from ``state`` only in what ``seat`` cannot see, re-dealt by the core
    (:func:`pokeforge.core.redeal`), not by the game's own determinize."""
    other = state.clone()
    redeal(other, seat, seed)
    return other


def check_swap(state: State[Any], rng: Rng) -> None:
    """The swap test: for every seat and the spectator, re-deal what it cannot see; its view,
    its prompt, its legal actions and their texts, and the public events of each of its legal
    actions must not change."""
    for seat in viewers(state):
        other = swapped(state, seat, rng.below(1 << 30))
        who = "the spectator" if seat is None else f"seat {seat}"
        assert same(other.view(seat), state.view(seat)), (
            f"{who}'s view shows what it cannot see:\n{_diff(state.view(seat), other.view(seat))}"
        )
        if seat is None or seat not in state.to_act():
            assert seat is None or seat not in other.to_act(), f"{who} is asked after a re-deal"
            continue
        assert seat in other.to_act(), f"{who} is no longer asked after a re-deal"
        assert same(other.prompt(seat).to_json(), state.prompt(seat).to_json()), (
            f"{who}'s prompt shows what it cannot see"
        )
        texts = [str(a) for a in state.legal_actions(seat)]
        assert [str(a) for a in other.legal_actions(seat)] == texts, (
            f"{who}'s legal actions show what it cannot see"
        )
        game = state.game
        for action in _sample(state.legal_actions(seat), rng):
            assert game.describe_action(other, seat, action) == game.describe_action(
                state, seat, action
            ), f"the label of {action} shows what {who} cannot see"
            one, two = state.clone(), other.clone()
            events_one = public_events(one.apply(seat, action))
            events_two = public_events(two.apply(seat, two.action_from_text(seat, str(action))))
            assert same(events_one, events_two), (
                f"the public events of {who}'s {action} show what is hidden:\n"
                f"{_diff(events_one, events_two)}"
            )


def _diff(one: Any, two: Any) -> str:
    """The first lines where the JSON of ``one`` and ``two`` differ (for a failure message)."""
    a = json.dumps(one, sort_keys=True, indent=1, default=str).splitlines()
    b = json.dumps(two, sort_keys=True, indent=1, default=str).splitlines()
    lines = [f"  {x!s:60.60} | {y!s:.60}" for x, y in zip(a, b, strict=False) if x != y]
    return "\n".join(lines[:8])


def check_determinize_from_view(state: State[Any], rng: Rng) -> None:
    """Two states that give a seat equal views give it identical determinised copies: the copy is
    built from what the seat can see, never from where the hidden cards really are."""
    for seat in state.to_act():
        other = swapped(state, seat, rng.below(1 << 30))
        seed = rng.below(1 << 30)
        one, two = state.determinize(seat, seed), other.determinize(seat, seed)
        assert one.digest() == two.digest(), (
            f"seat {seat}'s determinised copy depends on what it cannot see:\n"
            f"{_diff(one.to_json(), two.to_json())}"
        )


#: the iteration budget the agent test gives each search level (its own settings otherwise, the
#: clock off: a time budget would make the choice depend on the machine's speed)
SEARCH_TEST_ITERATIONS = 40


def agent_for_test(name: str, seed: int) -> Any:
    """``make_agent(name, seed)``; a search level keeps its settings but searches
    :data:`SEARCH_TEST_ITERATIONS` iterations without a clock (deterministic and quick)."""
    from dataclasses import replace

    from pokeforge.agents import SearchAgent, make_agent

    agent = make_agent(name, seed)
    if isinstance(agent, SearchAgent):
        agent.settings = replace(agent.settings, iterations=SEARCH_TEST_ITERATIONS, seconds=None)
    return agent


def check_agents_fair(state: State[Any], rng: Rng) -> None:
    """The agent test: every agent (random, greedy, each search level), with the same seed,
    chooses the same action in two states that differ only in what its seat cannot see."""
    from pokeforge.agents.registry import agent_names

    for seat in state.to_act():
        other = swapped(state, seat, rng.below(1 << 30))
        seed = rng.below(1 << 30)
        for name in agent_names():
            mine = agent_for_test(name, seed).choose(state.clone(), seat)
            theirs = agent_for_test(name, seed).choose(other.clone(), seat)
            assert str(mine) == str(theirs), (
                f"agent {name} as seat {seat} chose {mine} here and {theirs} when only hidden "
                "cards differ: it sees what it should not"
            )


def check_views_follow_events(state: State[Any], rng: Rng) -> None:
    """What a seat sees after another seat's action follows from what it saw before and the
    events it is shown: in two states it cannot tell apart, the same action of another seat that
    shows it the same events leaves it unable to tell them apart. (A game that records, say,
    which card a seat knows of and updates that record when a hidden card moves fails this.)"""
    for viewer in viewers(state):
        other = swapped(state, viewer, rng.below(1 << 30))
        who = "the spectator" if viewer is None else f"seat {viewer}"
        for actor in state.to_act():
            if actor == viewer or actor not in other.to_act():
                continue
            theirs = {str(a) for a in other.legal_actions(actor)}
            for action in _sample(state.legal_actions(actor), rng):
                if str(action) not in theirs:  # the actor's own hidden cards differ
                    continue
                one, two = state.clone(), other.clone()
                seen_one = [e.for_seat(viewer) for e in one.apply(actor, action)]
                moved = two.action_from_text(actor, str(action), strict=True)
                seen_two = [e.for_seat(viewer) for e in two.apply(actor, moved)]
                if not same(seen_one, seen_two):
                    continue  # told something different (a declared reveal): may differ
                assert same(one.view(viewer), two.view(viewer)), (
                    f"after seat {actor}'s {action}, {who}'s view tells it what no event did:\n"
                    f"{_diff(one.view(viewer), two.view(viewer))}"
                )


#: what is not an action number although a careless lookup might take it for one
NOT_NUMBERS: tuple[Any, ...] = (True, False, 1.0, 0.0, "0", None, (0,))


def check_action_numbers(state: State[Any], rng: Rng) -> None:
    """Integer actions: each acting seat's legal actions have distinct numbers in ``0 …
    num_distinct_actions - 1`` that go back and forth, the same in a clone and after a JSON round
    trip; wrong numbers and seats not to act are refused and change nothing."""
    before = state.digest()
    game = state.game
    size = state.num_distinct_actions()
    assert type(size) is int and size >= 1, f"num_distinct_actions is {size!r}"
    again = game.num_distinct_actions(game.params(state.params.model_dump(mode="json")))
    assert again == size, "num_distinct_actions differs for equal parameters"
    copy = state.clone()
    back = game.state_from_json(through_json(state.to_json()))
    acting = state.to_act()
    for seat in range(state.num_seats):
        if seat not in acting:
            assert state.legal_action_table(seat) == {}, (
                f"seat {seat} is not to act but has numbers"
            )
            with pytest.raises(IllegalAction):
                state.int_to_action(seat, rng.below(size))
            theirs = state.legal_actions(acting[0])
            if str(theirs[0]) not in {str(a) for a in state.legal_actions(seat)}:
                with pytest.raises(IllegalAction):
                    state.action_to_int(seat, theirs[0])
            continue
        legal = state.legal_actions(seat)
        numbers = [state.action_to_int(seat, a) for a in legal]
        for n, action in zip(numbers, legal, strict=True):
            assert type(n) is int, f"{action} is numbered {n!r}, not an int"
            assert 0 <= n < size, f"{action} is numbered {n}: out of range 0 to {size - 1}"
        assert len(set(numbers)) == len(numbers), (
            f"two legal actions of seat {seat} share a number: "
            + ", ".join(f"{a}={n}" for a, n in zip(legal, numbers, strict=True))
        )
        table = state.legal_action_table(seat)
        assert list(table) == numbers and list(table.values()) == list(legal)
        assert state.legal_action_numbers(seat) == numbers
        for n, action in table.items():
            assert state.int_to_action(seat, n) == action
            assert state.int_to_action(seat, numpy.int64(n)) == action  # what RL libraries pass
        texts = {n: str(a) for n, a in table.items()}
        assert {n: str(a) for n, a in copy.legal_action_table(seat).items()} == texts, (
            "a clone numbers the actions differently"
        )
        assert {n: str(a) for n, a in back.legal_action_table(seat).items()} == texts, (
            "a state read back from JSON numbers the actions differently"
        )
        for bad in (-1, size, size + 1 + rng.below(1000), -size):
            with pytest.raises(IllegalAction, match="not an action number"):
                state.int_to_action(seat, bad)
        unused = [n for n in (rng.below(size) for _ in range(8)) if n not in table]
        for n in unused[:3]:
            with pytest.raises(IllegalAction, match="not a legal action now"):
                state.int_to_action(seat, n)
        with pytest.raises(IllegalAction):
            state.action_to_int(seat, MadeUpAction())
    with pytest.raises(IllegalAction):
        state.int_to_action(state.num_seats + 5, 0)
    assert state.digest() == before, "asking for action numbers changed the state"


def check_number_types(state: State[Any], rng: Rng) -> None:
    """A bool, a float, a string or None is not an action number, even where it equals a legal
    number (``True == 1``); the refusal changes nothing."""
    before = state.digest()
    for seat in state.to_act():
        legal = state.legal_action_numbers(seat)
        pick = legal[rng.below(len(legal))]
        for bad in (*NOT_NUMBERS, float(pick), str(pick)):
            with pytest.raises(IllegalAction, match="not an action number"):
                state.int_to_action(seat, bad)
    assert state.digest() == before, "a refused action number changed the state"


class StableNumbers:
    """A check that remembers every (seat, action text) ↔ number it meets, over all the states
    of the playouts it is given: the same move keeps its number everywhere, and a number never
    names two different moves of one seat."""

    def __init__(self) -> None:
        self.number_of: dict[tuple[int, str], int] = {}
        self.text_of: dict[tuple[int, int], str] = {}
        self.size: int | None = None

    def __call__(self, state: State[Any], rng: Rng) -> None:
        size = state.num_distinct_actions()
        if self.size is None:
            self.size = size
        assert size == self.size, f"num_distinct_actions changed from {self.size} to {size}"
        for seat in state.to_act():
            for n, action in state.legal_action_table(seat).items():
                text = str(action)
                known = self.number_of.setdefault((seat, text), n)
                assert known == n, f"seat {seat}'s {text!r} is numbered {known} and later {n}"
                named = self.text_of.setdefault((seat, n), text)
                assert named == text, f"number {n} names both {named!r} and {text!r} (seat {seat})"
