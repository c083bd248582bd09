package classify

import "strings"

// cues are strong, hand-picked phrases. Each is matched against the
// normalized text with all spaces removed, so an OCR-broken phrase such as
// "VALO RES DE REFE RENCIA" still fires "valoresderef". The model learns how
// much each cue counts for each type; the cues themselves carry no label.
var cues = []string{
	// laboratory
	"valoresderef", "valorderef", "intervaloderef", "materialsangue", "materialurina",
	"datadacoleta", "hemograma", "eritrograma", "leucograma", "plaquetas", "mgdl",
	"urocultura", "urinatipo", "sedimentoscopia", "colesterol", "glicemia", "creatinina",
	"metodo", "laboratorio", "antibiograma",
	// imaging
	"birads", "radiografia", "ultrassonografia", "ultrasson", "ecografia", "tomografia",
	"ressonancia", "mamografia", "densitometria", "impressaodiagnostica", "achados",
	"incidencia", "contraste", "ecotextura", "cortesaxiais", "sequencias",
	// other diagnostic exams
	"eletrocardiograma", "espirometria", "ergometric", "holter", "monitorizacaoambulatorial",
	"audiometria", "endoscopia", "colonoscopia", "eletroencefalograma", "ecocardiograma",
	"ritmosinusal", "fracaodeejecao", "frequenciacardiaca", "limiar", "tracado",
	// clinical note
	"queixaprincipal", "anamnese", "historiadadoenca", "examefisico", "evolucao",
	"subjetivo", "objetivo", "hipotesediagnostica", "conduta", "antecedentes",
	"regulares", "bega", "orientado", "retorno",
	// prescription
	"usooral", "usocontinuo", "usotopico", "comprimido", "capsula", "receituario",
	"controleespecial", "posologia", "tomar", "horaspor", "gotas", "aplicar", "uso00",
	// referral
	"encaminh", "aocolega", "prezadocolega", "solicitoavaliacao", "avaliacaoeconduta",
	"contrarreferencia", "referencia", "especialista",
	// consent
	"consentimento", "livreeesclarecido", "tcle", "fuiinformad", "declaroque", "riscos",
	"autorizo", "responsavellegal", "complicacoes", "esclarecid",
	// insurance
	"guiasp", "sadt", "tiss", "operadora", "carteira", "beneficiario", "registroans",
	"senha", "negativa", "cobertura", "faturamento", "demonstrativo", "notafiscal",
	"recibo", "glosa", "autorizacao", "convenio", "cnpj", "valortotal",
	// other
	"atestado", "devidosfins", "comparecimento", "vacina", "dose", "dieta", "cardapio",
	"afastamento", "declaracao",
}

// appendCueHashes appends one feature hash per cue found in norm.
func appendCueHashes(dst []uint64, norm string) []uint64 {
	squashed := strings.ReplaceAll(norm, " ", "")
	for _, c := range cues {
		if strings.Contains(squashed, c) {
			dst = append(dst, hashBytes(hashByte(fnvOffset, kindCue), c))
		}
	}
	return dst
}
