package knowledge

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/knowledge/extract"
)

// factKind is one label of fact nodes with the rows to create.
type factKind struct {
	label, rel string
	rows       []map[string]any
}

// Fact labels and the relationships from the patient.
const (
	labelLab        = "LabResult"
	labelQualLab    = "LabResult:Qualitative" // a qualitative result ("Reagente"): no series
	labelCondition  = "Condition"
	labelMedication = "Medication"
	labelAllergy    = "Allergy"
	labelFactor     = "LifestyleFactor"
)

// factKinds turns extracted facts into node rows. Ids are derived from the document and the
// fact's position, so a document's facts are stable across re-extractions of the same text.
func factKinds(docID string, f extract.Facts, observed time.Time) []factKind {
	id := func(kind string, i int) string { return docID + ":" + kind + ":" + strconv.Itoa(i) }
	date := neo4j.DateOf(observed)
	var labs, quals, conds, meds, alls, facs []map[string]any
	for i, l := range f.Labs {
		if l.OtherUnit {
			continue // the result before it, printed again in another unit
		}
		if l.Qualitative != "" {
			quals = append(quals, labRow(id("lab", i), docID, l, observed))
		} else {
			labs = append(labs, labRow(id("lab", i), docID, l, observed))
		}
	}
	for i, c := range f.Conditions {
		conds = append(conds, map[string]any{"id": id("condition", i), "name": c.Name, "icd10": c.ICD10,
			"status": c.Status, "observed_at": date})
	}
	for i, m := range f.Medications {
		meds = append(meds, map[string]any{"id": id("medication", i), "name": m.Name, "dose": m.Dose,
			"route": m.Route, "frequency": m.Frequency, "observed_at": date})
	}
	for i, a := range f.Allergies {
		alls = append(alls, map[string]any{"id": id("allergy", i), "substance": a.Substance, "reaction": a.Reaction,
			"name": a.Substance, "observed_at": date})
	}
	for i, x := range f.Factors {
		facs = append(facs, map[string]any{"id": id("factor", i), "kind": x.Kind, "value": x.Value,
			"name": x.Value, "observed_at": date})
	}
	return []factKind{
		{labelLab, "HAS_LAB_RESULT", labs},
		{labelQualLab, "HAS_LAB_RESULT", quals},
		{labelCondition, "HAS_CONDITION", conds},
		{labelMedication, "TAKES_MEDICATION", meds},
		{labelAllergy, "ALLERGIC_TO", alls},
		{labelFactor, "HAS_FACTOR", facs},
	}
}

// labRow is a LabResult node's properties: the value, unit and reference as printed, and as
// converted to the marker's canonical unit (value, unit, ref_low, ref_high; converted says
// whether they are canonical, else they are the printed ones with the unit's normal
// spelling; trend_unit is "" when converted, else that unit, so a series reads one property to
// tell its points from those kept apart), the LOINC code, the document's id (so series need no hop to the document) and
// the result's own collection date, else the document's.
func labRow(id, docID string, l extract.Lab, docDate time.Time) map[string]any {
	observed := docDate
	if l.CollectedAt != nil {
		observed = dateOnly(*l.CollectedAt)
	}
	row := map[string]any{"id": id, "doc_id": docID, "marker": l.Marker, "loinc": l.LOINC, "raw_marker": l.RawMarker,
		"value_text": l.ValueText, "value_printed": l.Value, "unit_printed": l.Unit, "ref_low_printed": l.RefLow,
		"ref_high_printed": l.RefHigh, "ref_text": l.RefText, "flag": l.Flag, "observed_at": neo4j.DateOf(observed),
		"comparator": nonEmptyOrNil(l.Comparator), "qualitative": nonEmptyOrNil(l.Qualitative),
		"name": strings.TrimSpace(fmt.Sprintf("%s %s %s %s", l.Marker, l.ValueText, l.Unit, observed.Format(time.DateOnly)))}
	c, converted := extract.ToCanonical(l.Marker, l.Value, l.Unit)
	if l.Qualitative != "" {
		converted = false
	}
	row["converted"] = converted
	row["trend_unit"] = ""
	if converted {
		row["value"], row["unit"] = c.Value, c.Unit
		row["ref_low"], row["ref_high"] = extract.ConvertReference(l.Marker, l.RefLow, l.RefHigh, l.Unit)
	} else {
		row["value"], row["unit"] = l.Value, extract.NormalizeUnit(l.Unit)
		row["trend_unit"] = row["unit"]
		row["ref_low"], row["ref_high"] = l.RefLow, l.RefHigh
	}
	return row
}

// nonEmptyOrNil stores an empty string as no property.
func nonEmptyOrNil(s string) any {
	if s == "" {
		return nil
	}
	return s
}
