from reports_a import REPORTS_A
from reports_b import REPORTS_B
REPORTS = REPORTS_A + REPORTS_B
