"""Statistics over simulation tables: rates with confidence intervals (:mod:`.stats`) and the
balance reports built on them."""

from .stats import CONFIDENCE, Proportion, proportion

__all__ = ["CONFIDENCE", "Proportion", "proportion"]
