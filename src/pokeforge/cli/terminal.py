"""The terminal: coloured output through Rich, clearing the screen, and ASCII fallbacks.

A terminal whose encoding cannot show the games' symbols (``PYTHONIOENCODING=ascii``, an old
``LANG=C`` console) gets ASCII stand-ins for them (``→`` as ``->``, ``é`` as ``e``, ``♥`` as
``<3``) rather than a ``UnicodeEncodeError``: :func:`install_ascii_fallback` sets a codec error
handler on standard output and error that writes the stand-in of each character the encoding
lacks, so every writer (click, Rich, ``print``) is covered.
"""

from __future__ import annotations

import codecs
import io
import sys
import unicodedata
from typing import Any, TextIO

from rich.console import Console
from rich.text import Text

#: ASCII stand-ins for the symbols the games and the CLI print (anything else: its letters without
#: accents, else ``?``)
ASCII_FALLBACKS: dict[str, str] = {
    "→": "->",
    "←": "<-",
    "↑": "^",
    "↓": "v",
    "↔": "<->",
    "⇒": "=>",
    "—": "--",
    "–": "-",
    "‒": "-",
    "−": "-",
    "…": "...",
    "×": "x",
    "÷": "/",
    "±": "+/-",
    "≥": ">=",
    "≤": "<=",
    "≠": "!=",
    "≈": "~",
    "·": ".",
    "•": "*",
    "°": " deg",
    "µ": "u",
    "½": "1/2",
    "♥": "<3",
    "♡": "<3",
    "★": "*",
    "☆": "*",
    "✓": "v",
    "✔": "v",
    "✗": "x",
    "✘": "x",
    "⚡": "!",
    "‘": "'",
    "’": "'",
    "“": '"',
    "”": '"',
    "«": "<<",
    "»": ">>",
    "▶": ">",
    "◀": "<",
    "⏮": "|<",
    "⏭": ">|",
    "■": "#",
    "□": "o",
    "●": "@",
    "○": "o",
    "◆": "<>",
    "♀": "(F)",
    "♂": "(M)",
    "⬡": "o",
    "⬢": "O",
    "\u00a0": " ",
    "\u2009": " ",
    "\u202f": " ",
    "ß": "ss",
    "æ": "ae",
    "Æ": "AE",
    "ø": "o",
    "Ø": "O",
    "đ": "d",
    "ł": "l",
    "Ł": "L",
}
for _char in "─━│┃┄┅┈┉":
    ASCII_FALLBACKS[_char] = "|" if _char in "│┃" else "-"
for _char in "┌┐└┘├┤┬┴┼╭╮╯╰╔╗╚╝╠╣╦╩╬":
    ASCII_FALLBACKS[_char] = "+"
for _char in "═":
    ASCII_FALLBACKS[_char] = "="
for _char in "║":
    ASCII_FALLBACKS[_char] = "|"
for _char in "█▓▒░▌▐▀▄":
    ASCII_FALLBACKS[_char] = "#"

HANDLER = "pokeforge-ascii"
#: characters a terminal must encode for the games to be shown as they are
_PROBE = "é→—×♥"


def ascii_for(char: str) -> str:
    """The ASCII stand-in of one character."""
    if char in ASCII_FALLBACKS:
        return ASCII_FALLBACKS[char]
    bare = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
    if bare and bare.isascii():
        return bare
    return "?"


def _fallback(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    chunk = error.object[error.start : error.end]
    return "".join(ascii_for(c) for c in chunk), error.end


codecs.register_error(HANDLER, _fallback)


def can_show(stream: Any, text: str = _PROBE) -> bool:
    """Whether ``stream``'s encoding can write ``text``."""
    encoding = getattr(stream, "encoding", None) or "ascii"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


class _FallbackStream(io.TextIOBase):
    """A text stream that writes to ``stream`` (whose errors are the fallback handler). It has no
    binary ``buffer``, so click writes through it instead of re-wrapping the bytes as UTF-8."""

    def __init__(self, stream: TextIO) -> None:
        super().__init__()
        self._stream = stream

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return self._stream.encoding

    @property
    def errors(self) -> str | None:  # type: ignore[override]
        return HANDLER

    def write(self, text: str) -> int:
        self._stream.write(text)
        return len(text)

    def flush(self) -> None:
        self._stream.flush()

    def isatty(self) -> bool:
        return self._stream.isatty()

    def fileno(self) -> int:
        return self._stream.fileno()

    def writable(self) -> bool:
        return True


def install_ascii_fallback() -> bool:
    """Give standard output and error ASCII stand-ins for what their encoding cannot show (and
    let standard input replace undecodable bytes). True when a stream needed it."""
    changed = False
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if stream is None or can_show(stream) or isinstance(stream, _FallbackStream):
            continue
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is None:
            continue
        reconfigure(errors=HANDLER)
        setattr(sys, name, _FallbackStream(stream))
        changed = True
    if changed and hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(errors="replace")
    return changed


def console() -> Console:
    """A Rich console on standard output: colour on a terminal, plain text elsewhere; long lines
    are not folded (boards keep their columns); no markup or automatic highlighting in text."""
    return Console(highlight=False, soft_wrap=True, emoji=False, markup=False)


def print_rich(text: Text | str) -> None:
    console().print(text)


def clear_screen() -> bool:
    """Clear a terminal's screen and its scrollback, so what the last player saw is gone; on
    anything but a terminal (a pipe, a file) do nothing. True when it cleared."""
    out = sys.stdout
    if not out.isatty():
        return False
    out.write("\033[H\033[2J\033[3J")
    out.flush()
    return True
