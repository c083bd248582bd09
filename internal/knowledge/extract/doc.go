// Package extract turns the text of Brazilian Portuguese medical documents
// (OCR output from package clinic/internal/documents/ocr) into clinical
// facts: lab results, conditions, medications, allergies, lifestyle and
// social factors, and the document's dates. It is pure Go, has no database
// or graph code, is deterministic and never panics.
//
// # Lab layouts
//
// Lines are read after the OCR normalisation (trimmed, single spaces):
//
//   - dotted leaders: "Hemoglobina ....... 12,8 g/dL (12,0 a 15,5)";
//   - tables: "Glicose 131 mg/dL 70 - 99" (header rows have no value and are
//     never results);
//   - blocks: a heading that names a marker ("TSH - HORMÔNIO
//     TIREOESTIMULANTE", "GLICOSE", "HEMOGLOBINA GLICADA (HbA1c)"), then
//     within five lines "RESULTADO: 5,87 µUI/mL", then a reference on the same
//     line or within three lines ("Valores de referência: ...", "[VR: ...]");
//   - prose lists after "exames:" ("Últimos exames: creatinina 1,4 mg/dL"),
//     known markers only.
//
// Numbers use the Brazilian convention: a comma is the decimal mark, dots
// before groups of three digits are thousands ("6.840" → 6840, "243.000" →
// 243000); a dot followed by other than three digits is a decimal point.
// Letters Tesseract confuses with digits are repaired inside numeric tokens
// ("1O8" → 108), and a few OCR garbles of units ("HUI/mL", "Y%", "mEqg/L")
// are repaired; otherwise Unit is as printed ("uUI/mL" stays).
//
// A line whose name is not a known marker is a result only when it has a
// value, a unit and a reference with a bound, and a short letters-only name
// (Marker is then the printed name, title-cased; short all-capital
// abbreviations such as "VCM" are kept).
//
// # References and flags
//
// The first interval after the unit is read: "70 - 99", "12,0 a 15,5",
// "(…)", "[VR: …]", "até 32 U/L", "< 190", "≤", "inferior a 190", "> 40",
// "superior a 40"; a label such as "Desejável:" or "Valores de referência:"
// is skipped and not part of RefText. A range whose low bound exceeds its high
// bound ("24-5,7", an OCR misread) keeps RefText but gives no bounds. Flag is
// "low" when Value < RefLow, "high" when Value > RefHigh, "normal" otherwise
// (bounds are inclusive, so "< 190" takes 190 as normal) and "" without a
// bound.
//
// # Canonical marker names
//
// CanonicalMarker folds case, accents and punctuation, tries the whole name,
// the name without its parenthesis, the parenthesis ("TGO (AST)") and each
// side of " - ", and accepts one OCR error in names of seven letters or more.
// Canonical names (see Markers): ALT, AST, Cálcio, Colesterol total,
// Creatinina, Ferritina, Fosfatase alcalina, Gama-GT, Glicose, HDL,
// Hematócrito, Hemoglobina, Hemoglobina glicada, Hemácias, Insulina, LDL,
// Leucócitos, Microalbuminúria, PCR, Plaquetas, Potássio, Sódio, T4 livre,
// TFG, TSH, Triglicerídeos, Ureia, VLDL, Vitamina B12, Vitamina D, Ácido
// úrico.
//
// # Clinical text
//
// Conditions come from headings with an inline or numbered list:
// "Hipótese(s) diagnóstica(s)", "HD:", "Impressão diagnóstica" (suspected),
// "Diagnóstico(s):", "Comorbidades:" (confirmed), "Antecedentes (pessoais):",
// "HPP" (history), and "suspeita de X" anywhere (suspected); "a esclarecer"
// marks an item suspected. ICD-10 codes are read after "CID", "CID-10" or
// "ICD-10", alone in parentheses "(I10)", with a decimal part, or leading
// "E11.9 - …". "Antecedentes familiares" never gives conditions.
//
// Medications are "name [salt] dose" (dose in mg, mcg, g, UI, mL, gotas, %)
// on numbered lines of a prescription or of a medication section, and after
// triggers ("Medicações em uso:", "Em uso de", "Faz uso de", "Conduta:",
// "Prescrevo", "Iniciar", "Manter", "Associar"). Route comes from "via oral",
// "VO", "uso oral" or a "Uso oral"/"Uso sublingual" section; Frequency is
// normalised to "12/12 horas", "N vez(es) ao dia", a time of day or "uso
// contínuo".
//
// Allergies come from "Alergias: …" lists and "alergia a", "alérgico(a) a";
// a parenthesis or "com …" is the reaction. "Nega alergias", "Alergias:
// nega", "sem alergias" give none.
//
// Factors (one per kind, the first stated): smoking ("tabagista 20
// maços-ano", "ex-tabagista", "nega tabagismo" → "não tabagista"), alcohol
// ("etilismo social", "etilista", "nega etilismo" → "não etilista"),
// physical activity ("sedentário", "pratica caminhada 3x/semana") and
// occupation ("Profissão:", "Ocupação:", "trabalha como", "aposentada").
// Sentences that give advice ("orientada atividade física", "cessação do
// tabagismo") or speak of relatives are skipped.
//
// # Dates
//
// CollectedAt follows "Data da coleta", "Data de coleta", "Data/hora da
// coleta", "Coleta:"; DocumentDate follows "Data:", "Emissão", "Data de
// emissão", "Data do atendimento", "Data da consulta" or is a "Cidade, 12 de
// março de 2026" line. Birth dates and release dates ("Liberação") are not
// document dates.
//
// # Left out on purpose
//
// Qualitative results ("Negativo", "< 0,5" as a value), urinalysis (EAS)
// fields, bedside values in prose (vital signs, "Glicemia capilar 231 mg/dL"
// in an exam paragraph), differential counts without a reference
// ("Neutrófilos 58 % 3.967 /mm³"), family history, medication negations
// ("suspendo", "parou"), and any reading that needs guessing: OCR errors that
// drop a decimal comma ("43" for "4,3") are not corrected.
package extract
