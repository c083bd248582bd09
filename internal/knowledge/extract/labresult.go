package extract

import (
	"regexp"
	"slices"
	"strings"
)

// toLabs turns the results of one line into Labs, leaving out those that cannot stand.
func toLabs(rs []result, ctx lineContext) []Lab {
	var out []Lab
	for _, r := range rs {
		if l, ok := toLab(r, ctx); ok {
			out = append(out, l)
		}
	}
	return out
}

// looseQualitative are qualitative words read only in a urinalysis (a blood marker "normal"
// is prose, not a result).
var looseQualitative = map[string]bool{"Normal": true, "Raros": true, "Numerosos": true, "Traços": true, "Aumentados": true,
	"Alguns": true, "Amarelo citrino": true, "Amarelo claro": true, "Amarelo escuro": true, "Amarelo palha": true,
	"Amarelo ouro": true, "Amarelo": true, "Âmbar": true, "Incolor": true, "Avermelhado": true, "Alaranjado": true,
	"Límpido": true, "Ligeiramente turvo": true, "Levemente turvo": true, "Turvo": true, "Opalescente": true}

// bloodSample marks, in a fluid's report, a result of the blood drawn beside it ("Glicemia
// (soro, coleta simultânea)", "DHL sérica") for comparison.
var bloodSample = regexp.MustCompile(`\b(?:glicemia|soro|sericas?|sericos?|plasma|plasmaticas?|plasmaticos?)\b`)

// toLab checks a result and builds its Lab: the marker's twin is chosen by unit, section or
// kind of value; a known marker needs a unit, a reference, a table around it or a
// dimensionless canonical unit; an unknown name needs a unit and a bounded reference.
func toLab(r result, ctx lineContext) (Lab, bool) {
	unit := repairUnit(r.unit)
	canon := resolveTwin(r, unit, ctx)
	v := r.val
	if ctx.scanned && !r.previous && v.qualitative == "" {
		v = leadingZeroComma(v)
		if r.hasRef {
			r.ref = refLostCommas(r.ref, v)
			if v = restoreComma(v, r.ref); !r.flagged {
				v = stripGluedArrow(v, r.ref) // a value printed with a flag apart has no arrow glued to it
			}
		}
		// a value beyond life needs no reference to be told misread ("122" % of RDW is 12,2)
		if w := stripBeyondLife(v, r.ref, canon, unit); w != v {
			v = w
			if r.hasRef { // its commas put back, the value tells the reference's ("37" beside "35a52")
				r.ref = refLostCommas(r.ref, v)
			}
		}
		if r.hasRef && r.lowFlag {
			v = flaggedLow(v, r.ref)
		}
	}
	if v.qualitative != "" && strings.Trim(v.qualitative, "+") == "" && ctx.section != "urine" {
		return Lab{}, false
	}
	info, known := markerByName[canon]
	if !known {
		info = &MarkerInfo{}
	}
	if bodyFluid(ctx.section) && info.Section != ctx.section && !bloodSample.MatchString(fold(r.raw)) && !info.anyFluid {
		return Lab{}, false // a CSF or pleural result the table has no fluid's marker for is not the blood's
	}
	lab := Lab{Marker: canon, RawMarker: r.raw, Value: v.v, ValueText: v.text, Comparator: v.comparator,
		Qualitative: v.qualitative, Unit: unit, LOINC: codeFor(info, r.raw, unit, ctx.section), CollectedAt: r.date, previous: r.previous, OtherUnit: r.otherUnit}
	switch {
	case !known:
		if v.qualitative != "" || unit == "" || !r.hasRef || r.ref.low == nil && r.ref.high == nil ||
			!startsWithLetter(r.raw) || !plausibleName(r.raw) || !KnownUnit(unit) {
			return Lab{}, false
		}
		lab.Marker = cleanMarkerName(r.raw)
	case v.qualitative != "":
		if looseQualitative[v.qualitative] && info.Section != "urine" && !bodyFluid(info.Section) || strings.Trim(v.qualitative, "+") == "" && info.Section != "urine" {
			return Lab{}, false
		}
		lab.Value = 0
		if info.PresenceLOINC != "" {
			lab.LOINC = info.PresenceLOINC
		}
	case unit == "" && !(r.hasRef && (r.ref.low != nil || r.ref.high != nil)) && !ctx.table && !r.pair &&
		(info.Unit != "" || info.Qualitative):
		return Lab{}, false // a bare number needs a unit, a bounded reference, a table or a differential row
	}
	if (canon == "pH sanguíneo" || canon == "pH urinário") && lab.Value > 14 && strings.Count(v.text, ".") == 1 {
		// an analyser's decimal point, not thousands: pH "7.318"
		if ph, ok := parseNumber(strings.Replace(v.text, ".", ",", 1)); ok {
			lab.Value = ph
		}
	}
	if canon == "Densidade urinária" {
		lab.Value = thousandthsOfDensity(lab.Value)
		r.ref.low, r.ref.high = densityBound(r.ref.low), densityBound(r.ref.high)
	}
	if r.hasRef {
		lab.RefText, lab.RefLow, lab.RefHigh = r.ref.text, r.ref.low, r.ref.high
		if v.qualitative == "" {
			lab.Flag = flagFor(lab.Value, r.ref.low, r.ref.high)
		}
	}
	return lab, true
}

// directAssay is a folded name that says its marker was measured, not calculated: "LDL direto",
// "LDL-colesterol (dosagem direta)".
var directAssay = regexp.MustCompile(`\bdiret[oa]\b`)

// codeFor is the LOINC code of a result of marker info printed as name in unit, in a report
// section: a variant's code when the name holds its words ("TFG (CKD-EPI 2009)", "Lactato
// venoso"), the blood-gas code in a blood-gas section or when the name says "arterial" ("Lactato
// arterial": whole blood, its molar code when the unit is molar), the direct assay's code, the
// fasting code when the name says "jejum", the molar code when the unit is molar, else the
// marker's.
func codeFor(info *MarkerInfo, name, unit, section string) string {
	u, ok := parseUnit(unit)
	molar := ok && unit != "" && (u.dim == dimMolConc || u.dim == dimMolRatio)
	if slices.Contains(strings.Fields(markerKey(name)), "arterial") {
		section = "gas"
	}
	if len(info.variants) > 0 {
		key := " " + markerKey(name) + " "
		for _, v := range info.variants {
			if strings.Contains(key, " "+v.words+" ") {
				return v.code // a named variant before a gas panel's code: "Lactato venoso" (2519-7)
			}
		}
	}
	switch {
	case section == "gas" && molar && info.GasMolarLOINC != "":
		return info.GasMolarLOINC
	case section == "gas" && info.GasLOINC != "":
		return info.GasLOINC
	}
	if info.DirectLOINC != "" && directAssay.MatchString(fold(name)) {
		return info.DirectLOINC
	}
	switch fasting := info.FastingLOINC != "" && strings.Contains(fold(name), "jejum"); {
	case fasting && molar:
		return info.FastingMolarLOINC
	case fasting:
		return info.FastingLOINC
	case molar && info.MolarLOINC != "":
		return info.MolarLOINC
	case ok && unit != "" && u.dim == dimMassConc && info.MassLOINC != "":
		return info.MassLOINC
	case ok && unit != "" && u.dim == dimCountConc && info.CountLOINC != "":
		return info.CountLOINC
	}
	return info.LOINC
}

// resolveTwin picks, for a name shared by two markers, the one the result belongs to: the
// relative count for "%", the urinalysis marker in a urine section or for a qualitative or
// per-field result, the other measurement when its unit is that one's own or the only one that
// fits (troponin I in ng/L, CK-MB massa in ng/mL).
func resolveTwin(r result, unit string, ctx lineContext) string {
	canon := r.name.canon
	info, ok := markerByName[canon]
	if !ok {
		return canon
	}
	u, unitOK := parseUnit(unit)
	if t, ok := titreOf(canon); ok && dilution.MatchString(strings.TrimSpace(r.val.text)) {
		return t.Name // a titre printed as the test's result: "FAN (fator antinúcleo) - Hep-2 ....1/160"
	}
	if blood := urineTwinOf[canon]; blood != nil && bloodOwnUnit(blood, unit) {
		return blood.Name
	}
	if canon == "Proteínas na urina" && r.val.qualitative == "" && unitOK && u.dim == dimMassConc && strings.HasPrefix(fold(r.raw), "albumina") {
		// a urinalysis's "Albumina" is its protein, but measured in mg/L it is the urine's
		// albumin: "Albumina 186 mg/L" under "MICROALBUMINÚRIA – AMOSTRA ISOLADA / Material: Urina"
		return "Microalbuminúria"
	}
	switch {
	case info.Daily != "" && unitOK && (u.dim == dimDaily || u.dim == dimMolDaily):
		return info.Daily // a unit per 24 h: the day's excretion in urine
	case info.Percent != "" && (unitOK && unit != "" && u.dim == dimPercent || unit == "" && r.relative()):
		return info.Percent
	case info.Urine != "" && (ctx.section == "urine" || r.val.qualitative != "" && !info.Qualitative || unitOK && u.dim == dimPerField) &&
		!strings.HasPrefix(fold(r.raw), "glicemia"):
		// (a glycaemia is the blood's glucose by its name, whatever column of a urinalysis it is
		// printed beside: "Glicemia de jejum 86 mg/dL < 92 Densidade 1,020 1,005 a 1,030")
		return info.Urine
	case info.Alt != "" && unit != "":
		alt := markerByName[info.Alt]
		if alt.Unit != info.Unit && NormalizeUnit(unit) == alt.Unit {
			return info.Alt // printed in the other measurement's own unit: a troponin in ng/L is high-sensitivity
		}
		if _, _, ok := convertUnit(info, r.val.v, unit); !ok {
			if _, _, ok := convertUnit(alt, r.val.v, unit); ok {
				return info.Alt
			}
		}
	}
	return canon
}

// bloodOwnUnit reports whether unit is the blood marker info's own and not its urine twin's: a
// blood count printed beside a urinalysis ("Hemoglobina 10,8 g/dL", "Leucócitos 9.150 /mm³"
// on the lines of a "URINA TIPO I" column, which name the urinalysis's markers there) is no
// urine result, whose cells are per field or per mL.
func bloodOwnUnit(info *MarkerInfo, unit string) bool {
	return unit != "" && NormalizeUnit(unit) == info.Unit && markerByName[info.Urine].Unit != info.Unit
}

// relative reports whether a differential value printed without a unit is the relative (%)
// one: its reference tops out at 100 or below, or without a reference, it is at most 100 and
// was the first of the row's two values.
func (r result) relative() bool {
	if r.pair {
		return r.rel
	}
	if r.hasRef && r.ref.high != nil {
		return *r.ref.high <= 100
	}
	return r.val.v <= 100 && r.first
}

// repairUnit trims a unit and undoes known OCR misreadings.
func repairUnit(u string) string {
	u = strings.TrimRight(u, ".,;:")
	if r := ocrUnit(u); r != "" {
		return r
	}
	return u
}

func startsWithLetter(s string) bool {
	for _, r := range s {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0xbf
	}
	return false
}

// nonMarkerWords start lines that carry numbers but are not results.
var nonMarkerWords = map[string]bool{
	"data": true, "paciente": true, "protocolo": true, "medico": true, "rua": true, "av": true,
	"cnpj": true, "tel": true, "idade": true, "resultado": true, "liberado": true, "exame": true,
	"material": true, "metodo": true, "crm": true, "pa": true, "fc": true, "fr": true, "peso": true,
	"altura": true, "imc": true, "tomar": true, "retorno": true, "coleta": true, "pagina": true,
	"temperatura": true, "sat": true, "spo2": true, "glicemia": true, "uso": true, "jejum": true,
	"homens": true, "mulheres": true, "masculino": true, "feminino": true, "criancas": true, "adultos": true,
	"ate": true, "acima": true, "abaixo": true, "de": true, "valor": true, "valores": true, "referencia": true,
	"desejavel": true, "otimo": true, "limitrofe": true, "alto": true, "muito": true, "normal": true,
	"fase": true, "gestantes": true, "obs": true, "nota": true, "anterior": true, "resultados": true,
}

// plausibleName accepts an unknown marker name: up to five words, letters only, not starting
// with a word that marks a non-result line, and no stray short word of mixed case (what OCR
// makes of dotted leaders: "Ss", "eg").
func plausibleName(name string) bool {
	words := strings.Fields(name)
	if len(words) == 0 || len(words) > 5 || nonMarkerWords[markerKey(words[0])] {
		return false
	}
	for _, w := range words {
		k := markerKey(w)
		if len(k) <= 2 && !connectors[k] || k == "" && len(w) > 1 {
			return false
		}
	}
	for _, r := range name {
		if r >= '0' && r <= '9' || r == '<' || r == '>' {
			return false
		}
	}
	return true
}

// connectors are the short words a marker name may hold.
var connectors = map[string]bool{"de": true, "do": true, "da": true, "e": true, "a": true, "b": true, "c": true, "d": true, "i": true}

// cleanMarkerName title-cases an unknown marker name; short all-capital
// abbreviations ("VCM") are kept as printed.
func cleanMarkerName(name string) string {
	if len([]rune(name)) <= 5 && strings.ToUpper(name) == name {
		return name
	}
	if strings.ToUpper(name) == name {
		name = strings.ToLower(name)
	}
	return upperFirst(name)
}

// thousandthsOfDensity reads a urine density printed as "1.020" (read as thousands) or "1020"
// as 1.020.
func thousandthsOfDensity(v float64) float64 {
	if v >= 900 && v < 1100 {
		return v / 1000
	}
	return v
}

func densityBound(b *float64) *float64 {
	if b == nil {
		return nil
	}
	v := thousandthsOfDensity(*b)
	return &v
}
