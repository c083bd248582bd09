package extract

import (
	"math"
	"strconv"
)

// Canonical is a value in its marker's canonical unit.
type Canonical struct {
	Value float64
	Unit  string // the marker's canonical unit ("" for dimensionless markers)
}

// ToCanonical converts a value printed in unit to the canonical unit of marker (see
// MarkerInfo.Unit): same dimension by the units' ratio (mg/dL ↔ g/L, /mm³ ↔ 10³/µL ↔ mil/mm³,
// µUI/mL ↔ mUI/L), mass ↔ molar through the marker's molar mass (glucose 18.016 mg/dL per
// mmol/L, cholesterol 38.67, triglycerides 88.57, creatinine 88.4 µmol/L per mg/dL), mEq ↔
// mmol through its charge, HbA1c mmol/mol (IFCC) ↔ % (NGSP). ok is false for a marker outside
// the table, a qualitative one, or a unit that does not convert; the value is then unchanged.
func ToCanonical(marker string, v float64, unit string) (Canonical, bool) {
	info, ok := markerByName[marker]
	if !ok || info.Qualitative && info.Unit == "" {
		return Canonical{}, false
	}
	cv, cu, ok := convertUnit(info, v, unit)
	if !ok {
		return Canonical{}, false
	}
	return Canonical{Value: cv, Unit: cu}, true
}

// convertUnit converts v in unit to info's canonical unit.
func convertUnit(info *MarkerInfo, v float64, unit string) (float64, string, bool) {
	if info == nil {
		return 0, "", false
	}
	from, ok := parseUnit(unit)
	if !ok {
		return 0, "", false
	}
	to, _ := parseUnit(info.Unit)
	if info.Name == "Hemoglobina glicada" && from.dim == dimMolRatio && to.dim == dimPercent {
		return round6(v/10.929 + 2.15), info.Unit, true // IFCC mmol/mol → NGSP %
	}
	base := v * from.factor
	switch {
	case from.dim == to.dim:
	case info.Molar > 0 && from.dim == dimMassConc && to.dim == dimMolConc:
		base /= info.Molar
	case info.Molar > 0 && from.dim == dimMolConc && to.dim == dimMassConc:
		base *= info.Molar
	case info.Valence > 0 && from.dim == dimMolConc && to.dim == dimEqConc:
		base *= float64(info.Valence)
	case info.Valence > 0 && from.dim == dimEqConc && to.dim == dimMolConc:
		base /= float64(info.Valence)
	case info.Valence > 0 && info.Molar > 0 && from.dim == dimMassConc && to.dim == dimEqConc:
		base = base / info.Molar * float64(info.Valence)
	case info.Valence > 0 && info.Molar > 0 && from.dim == dimEqConc && to.dim == dimMassConc:
		base = base / float64(info.Valence) * info.Molar
	default:
		return 0, "", false
	}
	return round6(base / to.factor), info.Unit, true
}

// round6 rounds to six significant digits, so conversions do not print float noise.
func round6(v float64) float64 {
	if v == 0 || math.IsInf(v, 0) || math.IsNaN(v) {
		return v
	}
	r, err := strconv.ParseFloat(strconv.FormatFloat(v, 'g', 6, 64), 64)
	if err != nil {
		return v
	}
	return r
}

// ConvertReference converts reference bounds printed in unit to the marker's canonical unit,
// as ToCanonical does for values; bounds that do not convert come back nil.
func ConvertReference(marker string, low, high *float64, unit string) (*float64, *float64) {
	conv := func(b *float64) *float64 {
		if b == nil {
			return nil
		}
		c, ok := ToCanonical(marker, *b, unit)
		if !ok {
			return nil
		}
		return &c.Value
	}
	return conv(low), conv(high)
}
