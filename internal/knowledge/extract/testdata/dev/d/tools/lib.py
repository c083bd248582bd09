"""Set d renders with set b's document model (../../b/lib.py: Lines / Table / Cols / Box / Rule
and Res, the HTML and fpdf2 renderers, the gold collector), loaded the same way set c loads it.
This module only names set d as the fpdf2 creator, with a fixed creation date so that rebuilds
of the fpdf2 PDFs are byte-identical, and gives set c's build.py and stats.py what is set d's:
its letter, the scan seed and date."""
import datetime
import importlib.util
import os
import sys

_B = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'b')
sys.path.append(_B)  # b's lib imports loinc_check from beside it (appended: d's own desc/ comes first)
_spec = importlib.util.spec_from_file_location('labdev_b_lib', os.path.join(_B, 'lib.py'))
_b = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_b)
SET = 'd'
# tools/check.py (set c's checker) also finds every printed_name verbatim in set d's text layers.
PRINTED_NAMES_VERBATIM = True
SCAN_SEED = 'labdev-d-scan-{rid}'
SCAN_DATE = 1763629200  # 2025-11-20 09:00 UTC
_b.FPDF_CREATOR = 'labdev-d fpdf2 renderer'
_b.FPDF_CREATION_DATE = datetime.datetime(2025, 11, 20, 9, 0, 0, tzinfo=datetime.timezone.utc)
globals().update({k: v for k, v in vars(_b).items() if not k.startswith('__')})
