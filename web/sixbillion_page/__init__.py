"""6 Billion's page at the table (web/shell/table.py): the DOM side of its parts. What to show
and say is web/sixbillion_ui's (pure, tested under CPython); here it is put on the page."""
