"""Square-grid geometry with cells as small integers (``row * width + col``) for speed.

Squares are named like chess squares: file letter from the left, rank number from the bottom row
of the drawing (``a1`` is row 0, column 0).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

ORTHOGONAL = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
KING = ORTHOGONAL + DIAGONAL


class SquareGrid:
    """A ``width`` × ``height`` board with precomputed neighbour tables."""

    __slots__ = ("height", "n4", "n8", "size", "width")

    def __init__(self, width: int, height: int) -> None:
        if not (1 <= width <= 26 and 1 <= height <= 99):
            raise ValueError("a square grid is 1–26 wide and 1–99 high")
        self.width = width
        self.height = height
        self.size = width * height
        self.n4: tuple[tuple[int, ...], ...] = tuple(
            self._around(c, ORTHOGONAL) for c in range(self.size)
        )
        self.n8: tuple[tuple[int, ...], ...] = tuple(
            self._around(c, KING) for c in range(self.size)
        )

    def _around(self, cell: int, deltas: Iterable[tuple[int, int]]) -> tuple[int, ...]:
        r, c = divmod(cell, self.width)
        out = []
        for dr, dc in deltas:
            rr, cc = r + dr, c + dc
            if 0 <= rr < self.height and 0 <= cc < self.width:
                out.append(rr * self.width + cc)
        return tuple(out)

    def cell(self, row: int, col: int) -> int:
        if not self.contains(row, col):
            raise ValueError(f"({row}, {col}) is off the board")
        return row * self.width + col

    def contains(self, row: int, col: int) -> bool:
        return 0 <= row < self.height and 0 <= col < self.width

    def rc(self, cell: int) -> tuple[int, int]:
        return divmod(cell, self.width)

    def offset(self, cell: int, drow: int, dcol: int) -> int | None:
        """The cell ``drow`` rows and ``dcol`` columns away, or ``None`` off the board."""
        r, c = divmod(cell, self.width)
        r += drow
        c += dcol
        if 0 <= r < self.height and 0 <= c < self.width:
            return r * self.width + c
        return None

    def name(self, cell: int) -> str:
        r, c = divmod(cell, self.width)
        return f"{chr(ord('a') + c)}{r + 1}"

    def parse(self, name: str) -> int:
        name = name.strip().lower()
        if len(name) < 2 or not name[0].isalpha() or not name[1:].isdigit():
            raise ValueError(f"{name!r} is not a square name like 'c4'")
        col = ord(name[0]) - ord("a")
        row = int(name[1:]) - 1
        return self.cell(row, col)

    def chebyshev(self, a: int, b: int) -> int:
        ra, ca = divmod(a, self.width)
        rb, cb = divmod(b, self.width)
        return max(abs(ra - rb), abs(ca - cb))

    def manhattan(self, a: int, b: int) -> int:
        ra, ca = divmod(a, self.width)
        rb, cb = divmod(b, self.width)
        return abs(ra - rb) + abs(ca - cb)

    def reachable(
        self,
        start: int,
        steps: int,
        can_pass: Callable[[int], bool],
        can_stop: Callable[[int], bool],
    ) -> list[int]:
        """Cells reachable from ``start`` in at most ``steps`` orthogonal steps.

        ``can_pass(cell)`` says whether a path may go through a cell, ``can_stop(cell)`` whether it
        may end there. ``start`` is always included (standing still).
        """
        dist = {start: 0}
        queue = deque([start])
        n4 = self.n4
        while queue:
            cur = queue.popleft()
            d = dist[cur]
            if d == steps:
                continue
            for nxt in n4[cur]:
                if nxt not in dist and can_pass(nxt):
                    dist[nxt] = d + 1
                    queue.append(nxt)
        return [c for c in dist if c == start or can_stop(c)]

    def square_area(self, centre: int, radius: int = 1) -> list[int]:
        """The cells of the (2r+1)×(2r+1) square around ``centre`` that lie on the board."""
        r0, c0 = divmod(centre, self.width)
        return [
            r * self.width + c
            for r in range(max(0, r0 - radius), min(self.height, r0 + radius + 1))
            for c in range(max(0, c0 - radius), min(self.width, c0 + radius + 1))
        ]
