"""Set e renders with set b's document model (../../b/lib.py: Lines / Table / Cols / Box / Rule
and Res, the HTML and fpdf2 renderers, the gold collector), loaded the same way sets c and d load it.
This module names set e as the fpdf2 creator, with a fixed creation date so that rebuilds of the
fpdf2 PDFs are byte-identical, and gives set c's build.py and stats.py what is set e's: its letter,
the scan seed and date.  Below the loader are small helpers used by set e's descriptions only
(clinical calculations and shared page furniture); set b's model itself is unchanged."""
import datetime
import importlib.util
import math
import os
import sys

_B = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'b')
sys.path.append(_B)  # b's lib imports loinc_check from beside it (appended: e's own desc/ comes first)
_spec = importlib.util.spec_from_file_location('labdev_b_lib', os.path.join(_B, 'lib.py'))
_b = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_b)
SET = 'e'
# tools/check.py (set c's checker) also finds every printed_name verbatim in set e's text layers.
PRINTED_NAMES_VERBATIM = True
SCAN_SEED = 'labdev-e-scan-{rid}'
SCAN_DATE = 1764061200  # 2025-11-25 09:00 UTC
_b.FPDF_CREATOR = 'labdev-e fpdf2 renderer'
_b.FPDF_CREATION_DATE = datetime.datetime(2025, 11, 25, 9, 0, 0, tzinfo=datetime.timezone.utc)
globals().update({k: v for k, v in vars(_b).items() if not k.startswith('__')})


# ---------------------------------------------------------------- set e helpers (calculations)

def egfr(cr, age, female):
    """CKD-EPI 2021 creatinine equation (mL/min/1,73 m²), creatinine in mg/dL."""
    k, a = (0.7, -0.241) if female else (0.9, -0.302)
    v = 142 * min(cr / k, 1) ** a * max(cr / k, 1) ** -1.200 * 0.9938 ** age
    return v * 1.012 if female else v


def indices(rbc, hb, ht):
    """VCM (fL), HCM (pg), CHCM (g/dL) from RBC (10^6/µL), Hb (g/dL), Ht (%)."""
    return ht / rbc * 10, hb / rbc * 10, hb / ht * 100


def friedewald(ct, hdl, tg):
    return ct - hdl - tg / 5


def r1(x, nd=1):
    """Round half up for printing (avoids banker's rounding surprises)."""
    q = 10 ** nd
    return math.floor(x * q + 0.5) / q


def f(x, nd=1):
    """Brazilian decimal comma, no thousands separator."""
    return br(r1(x, nd), nd) if nd else str(int(r1(x, 0)))


def fth(x):
    """Integer with thousands dot."""
    return th(x)


def style(base=None, **extra):
    """A styles dict with the names every set e description uses."""
    d = {
        'base': dict(font='sans', size=8.5),
        'td': {}, 'th': dict(b=True), 'sec': dict(b=True, bg='#e6e6e6'),
        'h1': dict(size=13, b=True), 'h2': dict(size=10, b=True), 'small': dict(size=7),
        'tiny': dict(size=6.5), 'b': dict(b=True), 'i': dict(i=True), 'grey': dict(color='#666666'),
        'foot': dict(size=7, color='#333333'),
    }
    if base:
        d['base'].update(base)
    for k, v in extra.items():
        d[k] = v
    return d


def page_footer(lines, sty='foot', rule=True):
    """Footer factory: fixed lines plus 'Página n de N'."""
    def foot(pn, n):
        out = [Rule(lw=0.2, mt=0, mb=1)] if rule else []
        out.append(Lines([L(x) for x in lines] + [L(f'Página {pn} de {n}', align='R')], sty=sty))
        return out
    return foot


def items(rep, spec, date=None):
    """spec rows (name, analyte, loinc, value_text, unit, ref[, alts]) -> list of (res, ref)."""
    out = []
    for t in spec:
        name, an, code, vt, unit, ref = t[:6]
        alts = t[6] if len(t) > 6 else ()
        out.append((rep.R(name, an, code, vt, unit, alts=alts, date=date), ref))
    return out
