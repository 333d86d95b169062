import sys
from pathlib import Path

# The front end's pure modules live in web/charon_ui (shipped to the page as a zip).
WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))
