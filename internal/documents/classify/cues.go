package classify

import "strings"

// cues are strong, hand-picked phrases, taken from the type rules (what
// each type is, and the documents it must not be confused with) and from how
// Brazilian documents are headed and laid out. Each is matched against the
// normalized text with all spaces removed, so an OCR-broken phrase such as
// "VALO RES DE REFE RENCIA" still fires "valoresderef"; a cue written
// "=words" must match whole words of the normalized text instead (short
// abbreviations such as "=rx" would match inside other words). The model
// learns how much each cue counts for each type; the cues carry no label.
var cues = []string{
	// laboratory analyses (blood, urine, fluids, cultures, blood gas)
	"valoresderef", "valorderef", "intervaloderef", "materialsangue", "materialurina", "material",
	"datadacoleta", "coleta", "hemograma", "eritrograma", "leucograma", "plaquetas", "=mg dl", "=g dl",
	"mmol", "=u l", "=ui ml", "urocultura", "hemocultura", "cultura", "urinatipo", "sedimentoscopia", "colesterol",
	"glicemia", "glicose", "creatinina", "metodo", "laboratorio", "antibiograma", "gasometria",
	"reagente", "naoreagente", "sorologia", "=soro", "plasma", "liquor", "parasitologico", "resultado",
	"liberadoem", "analises", "bioquimica",
	// imaging (X-ray, ultrasound, CT, MRI, mammography, DXA, echocardiogram)
	"birads", "radiografia", "raiox", "ultrassonografia", "ultrasson", "ecografia", "doppler",
	"tomografia", "ressonancia", "mamografia", "densitometria", "tscore", "zscore", "ecocardiograma",
	"ecodoppler", "=rx", "=rm", "=tc", "=usg", "=dxa", "=eco", "transtoracico", "transesofagico", "fracaodeejecao", "ventriculoesquerdo",
	"impressaodiagnostica", "impressao", "achados", "tecnica", "incidencia", "contraste", "ecotextura",
	"hipoecoic", "hiperecog", "parenquima", "cortesaxiais", "sequencias", "laudo",
	// other diagnostic tests
	"eletrocardiograma", "espirometria", "broncodilatador", "ergometric", "esteira", "holter",
	"monitorizacaoambulatorial", "pressaoarterial", "audiometria", "limiar", "endoscopia",
	"colonoscopia", "eletroencefalograma", "polissonografia", "apneia", "ritmosinusal",
	"frequenciacardiaca", "=bpm", "tracado", "=eixo", "repolarizacao", "=ecg", "=eeg", "=mapa",
	"=vef0", "=cvf",
	// clinical note (consultation, evolution, SOAP, discharge)
	"queixaprincipal", "=qp", "anamnese", "historiadadoenca", "=hda", "=hd", "examefisico", "evolucao", "subjetivo",
	"objetivo", "avaliacao", "=plano", "hipotesediagnostica", "conduta", "antecedentes", "regulares",
	"=bega", "orientado", "retorno", "sumariodealta", "=alta", "internacao", "paciente",
	"refere", "=nega", "emuso",
	// prescription (medicines with posology)
	"usooral", "usocontinuo", "usotopico", "viaoral", "comprimido", "capsula", "receituario",
	"receita", "=vo", "=cp", "=cps", "=ml", "=ui", "controleespecial", "posologia", "tomar", "horaspor", "gotas", "aplicar", "uso00",
	"aodia", "vezesaodia", "emjejum", "pordias", "unidades", "subcutane", "insulina", "quantidade",
	"notificacaodereceita", "medicamento",
	// referral
	"encaminh", "aocolega", "prezadocolega", "prezadoa", "solicitoavaliacao", "avaliacaoeconduta",
	"contrarreferencia", "referencia", "especialista", "sisreg", "regulacao", "motivodo",
	"servicode", "prontosocorro", "urgencia",
	// consent
	"consentimento", "livreeesclarecido", "=tcle", "fuiinformad", "declaroque", "riscos",
	"beneficios", "autorizo", "responsavellegal", "complicacoes", "esclarecid", "pesquisa",
	"participante", "voluntari", "anestesi", "transfus", "usodeimagem", "revogar", "testemunha",
	// health plan (TISS guides, authorizations, denials, card, statements, glosa)
	"guiasp", "sadt", "tiss", "operadora", "carteira", "beneficiario", "registroans", "=ans",
	"senha", "negativa", "cobertura", "faturamento", "demonstrativo", "notafiscal", "glosa",
	"autorizacao", "convenio", "cnpj", "valortotal", "=tuss", "prestador", "planodesaude",
	"carencia", "elegibilidade", "=lote", "protocolo", "contratado", "solicitante",
	// other (certificates, declarations, appointments, pick-up slips, preparation, vaccines, receipts)
	"atestado", "atesto", "devidosfins", "comparecimento", "vacina", "=dose", "dieta", "cardapio",
	"afastamento", "declaracao", "recibo", "recebide", "aimportancia", "aquantia", "referentea",
	"confirmacao", "agendamento", "agendad", "lembrete", "retirada", "preparo", "orientacoes",
	"=cid", "=cpf",
}

// appendCueHashes appends one feature hash per cue found in norm (normalized text).
func appendCueHashes(dst []uint64, norm string, blk block) []uint64 {
	squashed := strings.ReplaceAll(norm, " ", "")
	spaced := " " + norm + " "
	for _, c := range cues {
		found := false
		if words, ok := strings.CutPrefix(c, "="); ok {
			found = strings.Contains(spaced, " "+words+" ")
		} else {
			found = strings.Contains(squashed, c)
		}
		if found {
			dst = append(dst, hashBytes(seed(blk, 1), c))
		}
	}
	return dst
}
