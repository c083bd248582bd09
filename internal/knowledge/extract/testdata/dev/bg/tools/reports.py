"""All twelve report models."""
from reports_a import bg01, bg02, bg03, bg04, bg05, bg06
from reports_b import bg07, bg08, bg09, bg10, bg11, bg12

BUILDERS = [bg01, bg02, bg03, bg04, bg05, bg06, bg07, bg08, bg09, bg10, bg11, bg12]


def all_reports():
    return [b() for b in BUILDERS]
