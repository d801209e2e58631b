"""Train a small masked policy for sinnoh's battle mode against the ``random`` agent (CPU, minutes).

The learner plays seat 0 of a two-seat trainer battle in ``pokeforge.envs.gymnasium_env``; every
battle deals new parties, so the policy must read the observation (types, health, moves) rather
than remember a position. The policy is a small network (observation → 64 tanh units → one logit
per action number, illegal numbers masked out; a value head as the baseline) trained with
REINFORCE with a learned baseline and an entropy bonus, in JAX with optax's Adam.

Every ``--eval-every`` updates the policy plays ``--eval-games`` battles on held-out seeds
against ``random``, twice: sampling its actions (as it is trained; before training that is the
``random`` agent itself) and taking its most likely legal action. The win rates, with those of
the ``random`` and ``greedy`` agents on the same seeds, are written to ``--out`` (JSON) and drawn
to ``--png``.

Needs the training extra (not a pokeforge dependency): ``pip install jax optax matplotlib``.

    python examples/train_sinnoh_battle.py [--updates 150] [--batch 32] [--seed 0]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

try:
    import jax
    import jax.numpy as jnp
    import optax
except ImportError:  # pragma: no cover - shown to a person
    sys.exit("this example needs JAX and optax: pip install jax optax matplotlib")

from pokeforge.agents import make_agent
from pokeforge.envs import gymnasium_env

GAME = "sinnoh"
ENV_OPTIONS: dict[str, Any] = {"seats": 2, "opponents": ["random"]}
HIDDEN = 64
#: evaluation battles use seeds from here on; training battles use seeds below it
EVAL_SEED = 1_000_000


def init_params(key: jax.Array, obs_size: int, num_actions: int) -> dict[str, jax.Array]:
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "w1": jax.random.normal(k1, (obs_size, HIDDEN)) / np.sqrt(obs_size),
        "b1": jnp.zeros(HIDDEN),
        "wp": jax.random.normal(k2, (HIDDEN, num_actions)) * 0.01,
        "bp": jnp.zeros(num_actions),
        "wv": jax.random.normal(k3, (HIDDEN, 1)) * 0.01,
        "bv": jnp.zeros(1),
    }


def forward(
    params: dict[str, jax.Array], obs: jax.Array, mask: jax.Array
) -> tuple[jax.Array, jax.Array]:
    """Masked log-probabilities of every action number, and the value, for a batch."""
    h = jnp.tanh(obs @ params["w1"] + params["b1"])
    logits = h @ params["wp"] + params["bp"]
    logits = jnp.where(mask > 0, logits, -1e9)
    value = (h @ params["wv"] + params["bv"])[..., 0]
    return jax.nn.log_softmax(logits), value


policy = jax.jit(forward)


def loss_fn(
    params: dict[str, jax.Array],
    obs: jax.Array,
    mask: jax.Array,
    actions: jax.Array,
    returns: jax.Array,
    entropy_coef: float,
) -> jax.Array:
    logp, value = forward(params, obs, mask)
    chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
    advantage = jax.lax.stop_gradient(returns - value)
    probs = jnp.exp(logp)
    entropy = -jnp.sum(jnp.where(mask > 0, probs * logp, 0.0), axis=1)
    return (
        -jnp.mean(chosen * advantage)
        + 0.5 * jnp.mean((returns - value) ** 2)
        - entropy_coef * jnp.mean(entropy)
    )


def play(
    env: Any, params: dict[str, jax.Array], seed: int, rng: np.random.Generator, sample: bool
) -> tuple[list[Any], float]:
    """One battle; the learner's (observation, mask, action) steps and its final reward."""
    obs, _ = env.reset(seed=seed)
    steps = []
    reward = 0.0
    done = False
    while not done:
        o, m = obs["observation"], obs["action_mask"]
        logp, _ = policy(params, o[None], m[None])
        p = np.exp(np.asarray(logp[0], dtype=np.float64)) * m
        a = int(rng.choice(len(p), p=p / p.sum())) if sample else int(np.argmax(np.where(m, p, -1)))
        steps.append((o, m, a))
        obs, reward, terminated, truncated, _ = env.step(a)
        done = terminated or truncated
    return steps, float(reward)


def win_rate_of_agent(name: str, games: int) -> float:
    """How often the built-in agent ``name`` at seat 0 beats ``random`` on the evaluation seeds."""
    env = gymnasium_env(GAME, **ENV_OPTIONS)
    wins = 0
    for k in range(games):
        agent = make_agent(name, seed=k)
        env.reset(seed=EVAL_SEED + k)
        done = False
        reward = 0.0
        while not done:
            state = env.table.state
            number = state.action_to_int(0, agent.choose(state, 0))
            _, reward, terminated, truncated, _ = env.step(number)
            done = terminated or truncated
        wins += reward > 0
    return wins / games


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--updates", type=int, default=150)
    parser.add_argument("--batch", type=int, default=32, help="battles per update")
    parser.add_argument("--lr", type=float, default=3e-3)
    parser.add_argument("--entropy", type=float, default=0.01)
    parser.add_argument("--eval-every", type=int, default=15)
    parser.add_argument("--eval-games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=Path("examples/training-sinnoh-battle.json"))
    parser.add_argument("--png", type=Path, default=Path("docs/training-sinnoh-battle.png"))
    args = parser.parse_args()

    env = gymnasium_env(GAME, **ENV_OPTIONS)
    obs_size = env.observation_space["observation"].shape[0]
    num_actions = int(env.action_space.n)
    params = init_params(jax.random.PRNGKey(args.seed), obs_size, num_actions)
    optimizer = optax.adam(args.lr)
    opt_state = optimizer.init(params)
    grad = jax.jit(jax.grad(loss_fn), static_argnums=5)
    rng = np.random.default_rng(args.seed)

    def evaluate() -> dict[str, float]:
        eval_env = gymnasium_env(GAME, **ENV_OPTIONS)
        out = {}
        for mode, sample in (("sampled", True), ("most_likely", False)):
            pick = np.random.default_rng(12345)  # the same draws at every evaluation
            wins = sum(
                play(eval_env, params, EVAL_SEED + k, pick, sample=sample)[1] > 0
                for k in range(args.eval_games)
            )
            out[mode] = wins / args.eval_games
        return out

    start = time.time()
    curve = [{"update": 0, "battles": 0, "win_rate": evaluate(), "seconds": 0.0}]
    print(json.dumps(curve[-1]), flush=True)
    battle = 0
    train_returns: list[float] = []
    for update in range(1, args.updates + 1):
        obs_b, mask_b, act_b, ret_b = [], [], [], []
        for _ in range(args.batch):
            steps, reward = play(env, params, args.seed * 10_000_000 + battle, rng, sample=True)
            battle += 1
            train_returns.append(reward)
            for o, m, a in steps:
                obs_b.append(o)
                mask_b.append(m)
                act_b.append(a)
                ret_b.append(reward)
        grads = grad(
            params,
            jnp.asarray(np.stack(obs_b)),
            jnp.asarray(np.stack(mask_b)),
            jnp.asarray(act_b),
            jnp.asarray(ret_b, dtype=jnp.float32),
            args.entropy,
        )
        updates, opt_state = optimizer.update(grads, opt_state)
        params = optax.apply_updates(params, updates)
        if update % args.eval_every == 0 or update == args.updates:
            point = {
                "update": update,
                "battles": battle,
                "win_rate": evaluate(),
                "train_mean_return": float(np.mean(train_returns[-args.batch * 10 :])),
                "seconds": round(time.time() - start, 1),
            }
            curve.append(point)
            print(json.dumps(point), flush=True)

    baselines = {name: win_rate_of_agent(name, args.eval_games) for name in ("random", "greedy")}
    result = {
        "game": GAME,
        "env": {k: v for k, v in ENV_OPTIONS.items()},
        "eval_games": args.eval_games,
        "updates": args.updates,
        "batch": args.batch,
        "lr": args.lr,
        "seed": args.seed,
        "seconds": round(time.time() - start, 1),
        "curve": curve,
        "baselines_win_rate_vs_random": baselines,
        "versions": {"jax": jax.__version__, "optax": optax.__version__},
    }
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(baselines))
    draw(result, args.png)


def draw(result: dict[str, Any], png: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    curve = result["curve"]
    fig, ax = plt.subplots(figsize=(6.4, 3.8), dpi=110)
    battles = [p["battles"] for p in curve]
    modes = (("sampled", "policy, sampled"), ("most_likely", "policy, most likely action"))
    for mode, label in modes:
        ax.plot(battles, [p["win_rate"][mode] for p in curve], marker="o", label=label)
    styles = {"random": ":", "greedy": "--"}
    for name, rate in result["baselines_win_rate_vs_random"].items():
        ax.axhline(rate, linestyle=styles[name], color="grey", label=f"{name} agent")
    ax.set_xlabel("training battles")
    ax.set_ylabel(f"win rate vs random ({result['eval_games']} battles)")
    ax.set_ylim(0, 1)
    ax.set_title("sinnoh battle mode: masked policy gradient (JAX, CPU)")
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(png)


if __name__ == "__main__":
    main()
