package extract

import (
	"fmt"
	"log/slog"
	"runtime/debug"
	"slices"
	"strings"
	"time"
)

// Lab is one laboratory result as printed.
type Lab struct {
	Marker      string   // canonical marker name (see CanonicalMarker, MarkerTable), e.g. "Glicose"
	LOINC       string   // the marker's LOINC code, e.g. "2345-7"; "" for a name outside the table
	RawMarker   string   // the name as printed, e.g. "Glicemia de jejum"
	Value       float64  // decimal comma and thousands dots resolved: "6.840" → 6840, "12,8" → 12.8; 0 when qualitative
	ValueText   string   // the value as printed ("131", "< 0,5", "Não reagente")
	Comparator  string   // "<", "<=", ">" or ">=" when the value is printed as a bound ("< 0,5"); "" otherwise
	Qualitative string   // a qualitative result ("Reagente", "Não reagente", "Negativo", "Positivo", "Ausente", ...); "" for a number
	Unit        string   // as printed ("mg/dL", "/mm³", "µUI/mL", "%"), known OCR garbles repaired; "" when none
	RefLow      *float64 // reference interval bounds when stated, in Unit
	RefHigh     *float64
	RefText     string     // the reference as printed, e.g. "70 - 99", "12,0 a 15,5", "até 32 U/L", "< 190"
	Flag        string     // "low", "normal" or "high" against the reference; "" when there is no usable reference
	CollectedAt *time.Time // the collection date printed for this result (nearest before it), UTC midnight; nil when none
	// OtherUnit marks the same result printed again beside it in another unit ("98 mg/dL 5,44
	// mmol/L"): read, but the graph stores only the first, so a series has one point per result.
	OtherUnit bool

	previous bool // read from a table's earlier-result column: dated by the line below, or dropped
	history  bool // read from a cumulative table's dated column (a repeat of a result printed above is dropped)
}

// Condition is a diagnosis or diagnostic hypothesis.
type Condition struct {
	Name   string // e.g. "Diabetes mellitus tipo 2"
	ICD10  string // e.g. "E11.9" when stated (CID-10 / CID / ICD-10), else ""
	Status string // "suspected", "confirmed", "history" or "" when unknown
}

// Medication is a drug with its posology.
type Medication struct {
	Name      string // drug name with its salt, e.g. "Losartana potássica"
	Dose      string // e.g. "50 mg"
	Route     string // e.g. "oral"; "" when not stated
	Frequency string // e.g. "12/12 horas", "1 vez ao dia", "uso contínuo"
}

// Allergy is an allergy the text states.
type Allergy struct {
	Substance string // e.g. "Dipirona"
	Reaction  string // e.g. "urticária", "" when not stated
}

// Factor is a lifestyle or social factor.
type Factor struct {
	Kind  string // "smoking", "alcohol", "physical_activity" or "occupation"
	Value string // as stated, e.g. "tabagista 20 maços-ano", "sedentário", "professora"
}

// Facts is everything extracted from one document.
type Facts struct {
	CollectedAt  *time.Time // collection date of a lab report, UTC midnight
	DocumentDate *time.Time // another date that dates the document, UTC midnight
	Labs         []Lab
	Conditions   []Condition
	Medications  []Medication
	Allergies    []Allergy
	Factors      []Factor
}

// maxInput bounds the text Extract reads (about 100 pages), keeping it fast
// on pathological input.
const maxInput = 400_000

// Extract returns the facts stated in text (OCR output). It is
// deterministic, never panics and invents nothing: when a line is ambiguous
// it is left out.
func Extract(text string) Facts { return safeExtract(text, false) }

// ExtractScanned is Extract for text Tesseract read from page images: it also undoes OCR's
// readings of marks printed beside a value, such as a flag's arrow read as a digit glued to it
// ("1331 mEq/L" for "133↓ mEq/L" against 135 a 145), which a text layer never has.
func ExtractScanned(text string) Facts { return safeExtract(text, true) }

// ScanReadingRank scores one reading of a scanned page for ocr.Options.Rank by what
// ExtractScanned reads from it: a reading that dates its results (a collection date, the
// report's or a result's own) ranks above one that does not, then the one with more results
// ranks higher. Tesseract's two page segmentation modes each lose whole tables the other keeps,
// and the reading that yields more results is the one that kept them; but a mode that keeps one
// more row and loses the header's collection date leaves every result of the page undated.
func ScanReadingRank(text string) int {
	f := ExtractScanned(text)
	dated := f.CollectedAt != nil || slices.ContainsFunc(f.Labs, func(l Lab) bool { return l.CollectedAt != nil })
	if dated {
		return datedRank + len(f.Labs)
	}
	return len(f.Labs)
}

// datedRank puts every dated reading above every undated one: no page holds this many results.
const datedRank = 1 << 20

// safeExtract is extract behind the safety net: a panic gives no facts, and is logged (its value
// and stack, never the document's text) so that a reader's bug does not pass for an empty report.
func safeExtract(text string, scanned bool) (facts Facts) {
	defer func() {
		if r := recover(); r != nil {
			slog.Error("extract: a panic left a document without facts", "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
			facts = Facts{}
		}
	}()
	return extract(text, scanned)
}

// extract is safeExtract without the safety net, so that the fuzz target sees every panic.
func extract(text string, scanned bool) (facts Facts) {
	if len(text) > maxInput {
		text = text[:maxInput]
	}
	// The pipeline stores valid UTF-8, but a cut at maxInput may split a character and other
	// callers may not: invalid bytes are dropped so that every name extracted is text.
	text = strings.ToValidUTF8(text, "")
	if scanned {
		text = hydroxyMisread.ReplaceAllString(text, "$1-OH") // "25-0H vitamina D", "17-0H progesterona"
	}
	ls := lines(text)
	collected := collectionDates(ls)
	if len(collected) > 0 {
		facts.CollectedAt = &collected[0].date // the first printed is the report's
	}
	facts.DocumentDate = documentDate(ls)
	facts.Labs = extractLabs(ls, collected, scanned)
	facts.Conditions = extractConditions(ls)
	facts.Medications = extractMedications(ls)
	facts.Allergies = extractAllergies(ls)
	facts.Factors = extractFactors(strings.Join(ls, "\n"))
	return facts
}
