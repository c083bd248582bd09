"""Render one report model to HTML (for Chromium), to an fpdf2 PDF and to gold JSON."""
import html, json, re, datetime
from loinc import L

MESES = ['janeiro','fevereiro','março','abril','maio','junho','julho','agosto','setembro','outubro','novembro','dezembro']
MES3 = ['jan','fev','mar','abr','mai','jun','jul','ago','set','out','nov','dez']

def fmt_date(iso, style):
    d = datetime.date.fromisoformat(iso)
    if style == 'dmy': return d.strftime('%d/%m/%Y')
    if style == 'dot': return d.strftime('%d.%m.%y')
    if style == 'dmy2': return d.strftime('%d/%m/%y')
    if style == 'mon': return f'{d.day:02d}/{MES3[d.month-1]}/{d.year}'
    if style == 'MON': return f'{d.day:02d}-{MES3[d.month-1].upper()}-{d.year}'
    if style == 'long': return f'{d.day} de {MESES[d.month-1]} de {d.year}'
    if style == 'iso': return iso
    raise ValueError(style)

COMP = [('inferior a ', '<'), ('superior a ', '>'), ('menor que ', '<'), ('maior que ', '>'),
        ('<=', '<='), ('>=', '>='), ('≤', '<='), ('≥', '>='), ('<', '<'), ('>', '>')]

def parse_value(vt, decimal=','):
    """value_text -> (value, comparator)."""
    s = vt.strip()
    comp = ''
    for p, c in COMP:
        if s.lower().startswith(p):
            comp, s = c, s[len(p):].strip(); break
    if decimal == ',':
        if re.fullmatch(r'\d{1,3}(\.\d{3})+(,\d+)?', s): s = s.replace('.', '')
        s2 = s.replace(',', '.')
    else:
        s2 = s.replace(',', '')
    if re.fullmatch(r'-?\d+(\.\d+)?', s2):
        v = float(s2)
        return (int(v) if v == int(v) and '.' not in s2 else v), comp
    return None, comp

def rows_of(sec):
    return sec['rows']

class Report:
    def __init__(self, **kw):
        self.__dict__.update(kw)

def iter_sections(rep):
    for page in rep.pages:
        for it in page:
            if it.get('twocol'):
                yield from it['twocol']
            elif 'rows' in it:
                yield it

def gold(rep):
    out = []
    dec = getattr(rep, 'decimal', ',')
    for sec in iter_sections(rep):
        sdate = sec.get('date') or rep.collected
        for r in sec['rows']:
            an, code, alts = L[r['k']]
            def entry(vt, date):
                v, comp = parse_value(vt, dec)
                if 'val' in r and vt == r['v']: v = r['val']
                if r.get('qual'): v = None
                return {'printed_name': r['n'].replace('|', ' '), 'analyte': an, 'loinc': code,
                        'loinc_alternatives': alts, 'value': v, 'value_text': vt, 'comparator': comp,
                        'unit': r.get('u', ''), 'collected_at': date}
            out.append(entry(r['v'], r.get('d') or sdate))
            for i, pv in enumerate(r.get('prev') or []):
                if pv is not None:
                    out.append(entry(pv, rep.prev_dates[i]))
    return {'lab': rep.lab['name'], 'collected_at_default': rep.collected, 'results': out}

# ---------------------------------------------------------------- HTML
E = html.escape
def br(s): return '<br>'.join(E(x) for x in s.split('|'))

def html_header(rep, pno, npages):
    lab, p, D = rep.lab, rep.patient, rep.df
    hx = f'''<div class="hdr"><div class="logo">{E(lab.get('logo', lab['name'][:2].upper()))}</div><div class="labinfo">
<div class="labname">{E(lab['name'])}</div><div class="small">{E(lab['addr'])} · {E(lab['city'])}</div>
<div class="small">CNPJ {E(lab['cnpj'])} · CNES {E(lab['cnes'])} · {E(lab.get('phone',''))}</div>
<div class="small">Responsável técnico: {E(lab['rt'])}</div></div>
<div class="pg">Página {pno} de {npages}</div></div>'''
    rows = [('Paciente', p['name']), ('Nascimento', fmt_date(p['birth'], D) + f" ({p['age']})"), ('Sexo', p['sex']),
            ('Médico(a)', p['doctor']), ('Protocolo', p['protocol']), ('Convênio/Empresa', p['company'])]
    rows += [(k, fmt_date(v, D) if re.fullmatch(r'\d{4}-\d\d-\d\d', v) else v) for k, v in p.get('dates', [])]
    cells = ''.join(f'<div class="pf"><span class="pk">{E(k)}:</span> {E(v)}</div>' for k, v in rows)
    return hx + f'<div class="pat">{cells}</div>'

def ref_html(r): return br(r.get('ref', ''))

def flag_html(r):
    return f' <span class="flag">{E(r["f"])}</span>' if r.get('f') else ''

def sec_head(rep, sec):
    D = rep.df
    h = f'<div class="sec"><div class="st">{E(sec["sec"])}</div>'
    meta = []
    if sec.get('mat'): meta.append(f'Material: {E(sec["mat"])}')
    if sec.get('met'): meta.append(f'Método: {E(sec["met"])}')
    if sec.get('date'): meta.append(f'<b>{E(sec.get("datelabel","Data da coleta"))}: {E(fmt_date(sec["date"], D))}</b>')
    if meta: h += '<div class="meta">' + ' &nbsp;|&nbsp; '.join(meta) + '</div>'
    return h

def prev_head(rep):
    return ''.join(f'<th class="pv">{E(rep.prev_label)}<br>{E(fmt_date(d, rep.df))}</th>' for d in rep.prev_dates)

def prev_cells(rep, r):
    pv = r.get('prev') or [None] * len(rep.prev_dates)
    return ''.join(f'<td class="pv">{E(x) if x else "—"}</td>' for x in pv)

def sec_table(rep, sec, layout, with_prev):
    h = sec_head(rep, sec)
    ph = prev_head(rep) if with_prev else ''
    if layout == 'reffirst':
        h += f'<table class="res"><tr><th class="nm">Exame</th><th class="rf">Valores de referência</th><th class="vl">Resultado</th><th>Unidade</th>{ph}</tr>'
    else:
        h += f'<table class="res"><tr><th class="nm">Exame</th><th class="vl">Resultado</th><th>Unidade</th><th class="rf">Valores de referência</th>{ph}</tr>'
    for r in sec['rows']:
        pc = prev_cells(rep, r) if with_prev else ''
        if layout == 'reffirst':
            h += f'<tr><td class="nm">{br(r["n"])}</td><td class="rf">{ref_html(r)}</td><td class="vl">{E(r["v"])}{flag_html(r)}</td><td>{E(r.get("u",""))}</td>{pc}</tr>'
        else:
            h += f'<tr><td class="nm">{br(r["n"])}</td><td class="vl">{E(r["v"])}{flag_html(r)}</td><td>{E(r.get("u",""))}</td><td class="rf">{ref_html(r)}</td>{pc}</tr>'
    h += '</table>'
    if sec.get('note'): h += f'<div class="note">{br(sec["note"])}</div>'
    return h + '</div>'

def sec_leader(rep, sec, with_prev):
    h = sec_head(rep, sec) + '<div class="lead">'
    W = getattr(rep, 'leader_w', 30)
    for r in sec['rows']:
        parts = r['n'].split('|')
        for extra in parts[:-1]:
            h += E(extra) + '\n'
        name = parts[-1]
        line = (name + ' ').ljust(W, '.') + ': ' + (r['v'] + (' ' + r['f'] if r.get('f') else '')).ljust(9) + ' ' + r.get('u', '').ljust(12)
        refs = r.get('ref', '').split('|')
        line += ' ' + refs[0]
        if with_prev and r.get('prev'):
            line += '   ' + '  '.join(f'[{rep.prev_label} {fmt_date(d, rep.df)}: {pv}]' for d, pv in zip(rep.prev_dates, r['prev']) if pv)
        h += E(line) + '\n'
        for rr in refs[1:]:
            h += E(' ' * (W + 25) + rr) + '\n'
    h += '</div>'
    if sec.get('note'): h += f'<div class="note">{br(sec["note"])}</div>'
    return h + '</div>'

def sec_block(rep, sec, with_prev):
    h = sec_head(rep, sec)
    for r in sec['rows']:
        h += f'<div class="blk"><div class="bn">{br(r["n"])}</div><div class="bv">Resultado: <b>{E(r["v"])}</b> {E(r.get("u",""))}{flag_html(r)}</div>'
        if r.get('ref'): h += f'<div class="br">Valor de referência: {ref_html(r)}</div>'
        if with_prev and r.get('prev'):
            for d, pv in zip(rep.prev_dates, r['prev']):
                if pv: h += f'<div class="bp">Resultado anterior: {E(pv)} {E(r.get("u",""))} em {E(fmt_date(d, rep.df))}</div>'
        h += '</div>'
    if sec.get('note'): h += f'<div class="note">{br(sec["note"])}</div>'
    return h + '</div>'

def render_sec(rep, sec):
    lay = sec.get('layout', rep.layout)
    wp = sec.get('prev', bool(getattr(rep, 'prev_dates', [])))
    if lay in ('table', 'reffirst'): return sec_table(rep, sec, lay, wp)
    if lay == 'leader': return sec_leader(rep, sec, wp)
    if lay == 'block': return sec_block(rep, sec, wp)
    raise ValueError(lay)

BASE_CSS = '''@page { size: A4; margin: 0 }
html, body { margin: 0; padding: 0 }
.page { width: 210mm; min-height: 296mm; box-sizing: border-box; padding: 10mm 12mm 8mm 12mm; position: relative; page-break-after: always; display: flex; flex-direction: column; overflow: visible }
.page:last-child { page-break-after: auto }
.hdr { display: flex; align-items: center; border-bottom: 2px solid #444; padding-bottom: 2mm }
.logo { width: 16mm; height: 16mm; border-radius: 50%; background: #246; color: #fff; font-weight: bold; display: flex; align-items: center; justify-content: center; margin-right: 4mm; font-size: 13pt }
.labinfo { flex: 1 } .labname { font-size: 14pt; font-weight: bold } .small { font-size: 7.5pt }
.pg { font-size: 8pt; align-self: flex-start }
.pat { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 0.6mm 4mm; border: 1px solid #888; padding: 1.5mm 2.5mm; margin: 2mm 0; font-size: 8pt }
.pk { font-weight: bold }
.sec { margin-top: 2.5mm } .st { font-weight: bold; font-size: 9.5pt; background: #e6e6e6; padding: 0.6mm 1.5mm }
.meta { font-size: 7pt; color: #333; margin: 0.5mm 0 0.8mm 1.5mm }
table.res { width: 100%; border-collapse: collapse; font-size: 8.3pt }
table.res th { text-align: left; border-bottom: 1px solid #999; font-size: 7.5pt; font-weight: normal; color: #333 }
table.res td { padding: 0.35mm 1mm; vertical-align: top }
td.nm { width: 30% } td.vl { font-weight: bold; width: 13% } td.rf { font-size: 7.3pt; width: 32% } .pv { font-size: 7.5pt; text-align: center; color: #222 }
.flag { font-weight: bold } .note { font-size: 7pt; font-style: italic; margin: 0.8mm 1.5mm }
.lead { white-space: pre; font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 7.6pt; line-height: 1.3; margin-left: 1mm }
.blk { margin: 1mm 0 1mm 2mm; font-size: 8.3pt } .bn { font-weight: bold } .br, .bp { font-size: 7.5pt; margin-left: 4mm } .bv { margin-left: 4mm }
.two { display: flex; gap: 5mm } .two > div { flex: 1 }
.foot { margin-top: auto; border-top: 1px solid #666; font-size: 7pt; padding-top: 1.5mm }
.sign { margin-top: 3mm; font-size: 8pt; text-align: right }
'''

def render_html(rep):
    npages = len(rep.pages)
    body = ''
    for i, page in enumerate(rep.pages, 1):
        body += '<div class="page">' + html_header(rep, i, npages)
        for it in page:
            if it.get('twocol'):
                body += '<div class="two">' + ''.join(f'<div>{render_sec(rep, s)}</div>' for s in it['twocol']) + '</div>'
            elif 'rows' in it:
                body += render_sec(rep, it)
            elif 'text' in it:
                body += f'<div class="note" style="font-style:normal;font-size:7.5pt">{br(it["text"])}</div>'
            elif 'sign' in it:
                body += f'<div class="sign">{br(it["sign"])}</div>'
        body += f'<div class="foot">{br(rep.footer.replace("{p}", str(i)).replace("{n}", str(npages)))}</div></div>'
    css = BASE_CSS + getattr(rep, 'css', '')
    return f'<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>{E(rep.id)}</title><style>{css}</style></head><body>{body}</body></html>'

# ---------------------------------------------------------------- fpdf2
FONTDIR = '/usr/share/fonts/truetype/'
def render_fpdf(rep, out):
    from fpdf import FPDF
    pdf = FPDF(format='A4', unit='mm')
    pdf.set_auto_page_break(False)
    pdf.add_font('S', '', FONTDIR + 'dejavu/DejaVuSans.ttf')
    pdf.add_font('S', 'B', FONTDIR + 'dejavu/DejaVuSans-Bold.ttf')
    pdf.add_font('M', '', FONTDIR + 'dejavu/DejaVuSansMono.ttf')
    pdf.add_font('L', '', FONTDIR + 'liberation2/LiberationSerif-Regular.ttf')
    pdf.add_font('L', 'B', FONTDIR + 'liberation2/LiberationSerif-Bold.ttf')
    fam = getattr(rep, 'fpdf_font', 'S')
    D = rep.df
    npages = len(rep.pages)
    LH = 3.9
    wp_all = bool(getattr(rep, 'prev_dates', []))
    for pno, page in enumerate(rep.pages, 1):
        pdf.add_page()
        lab, p = rep.lab, rep.patient
        pdf.set_font(fam, 'B', 13); pdf.set_xy(14, 10); pdf.cell(0, 6, lab['name'])
        pdf.set_font(fam, '', 7); pdf.set_xy(14, 16); pdf.cell(0, 3.5, f"{lab['addr']} – {lab['city']}  Tel. {lab.get('phone','')}")
        pdf.set_xy(14, 19.5); pdf.cell(0, 3.5, f"CNPJ: {lab['cnpj']}   CNES: {lab['cnes']}   RT: {lab['rt']}")
        pdf.set_xy(170, 10); pdf.cell(28, 4, f'Pág. {pno}/{npages}', align='R')
        pdf.line(14, 24, 196, 24)
        rows = [('Paciente', p['name']), ('Data de nasc.', fmt_date(p['birth'], D)), ('Idade', p['age']), ('Sexo', p['sex']),
                ('Solicitante', p['doctor']), ('Protocolo', p['protocol']), ('Empresa/Convênio', p['company'])]
        rows += [(k, fmt_date(v, D) if re.fullmatch(r'\d{4}-\d\d-\d\d', v) else v) for k, v in p.get('dates', [])]
        y = 26
        for j, (k, v) in enumerate(rows):
            x = 14 + (j % 2) * 92
            pdf.set_xy(x, y); pdf.set_font(fam, 'B', 7.5); pdf.cell(29, 3.6, k + ':')
            pdf.set_font(fam, '', 7.5); pdf.cell(61, 3.6, v)
            if j % 2 == 1: y += 3.7
        y += 5.0
        pdf.line(14, y - 1.2, 196, y - 1.2)

        def need(h):
            if y + h > 272: raise RuntimeError(f'{rep.id}: fpdf overflow on page {pno}')

        def draw_sec(sec, x0, w, y):
            pdf.set_xy(x0, y); pdf.set_font(fam, 'B', 8.5); pdf.set_fill_color(225, 225, 225)
            pdf.cell(w, 4.4, sec['sec'], fill=True); y += 4.8
            meta = []
            if sec.get('mat'): meta.append('Material: ' + sec['mat'])
            if sec.get('met'): meta.append('Método: ' + sec['met'])
            if sec.get('date'): meta.append(f'{sec.get("datelabel","Data da coleta")}: {fmt_date(sec["date"], D)}')
            if meta:
                pdf.set_font(fam, '', 6.5); pdf.set_xy(x0 + 1, y); pdf.multi_cell(w - 1, 3, '   '.join(meta)); y = pdf.get_y() + 0.5
            wp = sec.get('prev', wp_all) and w > 120
            narrow = w < 120
            for r in sec['rows']:
                names = r['n'].split('|'); refs = r.get('ref', '').split('|') if not narrow else r.get('ref', '').split('|')[:0]
                n = max(len(names), len(refs), 1)
                pdf.set_font(fam, '', 7.8)
                for i, nm in enumerate(names):
                    pdf.set_xy(x0 + 1, y + i * LH); pdf.cell(0, LH, nm)
                vx = x0 + (46 if narrow else 58)
                pdf.set_xy(vx, y); pdf.set_font(fam, 'B', 7.8)
                pdf.cell(20, LH, r['v'] + (' ' + r['f'] if r.get('f') else ''))
                pdf.set_font(fam, '', 7.3); pdf.set_xy(vx + (18 if narrow else 22), y); pdf.cell(24, LH, r.get('u', ''))
                pdf.set_font(fam, '', 6.6)
                for i, rf in enumerate(refs):
                    pdf.set_xy(x0 + 106, y + i * LH); pdf.cell(0, LH, rf)
                if wp:
                    for k, pv in enumerate(r.get('prev') or []):
                        pdf.set_xy(x0 + 152 + k * 15, y); pdf.cell(14, LH, pv or '-', align='C')
                y += n * LH
            if sec.get('note'):
                pdf.set_font(fam, '', 6.3); pdf.set_xy(x0 + 1, y + 0.5); pdf.multi_cell(w - 2, 2.9, sec['note'].replace('|', ' ')); y = pdf.get_y()
            return y + 1.6

        for it in page:
            if it.get('twocol'):
                ys = [draw_sec(s, 14 + k * 92, 88, y) for k, s in enumerate(it['twocol'])]
                y = max(ys)
            elif 'rows' in it:
                if wp_all and it.get('prev', True):
                    pdf.set_font(fam, '', 6.3)
                    for k, d in enumerate(rep.prev_dates):
                        pdf.set_xy(14 + 150 + k * 15, y); pdf.cell(14, 3, rep.prev_label[:9], align='C')
                        pdf.set_xy(14 + 150 + k * 15, y + 2.8); pdf.cell(14, 3, fmt_date(d, D), align='C')
                    y += 6
                y = draw_sec(it, 14, 182, y)
            elif 'text' in it:
                pdf.set_font(fam, '', 7); pdf.set_xy(15, y); pdf.multi_cell(180, 3.3, it['text'].replace('|', '\n')); y = pdf.get_y() + 1
            elif 'sign' in it:
                pdf.set_font(fam, '', 7.5)
                for ln in it['sign'].split('|'):
                    pdf.set_xy(110, y); pdf.cell(86, 3.6, ln, align='R'); y += 3.6
                y += 1
            need(0)
        pdf.line(14, 278, 196, 278)
        pdf.set_font(fam, '', 6.5); pdf.set_xy(14, 279)
        pdf.multi_cell(182, 3, rep.footer.replace('{p}', str(pno)).replace('{n}', str(npages)).replace('|', '\n'))
    pdf.output(out)
