"""The rules of the Origins TCG, by topic (setup, turn, attack, damage, checkup, knockout,
trainers, effects) and the flow that runs them (:mod:`.flow`)."""
