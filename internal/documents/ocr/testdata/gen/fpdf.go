package main

import (
	"os"
	"time"

	"github.com/go-pdf/fpdf"
)

const dejavu = "/usr/share/fonts/truetype/dejavu/"

// fixedDate keeps the PDFs' metadata stable between runs.
var fixedDate = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

func newDoc() *fpdf.Fpdf {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCreationDate(fixedDate)
	pdf.SetModificationDate(fixedDate)
	pdf.SetCatalogSort(true)
	pdf.SetMargins(20, 20, 20)
	pdf.AddPage()
	return pdf
}

// fpdfLab writes lab_fpdf.pdf with a UTF-8 TrueType font (block layout).
func fpdfLab(out string) error {
	pdf := newDoc()
	for style, file := range map[string]string{"": "DejaVuSans.ttf", "B": "DejaVuSans-Bold.ttf"} {
		ttf, err := os.ReadFile(dejavu + file)
		if err != nil {
			return err
		}
		pdf.AddUTF8FontFromBytes("DejaVu", style, ttf)
	}
	line := func(style string, size float64, text string) {
		pdf.SetFont("DejaVu", style, size)
		pdf.CellFormat(0, size*0.55, text, "", 1, "L", false, 0, "")
	}
	line("B", 15, "Laboratório São Lucas")
	line("", 8, "Rua Domingos de Morais, 2187 - Vila Mariana - São Paulo/SP")
	pdf.Ln(3)
	line("", 10, "Paciente: Maria Aparecida dos Santos")
	line("", 10, "Médico solicitante: Dra. Helena Rodrigues Lima - CRM-SP 98765")
	line("", 10, "Coleta: 02/06/2026   Liberação: 03/06/2026")
	pdf.Ln(5)
	line("B", 11, "TSH - HORMÔNIO TIREOESTIMULANTE")
	line("", 10, "Método: eletroquimioluminescência")
	line("", 10, "RESULTADO: 5,87 µUI/mL")
	line("", 10, "[VR: 0,45 a 4,50 µUI/mL]")
	pdf.Ln(4)
	line("B", 11, "T4 LIVRE")
	line("", 10, "RESULTADO: 1,02 ng/dL")
	line("", 10, "[VR: 0,70 a 1,48 ng/dL]")
	pdf.Ln(4)
	line("B", 11, "TRANSAMINASES E LIPÍDIOS")
	line("", 10, "TGO (AST) ..... 28 U/L  até 32 U/L")
	line("", 10, "TGP (ALT) ..... 35 U/L  até 33 U/L")
	line("", 10, "Colesterol total 212 mg/dL < 190")
	line("", 10, "HDL-colesterol 48 mg/dL > 40")
	pdf.Ln(6)
	line("", 8, "Assinado eletronicamente por Dra. Beatriz Nogueira - CRBM 12345")
	return pdf.OutputFileAndClose(out)
}

// coreDoc returns a document using the core Helvetica font and a translator
// from UTF-8 to its cp1252 encoding.
func coreDoc() (*fpdf.Fpdf, func(string) string) {
	pdf := newDoc()
	return pdf, pdf.UnicodeTranslatorFromDescriptor("")
}

// paragraphs writes heading/body pairs; a heading starting with "#" is bold.
func paragraphs(pdf *fpdf.Fpdf, tr func(string) string, lines []string) {
	for _, l := range lines {
		switch {
		case l == "":
			pdf.Ln(3)
		case l[0] == '#':
			pdf.SetFont("Helvetica", "B", 11)
			pdf.MultiCell(0, 6, tr(l[1:]), "", "L", false)
		default:
			pdf.SetFont("Helvetica", "", 10)
			pdf.MultiCell(0, 5, tr(l), "", "L", false)
		}
	}
}

// clinicalNote writes clinical_note.pdf.
func clinicalNote(out string) error {
	pdf, tr := coreDoc()
	paragraphs(pdf, tr, []string{
		"#Clínica Bem Viver - Consulta de Clínica Médica",
		"Paciente: Maria Aparecida dos Santos   Data: 05/02/2026   Prontuário: 004512",
		"",
		"#Anamnese",
		"Queixa principal: sede excessiva e cansaço há 3 meses.",
		"HDA: refere poliúria, polidipsia e perda de 4 kg no período. Nega febre. Relata cefaleia occipital ocasional.",
		"Alergias: dipirona (urticária).",
		"Hábitos: tabagista 20 maços-ano, etilismo social, sedentário. Profissão: professora.",
		"Antecedentes familiares: mãe com diabetes, pai falecido por infarto agudo do miocárdio.",
		"",
		"#Exame físico",
		"PA 152/94 mmHg, FC 82 bpm, peso 78 kg, altura 1,60 m, IMC 30,5 kg/m². Glicemia capilar 231 mg/dL.",
		"",
		"#Hipóteses diagnósticas",
		"1. Diabetes mellitus tipo 2 (CID-10 E11.9)",
		"2. Hipertensão arterial sistêmica (I10)",
		"",
		"#Conduta",
		"Iniciar metformina 850 mg de 12/12 horas e losartana potássica 50 mg 1x ao dia.",
		"Solicitados: hemoglobina glicada, perfil lipídico, creatinina, TSH.",
		"Orientada cessação do tabagismo, dieta e atividade física. Retorno em 30 dias.",
		"",
		"Dr. Carlos Eduardo Pereira - CRM-SP 123456",
	})
	return pdf.OutputFileAndClose(out)
}

// prescription writes prescription.pdf.
func prescription(out string) error {
	pdf, tr := coreDoc()
	paragraphs(pdf, tr, []string{
		"#Receituário",
		"Paciente: Maria Aparecida dos Santos",
		"Endereço: Rua das Acácias, 45 - Santo André/SP",
		"",
		"#Uso oral",
		"1. Metformina 850 mg ---- 60 comprimidos. Tomar 1 comprimido via oral de 12/12 horas",
		"2. Losartana potássica 50 mg — uso contínuo, 1 comprimido ao dia",
		"",
		"São Paulo, 05 de fevereiro de 2026.",
		"",
		"Dr. Carlos Eduardo Pereira",
		"CRM-SP 123456",
	})
	return pdf.OutputFileAndClose(out)
}
