"""All twelve reports of set bo, as data (see reports_a/b/c.py)."""
from reports_a import bo01, bo02, bo03, bo04
from reports_b import bo05, bo06, bo07, bo08
from reports_c import bo09, bo10, bo11, bo12
REPORTS = [f() for f in (bo01, bo02, bo03, bo04, bo05, bo06, bo07, bo08, bo09, bo10, bo11, bo12)]
