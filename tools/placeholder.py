"""Text the build writes into a source file in place of a placeholder.

A placeholder that is missing (renamed, reformatted) or repeated stops the build with a message
naming the file and the text looked for: never a page shipped with the placeholder left in.
"""


def fill(text: str, placeholder: str, replacement: str, source: str) -> str:
    """`text` with its one `placeholder` replaced by `replacement`; `source` names the file."""
    found = text.count(placeholder)
    if found != 1:
        raise SystemExit(f"{source} must contain {placeholder!r} exactly once (found {found} times)")
    return text.replace(placeholder, replacement)
