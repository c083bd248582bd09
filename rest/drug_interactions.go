package rest

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/clinical/drugs"
	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
)

// DrugCheckIn is the body of POST /v1/drug-interactions/check.
type DrugCheckIn struct {
	Drugs     []string `json:"drugs,omitempty" maxItems:"50" example:"[\"Marevan 5 mg\", \"ibuprofeno 600 mg\"]" doc:"Drugs to check, each 1 to 200 characters: a generic name (DCB), a brand sold in Brazil or a synonym (English name, abbreviation such as AAS); case, accents, doses, forms and salts are ignored (\"Losartana potássica 50 mg\" is losartana), and a combination \"A + B\" or \"A/B\" is checked as its parts. May be empty when patient_id is given"`
	PatientID *string  `json:"patient_id,omitempty" nullable:"true" example:"pat_3kTMd92jFq0aZx81LmNp4Q" doc:"A patient of the clinic (pat_ token or internal UUID): the medications their knowledge graph holds (read from their documents) are checked too, against the drugs and among themselves. An id that names no patient of the clinic: 422 with code reference"`
}

// TransformSchema states each drug name's length.
func (DrugCheckIn) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return itemsOf(s, "drugs", &huma.Schema{Type: huma.TypeString, MinLength: ptrTo(1), MaxLength: ptrTo(drugs.MaxNameLength)})
}

// Resolve runs the domain's checks while huma validates the request (one 422 for every field).
func (b *DrugCheckIn) Resolve(huma.Context) []error {
	req := drugs.CheckRequest{Drugs: b.Drugs}
	if b.PatientID != nil {
		req.PatientID = &uuid.Nil // resolved in the handler; only its presence matters here
	}
	return domainIssues(req.Validate(), "body.")
}

// DrugClassOut is a drug class.
type DrugClassOut struct {
	ID   string `json:"id" example:"aine"`
	Name string `json:"name" example:"anti-inflamatórios não esteroides (AINE)"`
}

// CheckedDrugOut is one drug a check recognised.
type CheckedDrugOut struct {
	Input   string         `json:"input" doc:"The name, or the part of a combination, as given"`
	Drug    string         `json:"drug" doc:"Its generic name (DCB)" example:"varfarina"`
	Classes []DrugClassOut `json:"classes"`
	Origin  string         `json:"origin" enum:"request,patient" doc:"request: named in drugs; patient: a medication of the patient's graph"`
}

// InteractionOut is the rule that governs one pair of the checked drugs.
type InteractionOut struct {
	DrugA          string `json:"drug_a" doc:"Generic name (DCB) of the first drug, in the order the check met them" example:"varfarina"`
	DrugB          string `json:"drug_b" example:"ibuprofeno"`
	InputA         string `json:"input_a" doc:"drug_a as given (a brand, a synonym or a patient's medication)" example:"Marevan 5 mg"`
	InputB         string `json:"input_b" example:"ibuprofeno 600 mg"`
	Severity       string `json:"severity" enum:"contraindicated,major,moderate,minor"`
	Mechanism      string `json:"mechanism" doc:"pt-BR"`
	Recommendation string `json:"recommendation" doc:"pt-BR"`
	Source         string `json:"source" doc:"The public reference the rule comes from (a product label, a regulator's communication)"`
	Basis          string `json:"basis" enum:"shipped,imported" doc:"shipped: the base the service ships with; imported: the installation's licensed base"`
}

// DrugCheckOut is the answer of a check.
type DrugCheckOut struct {
	Interactions []InteractionOut `json:"interactions" doc:"One per pair of distinct drugs that interact: the most severe rule between the drugs or their classes (a drug's own rule before its class's at equal severity). Most severe first. A drug named twice (a brand and its generic) is one drug"`
	UnknownDrugs []string         `json:"unknown_drugs" doc:"Names (or parts of combinations) that name no drug of the base, as given, once each; a patient's medication included. Nothing is known of their interactions"`
	Drugs        []CheckedDrugOut `json:"drugs" doc:"Every name recognised, in order: the request's, then the patient's medications"`
}

func toDrugClassesOut(cs []drugs.Class) []DrugClassOut {
	return mapItems(cs, func(c drugs.Class) DrugClassOut { return DrugClassOut{ID: c.ID, Name: c.Name} })
}

func toDrugCheckOut(r drugs.Report) DrugCheckOut {
	out := DrugCheckOut{UnknownDrugs: r.Unknown, Interactions: mapItems(r.Interactions, func(i drugs.Interaction) InteractionOut {
		basis := "shipped"
		if i.Rule.Imported {
			basis = "imported"
		}
		return InteractionOut{DrugA: i.DrugA, DrugB: i.DrugB, InputA: i.InputA, InputB: i.InputB,
			Severity: i.Rule.Severity.String(), Mechanism: i.Rule.Mechanism, Recommendation: i.Rule.Recommendation,
			Source: i.Rule.Source, Basis: basis}
	}), Drugs: mapItems(r.Drugs, func(c drugs.Checked) CheckedDrugOut {
		return CheckedDrugOut{Input: c.Input, Drug: c.Drug, Classes: toDrugClassesOut(c.Classes), Origin: string(c.Origin)}
	})}
	if out.UnknownDrugs == nil {
		out.UnknownDrugs = []string{}
	}
	return out
}

// DrugOut is a drug of the base.
type DrugOut struct {
	Name     string         `json:"name" doc:"Generic name (DCB)" example:"varfarina"`
	Classes  []DrugClassOut `json:"classes"`
	Brands   []string       `json:"brands" example:"[\"Marevan\", \"Coumadin\"]"`
	Synonyms []string       `json:"synonyms" example:"[\"warfarin\"]"`
}

// DrugSearchOut is the answer of a drug search.
type DrugSearchOut struct {
	Items []DrugOut `json:"items"`
}

type drugSearchInput struct {
	Q     string `query:"q" required:"true" minLength:"2" maxLength:"100" example:"mare" doc:"The start of a generic name, brand or synonym (or of one of its words); case and accents ignored"`
	Limit int    `query:"limit" minimum:"1" maximum:"100" default:"20"`
}

func (s *server) registerDrugInteractions() {
	register(s, huma.Operation{
		OperationID: "check-drug-interactions", Method: http.MethodPost, Path: "/v1/drug-interactions/check",
		Tags: []string{"Drug interactions"}, Summary: "Check drugs (and a patient's medications) for interactions",
		Description: "Recognises each drug by generic name, brand or synonym and returns, for every pair of distinct drugs " +
			"that interact, the governing rule with its severity (`contraindicated`, `major`, `moderate`, `minor`), " +
			"mechanism, recommendation (pt-BR) and source. With `patient_id`, the medications the patient's knowledge " +
			"graph holds are included. The base ships with the service (generic names as used in Brazil, brands, classes " +
			"and the widely published high-priority pairs); an installation may add a licensed base (`clinic drugs import`). " +
			"It informs a clinician's decision and does not replace it: a pair the base does not hold is not proven safe, " +
			"and `unknown_drugs` lists what could not be checked.",
		Errors: []int{http.StatusUnprocessableEntity},
	}, tenancy.ClinicalRead, func(ctx context.Context, in *struct{ Body DrugCheckIn }) (*struct{ Body DrugCheckOut }, error) {
		req := drugs.CheckRequest{Drugs: in.Body.Drugs}
		if in.Body.PatientID != nil {
			p, err := s.bodyPatient(ctx, *in.Body.PatientID)
			if err != nil {
				return nil, err
			}
			req.PatientID = &p.ID
		}
		rep, err := s.deps.Drugs.Check(ctx, req)
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &struct{ Body DrugCheckOut }{toDrugCheckOut(rep)}, nil
	})

	register(s, huma.Operation{
		OperationID: "search-drugs", Method: http.MethodGet, Path: "/v1/drug-interactions/drugs",
		Tags: []string{"Drug interactions"}, Summary: "Search the drug base",
		Description: "Drugs whose generic name, brand or synonym starts with `q` (or has a word that does): exact matches " +
			"first, generic names before brands and synonyms, then alphabetical.",
	}, tenancy.ClinicalRead, func(ctx context.Context, in *drugSearchInput) (*struct{ Body DrugSearchOut }, error) {
		found, err := s.deps.Drugs.Search(ctx, in.Q, in.Limit)
		if err != nil {
			return nil, err
		}
		return &struct{ Body DrugSearchOut }{DrugSearchOut{Items: mapItems(found, func(f drugs.Found) DrugOut {
			return DrugOut{Name: f.Drug.Name, Classes: toDrugClassesOut(f.Classes), Brands: orEmpty(f.Drug.Brands),
				Synonyms: orEmpty(f.Drug.Synonyms)}
		})}}, nil
	})
}
