// Package extract turns the text of Brazilian Portuguese medical documents
// (OCR output from package clinic/internal/documents/ocr) into clinical
// facts: lab results, conditions, medications, allergies, lifestyle and
// social factors, and the document's dates. It is pure Go, has no database
// or graph code, is deterministic and never panics.
//
// # Lab layouts
//
// Lines are read after the OCR normalisation (trimmed, single spaces), token by token: a marker
// name (the longest synonym that starts there), then its value, unit and reference, and then
// maybe another marker on the same line, so these all read:
//
//   - dotted leaders and tables: "Hemoglobina ....... 12,8 g/dL (12,0 a 15,5)",
//     "Glicose 131 mg/dL 70 - 99", "Glicose | 131 | mg/dL | 70 - 99";
//   - two columns side by side in one line (pdftotext -layout, OCR): "Hemoglobina 13,5 g/dL
//     12,0 a 16,0 Ureia 30 mg/dL 15 a 40" gives two results; a capitalised heading of the
//     other column before a name is passed over;
//   - results printed after the reference ("Glicose 70 a 99 mg/dL 131 mg/dL"), when the value
//     follows a range, or under a header row that puts "Referência" before "Resultado";
//   - differential rows with their relative and absolute values ("Neutrófilos 58,0 % 3.944
//     /mm³", or unitless under a "% /mm³" header): two results, the relative twin
//     ("Neutrófilos (%)") and the absolute count;
//   - values with a comparator ("< 0,5", "inferior a 0,5": Comparator) and qualitative results
//     ("Reagente", "Não reagente", "Negativo", "Ausentes"; Qualitative, Value 0);
//   - a name split across lines ("Hemoglobina" / "glicada 6,1 % ..."), or a name alone with its
//     value on the next line;
//   - blocks: a heading that names a marker ("TSH - HORMÔNIO TIREOESTIMULANTE"), then within
//     five lines "RESULTADO: 5,87 µUI/mL", then a reference on the same line or within three
//     lines ("Valores de referência: ...", "[VR: ...]"); a reference line right after a result
//     line is read too;
//   - prose lists after "exames:" ("Últimos exames: creatinina 1,4 mg/dL"), known markers only;
//   - a table that Tesseract read column by column (a run of bare marker names, then as many
//     values, then maybe as many references) is put back into rows, only when the runs fit
//     exactly and no value lies twenty times outside its reference (columns.go);
//   - cumulative reports: a header row of dates ("Exame 10/03/2025 08/01/2025 Unidade
//     Referência") gives each value of the rows below its column's date, "—" is a collection
//     without that exam (cumulative.go);
//   - analyser printouts: a parameter code before the name ("WBC Leucócitos 14,62", "NEU# 9,06",
//     "MCV VCM 88,7"), a flag after the value ("H", "L", "↑", "(A)"), dotted initialisms
//     ("C.H.C.M."), what OCR leaves of a leader between name and value ("VCM Ê 85,4");
//   - a row that prints its own collection date, before the name or between name and value
//     ("09/02/2025 20:15 Creatinina 121 µmol/L", "Troponina I – 2ª amostra 14/03/25 02:45 0,46");
//   - a name that wraps below its value ("Bilirrubina 0,6 mg/dL" / "indireta", "CAPACIDADE
//     TOTAL DE 310 ug/dL" / "LIGAÇÃO DO FERRO (CTLF)"), and a result that starts inside the other
//     column's reference line (not after a colon, not with a comparator: that is prose);
//   - labelled measures on one result line under the exam's heading ("TEMPO DE PROTROMBINA" /
//     "RESULTADO: Tempo: 15,8 segundos Atividade: 64 % RNI: 1,32");
//   - urinalysis appearance and sediment words ("Amarelo citrino", "Ligeiramente turvo",
//     "Raras", "Aumentadas", "Positivo (++)").
//
// A urinalysis heading ("Urina tipo I", "EAS", "Sumário de urina", "Material: urina") reads
// "pH", "Glicose", "Proteínas", "Leucócitos", "Hemácias" as the urinalysis markers until a
// blood heading ("Hemograma", "Bioquímica", "Material: soro"); "Gasometria" does the same for
// pH, bicarbonate and saturation. A CSF heading ("Líquor", "LCR") and a body fluid's
// ("Líquido pleural", "ascítico", "sinovial") read cells, protein, glucose, LDH, pH, appearance
// and culture as that fluid's markers (LOINC's CSF or body-fluid codes) and drop every other
// result but the blood drawn beside it ("Glicemia (soro)", "DHL sérica"); an antibiogram's
// heading reads an antibiotic's name as the isolate's susceptibility, its interpretation after
// the halo or MIC. A qualitative or per-field result of a blood marker is its urinalysis twin.
// A reference that depends on sex or age ("Homens: 13,5 a 17,5") keeps its text but gives no
// bounds. A form's ticked boxes are its results ("Nitrito ☐ Negativo ☒ Positivo"), an unticked
// option is no statement.
//
// Numbers use the Brazilian convention: a comma is the decimal mark, dots
// before groups of three digits are thousands ("6.840" → 6840, "243.000" →
// 243000); a dot followed by other than three digits is a decimal point; urine density "1.020"
// is 1.02. Letters Tesseract confuses with digits are repaired inside numeric tokens
// ("1O8" → 108), and a few OCR garbles of units ("HUI/mL", "Y%", "mEqg/L")
// are repaired; otherwise Unit is as printed ("uUI/mL" stays; NormalizeUnit gives one
// spelling, ToCanonical the marker's canonical unit). ExtractScanned reads text Tesseract read
// from page images: there, what it made of a flag's arrow printed beside an out-of-range value
// ("8,114" for "8,1↓" against 8,6 a 10,3; a lone "1" between a cumulative row's cells) and a
// decimal comma it lost ("64" against 3,4 a 7,0; "71" beside "7,4") are undone; a text layer
// never has them, so Extract leaves its digits as printed.
//
// A line whose name is not a known marker is a result only when it has a
// value, a unit and a reference with a bound, and a short letters-only name
// (Marker is then the printed name, title-cased; LOINC is empty).
//
// # Collection dates
//
// Each result's CollectedAt is its own date when its row or column prints one, else the
// collection date printed nearest before it ("Data da coleta", "Coletado em", "Coleta:
// 19/fev/2025", "Data/Hora da coleta26/05/2025", "Coleta realizada em 5 de maio de 2025"), or the
// first one after it when the report prints none before; so a report with several collections
// dates each result by its own. A line that quotes an earlier result ("Resultado anterior: 5,9 %
// (coleta em 10/10/2024)") dates only its own result, and only when it prints a date; a next
// collection ("nova coleta em ...") dates nothing.
//
// # References and flags
//
// The first interval after the unit is read: "70 - 99", "12,0 a 15,5",
// "(…)", "[VR: …]", "até 32 U/L", "< 190", "≤", "inferior a 190", "> 40",
// "superior a 40", "de 70 a 99"; a label such as "Desejável:" or "Valores de referência:"
// is skipped and not part of RefText. A range whose low bound exceeds its high
// bound ("24-5,7", an OCR misread) keeps RefText but gives no bounds. Flag is
// "low" when Value < RefLow, "high" when Value > RefHigh, "normal" otherwise
// (bounds are inclusive, so "< 190" takes 190 as normal) and "" without a
// bound or for a qualitative result.
//
// # Canonical markers
//
// The synonym table (markers_*.go; MarkerTable) has 412 markers: full blood count
// with indices and differential, haemoglobin and serum protein electrophoresis, coagulation,
// glucose, lipids, kidney, electrolytes, liver, immunoglobulins and free light chains, heart and
// muscle, iron, vitamins, inflammation, thyroid and other hormones, PSA, beta-hCG, tumour
// markers, specific IgE to common allergens, serologies (with titres), HIV viral load and lymphocyte subsets, autoantibodies,
// drug levels, occupational exposure (blood lead, cholinesterase), urinalysis, blood gas, CSF
// and other body fluids, cultures and antibiograms,
// stool examinations. Each has its LOINC code, canonical
// unit, molar mass or charge where a conversion needs them, and the names Brazilian labs print;
// a urinalysis marker coded for a quantity also has the code of its qualitative result
// (PresenceLOINC: urine protein "Negativo" is 20454-5), which Lab.LOINC then carries. A marker
// measured in moles has its own code (MolarLOINC: creatinine 14682-9 in µmol/L, 2160-0 in mg/dL;
// HbA1c 59261-8 in mmol/mol), and a fasting glucose in mmol/L its own (14771-0), chosen by the
// printed unit and name.
// CanonicalMarker folds case, accents and punctuation, tries the whole name,
// the name without its parenthesis, the parenthesis ("TGO (AST)") and each
// side of " - ", and accepts one OCR error in names of seven letters or more.
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
// Bedside values in prose (vital signs, "Glicemia capilar 231 mg/dL" in an exam paragraph: a
// name is followed directly by its value), an earlier result quoted without its date,
// family history, medication negations ("suspendo", "parou"), and any reading that needs
// guessing: OCR errors that drop a decimal comma ("43" for "4,3") are not corrected, a
// reference by sex or age gets no bounds, a column that OCR read apart from its names is left.
package extract
