package extract

import "strings"

// allergyMarkers: specific IgE to the allergens a paediatric or allergy panel tests most (each
// printed with its ImmunoCAP code: "f2 - Leite de vaca", "Leite de vaca (f2)", "IgE específica –
// leite de vaca (f2)"), in kU/L. Total IgE is with the immunoglobulins (endocrineMarkers).
var allergyMarkers = []MarkerInfo{
	allergen("Dermatophagoides pteronyssinus", "6096-2", "d1", "dermatophagoides pteronyssinus|d pteronyssinus|acaro dermatophagoides pteronyssinus"),
	allergen("Dermatophagoides farinae", "6095-4", "d2", "dermatophagoides farinae|d farinae|acaro dermatophagoides farinae"),
	allergen("Blomia tropicalis", "30170-5", "d201", "blomia tropicalis|acaro blomia tropicalis"),
	allergen("Epitélio de gato", "6833-8", "e1", "epitelio de gato|epitelio e caspa de gato|caspa de gato|gato epitelio"),
	allergen("Epitélio de cão", "6098-8", "e5", "epitelio de cao|caspa de cao|cao epitelio"),
	allergen("Barata germânica", "6078-0", "i6", "barata germanica|barata blattella germanica|blattella germanica"),
	allergen("Clara de ovo", "6106-9", "f1", "clara de ovo|ovo clara"),
	allergen("Leite de vaca", "7258-7", "f2", "leite de vaca"),
	allergen("Peixe (bacalhau)", "6082-2", "f3", "peixe bacalhau|bacalhau"),
	allergen("Trigo", "6276-0", "f4", "trigo"),
	allergen("Amendoim", "6206-7", "f13", "amendoim"),
	allergen("Soja", "6248-9", "f14", "soja"),
	allergen("Camarão", "6246-3", "f24", "camarao"),
}

// allergen is a specific IgE's marker: its names alone, after "IgE específica", and with its
// ImmunoCAP code before or after them.
func allergen(name, loinc, code, names string) MarkerInfo {
	var syn []string
	for _, n := range strings.Split(names, "|") {
		syn = append(syn, n, code+" "+n, n+" "+code, "ige especifica "+n, "ige especifica "+n+" "+code, "ige especifica para "+n, "ige "+n)
	}
	return mk(name, loinc, "kU/L", strings.Join(syn, "|"))
}
