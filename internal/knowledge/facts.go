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
	var labs, conds, meds, alls, facs []map[string]any
	for i, l := range f.Labs {
		labs = append(labs, map[string]any{"id": id("lab", i), "marker": l.Marker, "raw_marker": l.RawMarker,
			"value": l.Value, "value_text": l.ValueText, "unit": l.Unit, "ref_low": l.RefLow, "ref_high": l.RefHigh,
			"ref_text": l.RefText, "flag": l.Flag, "observed_at": date,
			"name": strings.TrimSpace(fmt.Sprintf("%s %s %s %s", l.Marker, l.ValueText, l.Unit, observed.Format(time.DateOnly)))})
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
		{labelCondition, "HAS_CONDITION", conds},
		{labelMedication, "TAKES_MEDICATION", meds},
		{labelAllergy, "ALLERGIC_TO", alls},
		{labelFactor, "HAS_FACTOR", facs},
	}
}
