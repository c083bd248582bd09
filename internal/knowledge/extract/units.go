package extract

import (
	"regexp"
	"strings"
)

// A unit is read into a dimension and a factor to that dimension's base unit, so any two units
// of one dimension convert by the ratio of their factors, and a mass and a molar concentration
// convert through the marker's molar mass.
type unitDim string

// Dimensions. Bases: g/L, mol/L, eq/L, U/L, cells/L, %, fL, g (a cell's mass), s, mmHg,
// mm/h, mL/min/1.73 m², mL/min, mOsm/kg, mg/g, g/24 h, cells per high-power field, mmol/mol
// and dimensionless.
const (
	dimMassConc  unitDim = "mass/vol"
	dimMolConc   unitDim = "mol/vol"
	dimEqConc    unitDim = "eq/vol"
	dimIUConc    unitDim = "iu/vol"
	dimCountConc unitDim = "count/vol"
	dimPercent   unitDim = "percent"
	dimCellVol   unitDim = "fl"
	dimCellMass  unitDim = "mass"
	dimTime      unitDim = "time"
	dimPressure  unitDim = "pressure"
	dimESR       unitDim = "mm/h"
	dimGFR       unitDim = "ml/min/1.73m2"
	dimClearance unitDim = "ml/min"
	dimOsm       unitDim = "mosm/kg"
	dimMassRatio unitDim = "mass/mass"
	dimDaily     unitDim = "mass/24h"
	dimMolDaily  unitDim = "mol/24h"
	dimVolume    unitDim = "volume"
	dimGPL       unitDim = "gpl"
	dimMPL       unitDim = "mpl"
	dimPerField  unitDim = "per field"
	dimMolRatio  unitDim = "mol/mol"
	dimCFU       unitDim = "cfu/ml"
	dimLog       unitDim = "log"
	dimRenin     unitDim = "ng/ml/h" // plasma renin activity: angiotensin I generated per hour
	dimNone      unitDim = "none"
)

// unitValue is a parsed unit: its dimension and its size in the dimension's base unit.
type unitValue struct {
	dim    unitDim
	factor float64
}

// Numerators of concentrations, by folded spelling.
var (
	// Tesseract's misreadings of numerators, seen on the development sets' scans, are read as
	// the numerator they stand for: none of them is a unit anyone prints ("mmoi", "uo" for µg,
	// "no" for ng, "py" for pg, "my" for mg, "pUI"/"nUI"/"HUI"/"NUI"/"pnUI" for µUI, "muUI" and
	// "mUlI" for mUI, "qukat" for µkat, "mEqg" for mEq). They let a row's unit be read in any
	// volume; unitRepairs (labvalue.go) also gives a result the unit's right spelling for the
	// garbles seen whole ("HUI/mL" → "µUI/mL").
	massPrefixes = map[string]float64{"g": 1, "mg": 1e-3, "ug": 1e-6, "ng": 1e-9, "pg": 1e-12,
		"uo": 1e-6, "no": 1e-9, "py": 1e-12, "my": 1e-3}
	molPrefixes = map[string]float64{"mol": 1, "mmol": 1e-3, "umol": 1e-6, "nmol": 1e-9, "pmol": 1e-12,
		"mmoi": 1e-3, "umoi": 1e-6, "nmoi": 1e-9, "pmoi": 1e-12}
	eqPrefixes = map[string]float64{"eq": 1, "meq": 1e-3, "meg": 1e-3, "meqg": 1e-3} // "mEg": Tesseract's q
	// "Ul", "mUl", "uUl": Tesseract's l for the I of UI (a numerator, never a volume).
	iuPrefixes = map[string]float64{"u": 1, "ui": 1, "iu": 1, "mu": 1e-3, "mui": 1e-3, "miu": 1e-3, "uu": 1e-6, "uui": 1e-6,
		"uiu": 1e-6, "ku": 1e3, "kui": 1e3, "ukat": 60, "kat": 6e7, "ul": 1, "mul": 1e-3, "uul": 1e-6,
		"pui": 1e-6, "pul": 1e-6, "pnui": 1e-6, "nui": 1e-6, "hui": 1e-6, "muui": 1e-3, "muul": 1e-3, "muli": 1e-3, "qukat": 60}
	countPrefixes = map[string]float64{"": 1, "cel": 1, "celulas": 1, "copias": 1, "mil": 1e3, "milhoes": 1e6, "milhao": 1e6, "milh": 1e6, "milhoes de": 1e6}
	volumes       = map[string]float64{"l": 1, "dl": 0.1, "ml": 1e-3, "ul": 1e-6, "mm3": 1e-6}
)

// literalUnits are units read whole, by their folded, space-free spelling.
var literalUnits = map[string]unitValue{
	"%": {dimPercent, 1}, "l/l": {dimPercent, 100}, "/100leucocitos": {dimPercent, 1}, "/100leuc": {dimPercent, 1}, "fl": {dimCellVol, 1}, "um3": {dimCellVol, 1}, "pg": {dimCellMass, 1},
	"s": {dimTime, 1}, "seg": {dimTime, 1}, "segundos": {dimTime, 1}, "sec": {dimTime, 1},
	"mmhg": {dimPressure, 1}, "kpa": {dimPressure, 7.50062},
	"mm/h": {dimESR, 1}, "mm/hora": {dimESR, 1}, "mm/1ahora": {dimESR, 1}, "mm/1hora": {dimESR, 1}, "mm": {dimESR, 1},
	"mm/1ohora": {dimESR, 1}, "mm/12hora": {dimESR, 1}, "mm/1h": {dimESR, 1},
	"ml/min": {dimClearance, 1}, "mosm/kg": {dimOsm, 1}, "mosm/kgh2o": {dimOsm, 1},
	"ug/g": {dimMassRatio, 1e-3}, "ug/gdefezes": {dimMassRatio, 1e-3}, "ng/ml/h": {dimRenin, 1}, "ng/ml/hora": {dimRenin, 1},
	"mg/g": {dimMassRatio, 1}, "mg/gcreat": {dimMassRatio, 1}, "mg/gdecreatinina": {dimMassRatio, 1}, "ug/mg": {dimMassRatio, 1},
	"g/24h": {dimDaily, 1}, "mg/24h": {dimDaily, 1e-3}, "g/24horas": {dimDaily, 1}, "mg/24horas": {dimDaily, 1e-3},
	"ug/24h": {dimDaily, 1e-6}, "ug/24horas": {dimDaily, 1e-6}, // and "mcg/24h": unitKey spells mcg as ug
	"gpl": {dimGPL, 1}, "gplu/ml": {dimGPL, 1}, "ugpl": {dimGPL, 1}, "gplu": {dimGPL, 1}, "gpl-u/ml": {dimGPL, 1}, "gpl-u": {dimGPL, 1},
	"mpl": {dimMPL, 1}, "mplu/ml": {dimMPL, 1}, "umpl": {dimMPL, 1}, "mplu": {dimMPL, 1}, "mpl-u/ml": {dimMPL, 1}, "mpl-u": {dimMPL, 1},
	"ml": {dimVolume, 1}, "ml/24h": {dimVolume, 1}, "ml/24horas": {dimVolume, 1},
	"meq/24h": {dimMolDaily, 1}, "mmol/24h": {dimMolDaily, 1}, "meq/24horas": {dimMolDaily, 1}, "mmol/24horas": {dimMolDaily, 1},
	"/campo": {dimPerField, 1}, "p/campo": {dimPerField, 1}, "p/c": {dimPerField, 1}, "porcampo": {dimPerField, 1}, "/cga": {dimPerField, 1},
	"ufc/ml": {dimCFU, 1}, "ufc/mlurina": {dimCFU, 1}, "cfu/ml": {dimCFU, 1},
	"g/g": {dimMassRatio, 1e3}, "mg/mg": {dimMassRatio, 1e3}, "g/gcreat": {dimMassRatio, 1e3},
	"log": {dimLog, 1}, "log10": {dimLog, 1}, "logcopias/ml": {dimLog, 1},
	"mmol/mol": {dimMolRatio, 1}, "ratio": {dimNone, 1}, "razao": {dimNone, 1}, "indice": {dimNone, 1},
}

var (
	// powerOfTen reads "x10^3", "10³", "x 10e9", "10*6" at the start of a count unit.
	powerOfTen = regexp.MustCompile(`^x?10(?:\^|e|\*)?(3|6|9|12)`)
	gfrUnit    = regexp.MustCompile(`^ml/min(?:/1[.,]?73(?:m2)?|/1[.,]?73m2sc)$`)
)

// unitKey folds a unit for parsing: lower case, no accents (µ → u), superscripts as digits,
// "mcg" as "ug", no spaces.
func unitKey(u string) string {
	u = unitGlyphs.Replace(u)
	u = strings.ReplaceAll(fold(u), " ", "")
	u = strings.ReplaceAll(u, "mcg", "ug")
	return strings.TrimRight(u, ".,;:)]")
}

// unitGlyphs spells a unit's superscripts and signs as letters and digits, and Tesseract's "?" or
// "*" for a ³ or ² as the digit. Built once: building a Replacer costs more than a thousand of its
// replacements, and unitKey runs on every token that might be a unit.
var unitGlyphs = strings.NewReplacer("³", "3", "²", "2", "⁶", "6", "⁹", "9", "¹", "1", "ª", "a", "º", "o", "×", "x",
	"mm?", "mm3", "mm*", "mm3", "73m?", "73m2", "73 m?", "73m2")

// parseUnit reads a printed unit; ok is false for an unknown unit.
func parseUnit(printed string) (unitValue, bool) {
	k := unitKey(printed)
	if k == "" {
		return unitValue{dimNone, 1}, true
	}
	if v, ok := literalUnits[k]; ok {
		return v, true
	}
	if gfrUnit.MatchString(k) {
		return unitValue{dimGFR, 1}, true
	}
	i := strings.LastIndexByte(k, '/')
	if i < 0 {
		return unitValue{}, false
	}
	num, den := k[:i], k[i+1:]
	vol, ok := volumes[den]
	if !ok {
		return unitValue{}, false
	}
	if f, ok := massPrefixes[num]; ok {
		return unitValue{dimMassConc, f / vol}, true
	}
	if f, ok := molPrefixes[num]; ok {
		return unitValue{dimMolConc, f / vol}, true
	}
	if f, ok := eqPrefixes[num]; ok {
		return unitValue{dimEqConc, f / vol}, true
	}
	if f, ok := iuPrefixes[num]; ok {
		return unitValue{dimIUConc, f / vol}, true
	}
	if f, ok := countPrefixes[num]; ok {
		return unitValue{dimCountConc, f / vol}, true
	}
	if m := powerOfTen.FindStringSubmatch(num); m != nil && len(m[0]) == len(num) {
		exp := map[string]float64{"3": 1e3, "6": 1e6, "9": 1e9, "12": 1e12}[m[1]]
		return unitValue{dimCountConc, exp / vol}, true
	}
	return unitValue{}, false
}

// KnownUnit reports whether the converter reads u.
func KnownUnit(u string) bool {
	_, ok := parseUnit(u)
	return ok
}

// Display spellings of unit parts, by folded spelling.
var (
	numeratorSpelling = map[string]string{"mg": "mg", "g": "g", "ug": "µg", "ng": "ng", "pg": "pg",
		"mmol": "mmol", "umol": "µmol", "nmol": "nmol", "pmol": "pmol", "mol": "mol", "meq": "mEq", "eq": "Eq",
		"u": "U", "ui": "UI", "iu": "UI", "mu": "mU", "mui": "mUI", "miu": "mUI", "uu": "µU", "uui": "µUI", "uiu": "µUI",
		"ul": "UI", "mul": "mUI", "uul": "µUI", "meg": "mEq", "meqg": "mEq", "mmoi": "mmol", "umoi": "µmol", "nmoi": "nmol",
		"pmoi": "pmol", "uo": "µg", "no": "ng", "py": "pg", "my": "mg", "pui": "µUI", "pul": "µUI", "pnui": "µUI", "nui": "µUI",
		"hui": "µUI", "muui": "mUI", "muul": "mUI", "muli": "mUI", "qukat": "µkat", "ukat": "µkat",
		"ku": "kU", "kui": "kUI", "mil": "mil", "milhoes": "milhões", "": ""}
	volumeSpelling  = map[string]string{"l": "L", "dl": "dL", "ml": "mL", "ul": "µL", "mm3": "mm³"}
	literalSpelling = map[string]string{"fl": "fL", "seg": "s", "segundos": "s", "sec": "s", "mmhg": "mmHg",
		"kpa": "kPa", "mm/hora": "mm/h", "mm/1ahora": "mm/h", "mm/1hora": "mm/h", "mm": "mm/h", "mosm/kgh2o": "mOsm/kg",
		"mosm/kg": "mOsm/kg", "ml/min": "mL/min", "mm/1ohora": "mm/h", "mm/12hora": "mm/h", "mm/1h": "mm/h", "p/campo": "/campo", "p/c": "/campo", "porcampo": "/campo", "um3": "fL",
		"mg/gcreat": "mg/g", "mg/gdecreatinina": "mg/g", "g/24horas": "g/24h", "mg/24horas": "mg/24h",
		"ug/24h": "µg/24h", "ug/24horas": "µg/24h",
		"ng/ml/h": "ng/mL/h", "ng/ml/hora": "ng/mL/h", "ug/g": "µg/g", "ug/gdefezes": "µg/g"}
)

// NormalizeUnit returns one spelling for the ways a unit is printed ("mg/dl", "MG/DL" →
// "mg/dL"; "uUI/ml", "µUI/mL" → "µUI/mL"; "/mm3" → "/mm³"; "seg" → "s"). A unit it does not
// read is returned trimmed, as printed.
func NormalizeUnit(u string) string {
	u = strings.TrimSpace(u)
	k := unitKey(u)
	if s, ok := literalSpelling[k]; ok {
		return s
	}
	if _, ok := literalUnits[k]; ok {
		return strings.TrimRight(u, ".,;:")
	}
	if gfrUnit.MatchString(k) {
		return "mL/min/1,73 m²"
	}
	i := strings.LastIndexByte(k, '/')
	if i < 0 {
		return u
	}
	num, den := k[:i], k[i+1:]
	v, okV := volumeSpelling[den]
	if n, ok := numeratorSpelling[num]; ok && okV {
		return n + "/" + v
	}
	if m := powerOfTen.FindStringSubmatch(num); m != nil && len(m[0]) == len(num) && okV {
		return "10" + map[string]string{"3": "³", "6": "⁶", "9": "⁹", "12": "¹²"}[m[1]] + "/" + v
	}
	return u
}
