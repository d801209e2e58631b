"""The tactics rules, split by topic; each function names the rulebook section it implements."""
