"""What the server tells a visitor when it refuses something: the reason, without its own files.

An engine error may name a file of the server (a content file that was looked for, say); a web
visitor gets the reason with each such path cut to its last part (``…/passwd.json`` becomes
``passwd.json``), so an error message never shows where or how the server is installed.
"""

from __future__ import annotations

import re

#: a file path: an absolute POSIX or Windows path, or a relative one with two or more parts
_PATH = re.compile(
    r"""(?x)
    (?:[A-Za-z]:)?                      # a Windows drive
    (?:[\\/][^\s\\/:'"`,;()<>]+){2,}     # two or more /parts (absolute)
    |
    (?:\.{1,2}|~)(?:[\\/][^\s\\/:'"`,;()<>]+)+   # ./x, ../x, ~/x
    """
)


def _last_part(match: re.Match[str]) -> str:
    text = match.group(0)
    return re.split(r"[\\/]", text)[-1]


def public_reason(text: str) -> str:
    """``text`` with every file path in it cut to its last part."""
    return _PATH.sub(_last_part, text)
