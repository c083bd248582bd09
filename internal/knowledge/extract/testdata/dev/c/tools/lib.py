"""Set c renders with set b's document model (../../b/lib.py: Lines / Table / Cols / Box / Rule
and Res, the HTML and fpdf2 renderers, the gold collector). This module loads it and only names
set c as the fpdf2 creator, with a fixed creation date so that rebuilds are byte-identical, and
gives tools/build.py and tools/stats.py what is set c's: its letter, the scan seed and date."""
import datetime
import importlib.util
import os
import sys

_B = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'b')
sys.path.append(_B)  # b's lib imports loinc_check from beside it (last: c's own desc/ comes first)
_spec = importlib.util.spec_from_file_location('labdev_b_lib', os.path.join(_B, 'lib.py'))
_b = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_b)
SET = 'c'
SCAN_SEED = 'labdev-c-{rid}'
SCAN_DATE = 1761998400  # 2025-11-01 12:00 UTC
_b.FPDF_CREATOR = 'labdev-c fpdf2 renderer'
_b.FPDF_CREATION_DATE = datetime.datetime(2025, 11, 1, 12, 0, 0, tzinfo=datetime.timezone.utc)
globals().update({k: v for k, v in vars(_b).items() if not k.startswith('__')})
