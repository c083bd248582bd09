package ptbr

import "strings"

// Cues of each intent. A cue is a phrase of words; a word lists alternatives with "|", and an
// alternative ending in "*" matches by prefix ("remarc*": remarcar, remarca, remarque...).
var (
	cancelCues = []string{"cancel*", "desmarc*", "nao vou poder ir|comparecer", "nao vou conseguir ir|comparecer",
		"nao poderei ir|comparecer", "nao posso ir|comparecer", "nao vou mais", "nao consigo ir|comparecer",
		"nao vou poder mais ir", "nao vou conseguir mais ir", "exclu* minha|a consulta", "tira|tirar minha consulta"}
	rescheduleCues = []string{"remarc*", "reagend*", "adiar|adia|adiem|adie", "antecip*", "adiant*", "transferir|transfere|transfira",
		"outro dia|horario", "outra data|hora"}
	// moveVerbs with a word of moveObjects within three words are a reschedule ("mudar o horário",
	// "passa minha consulta").
	moveVerbs    = "mud*|troc*|alter*|pass*|jog*|mov*|empurr*"
	moveObjects  = "consulta|horario|data|agendamento|retorno|exame|teleconsulta|marcacao|hora"
	scheduleCues = []string{"marc*", "agend*", "encaix*", "reserv*", "consigo|conseguiria|consegue|conseguir uma|um|horario|consulta|vaga|encaixe|atendimento",
		"consigo|conseguiria|conseguir ser atendid*", "quero|queria|gostaria|preciso|precisava|desejo",
		"me coloca|coloque|coloca", "pode me atender"}
	availabilityCues = []string{"tem|teria|teriam|tera|ha|havera|existe|sobrou|sobrando vaga*|horario*|disponib*|agenda|encaixe|hora",
		"tem|teria|teriam|tera algum|alguma vaga*|horario*|encaixe", "quais|que|qual horario*|vaga*|dia*|data*",
		"quais|qual os|o horario*|dia*|vaga*", "qual|quais o|a|os|as proxim*|primeir* horario*|vaga*|data*",
		"proxim*|primeir* horario*|vaga*|data* livre*|disponive*", "horario*|vaga* livre*|disponive*|aberto*",
		"disponibilidade*", "atende|atendem|atendendo", "quando tem|teria|ha", "agenda livre|aberta|disponivel",
		"ainda tem", "vaga*"}
	// bookCues ask to be booked, even as a question ("dá pra marcar?", "consigo encaixe?");
	// "marcada" and "tem agenda?" do not.
	bookCues = []string{"marcar|marca|marque|marcaria|marcam|marcacao|marcasse", "agendar|agende|agendamento|agendaria|agendasse",
		"me|pode|poderia|por favor agenda", "agenda uma|um|pra|para", "encaixar|encaixa|encaixem|encaixe-me", "me encaixe|encaixa", "reserv*",
		"me coloca|coloque|coloca"}
	// otherCues are questions not about booking: price, address, results, thanks.
	otherCues = []string{"quanto custa|custaria|e", "valor*", "preco*", "endereco", "onde fica", "resultado*",
		"obrigad*", "aceita* convenio|plano", "convenio*", "plano de saude", "estacionamento", "telefone", "que horas abre|fecha", "abre|fecha as|a que horas",
		"receita", "atestado", "laudo", "como chego", "qual o horario de funcionamento", "funciona*"}
)

// intent decides what the message asks for and how sure the cues make it: cancel, then
// reschedule, then a request to be booked, then a question about free slots; a message whose
// only cues are about something else (price, address, results) is unknown, and one with no cue
// at all is a schedule request when it names what to book ("cardio quinta à tarde").
func (p *parser) intent() (Intent, float64) {
	hasAny := func(cues []string) bool {
		for _, c := range cues {
			if p.says(c) {
				return true
			}
		}
		return false
	}
	switch {
	case hasAny(cancelCues):
		if p.says("e marc*|agend*") || hasAny(rescheduleCues) || p.moves() {
			return Reschedule, 0.85
		}
		return Cancel, 0.95
	case hasAny(rescheduleCues) || p.moves():
		return Reschedule, 0.9
	}
	named := p.specialty != "" || p.provider != "" || len(p.dates) > 0 || len(p.times) > 0 || p.apptType != ""
	other := hasAny(otherCues)
	avail := hasAny(availabilityCues)
	strong := hasAny(bookCues) || p.canGet()
	switch {
	case strong:
		return Schedule, 0.9
	case (avail || p.asksFor()) && !other:
		return Availability, 0.85
	case other:
		return Unknown, 0.8
	case hasAny(scheduleCues) && named:
		return Schedule, 0.8
	case avail:
		return Availability, 0.7
	case named:
		return Schedule, 0.55
	}
	return Unknown, 0.6
}

// canGet reports "consigo"/"conseguiria" with something bookable within three words ("consigo
// horário", "conseguiria um encaixe"), not "consigo uma segunda via".
func (p *parser) canGet() bool {
	for i := range p.toks {
		if !matchWord(p.w(i), "consigo|conseguiria|consegue|conseguir|conseguimos") {
			continue
		}
		for k := i + 1; k <= i+3 && k < len(p.toks); k++ {
			if matchWord(p.w(k), "horario*|consulta*|vaga*|encaix*|marc*|agend*|atend*|retorno|exame|teleconsulta") {
				return true
			}
		}
	}
	return false
}

// asksFor reports a question that opens with "tem"/"teria"/"há" and names something bookable
// ("tem cardiologista sexta?", "tem retorno amanhã?").
func (p *parser) asksFor() bool {
	first := 0
	for first < len(p.toks) && (p.toks[first].kind == stop || fillers[p.w(first)] && !matchWord(p.w(first), "tem|teria")) {
		first++
	}
	if !matchWord(p.w(first), "tem|teria|ha|existe") {
		return false
	}
	return p.specialty != "" || p.provider != "" || p.apptType != ""
}

// moves reports a move verb with its object within three words ("mudar o horário", "passa minha
// consulta") or followed by the new date ("passar pra quinta"), not "passar com o cardio".
func (p *parser) moves() bool {
	for i := range p.toks {
		if !matchWord(p.w(i), moveVerbs) {
			continue
		}
		for k := i + 1; k <= i+3 && k < len(p.toks); k++ {
			if matchWord(p.w(k), moveObjects) {
				return true
			}
		}
		if p.movesTo(i + 1) {
			return true
		}
	}
	return false
}

// movesTo reports "pra <date>" at i, after a move verb ("dá pra passar pra depois de amanhã",
// "joga para a semana que vem"): the verb names no object, the new date does.
func (p *parser) movesTo(i int) bool {
	if matchWord(p.w(i), "ela|ele|isso|la") {
		i++
	}
	if !matchWord(p.w(i), "pra|para|pro") {
		return false
	}
	i++
	if matchWord(p.w(i), "a|o") {
		i++
	}
	for _, d := range p.dates {
		if d.at == i {
			return true
		}
	}
	return false
}

// says reports whether the message contains cue, read or not by the other rules.
func (p *parser) says(cue string) bool {
	words := strings.Fields(cue)
	for i := range p.toks {
		k := 0
		for k < len(words) && i+k < len(p.toks) && matchWord(p.w(i+k), words[k]) {
			k++
		}
		if k == len(words) {
			return true
		}
	}
	return false
}

// matchWord reports whether w is one of the "|"-separated alternatives, "x*" matching by prefix
// and an empty alternative matching no word ("|horas": nothing, or "horas").
func matchWord(w, alts string) bool {
	for _, a := range strings.Split(alts, "|") {
		if pre, ok := strings.CutSuffix(a, "*"); ok && strings.HasPrefix(w, pre) || a == w {
			return true
		}
	}
	return false
}

// fillers are words that carry no entity and no intent; coverage does not count them.
var fillers = wordSet(`a o as os um uma uns umas de da do das dos na no nas nos pra pro para por com em e ou
	que se me eu minha meu mim voce vc oi ola bom boa dia tarde noite tudo bem por favor pf pfv obrigado
	obrigada consulta consultas horario horarios vaga vagas ai la aqui isso essa esse esta este ser sim nao
	gostaria queria quero preciso pode poderia consigo tem teria ter algum alguma ver saber q tb tbm ja
	agora entao mas porque pq so ate tipo seria possivel quando qual quais como hein ne certo`)

// coverage is the share of the message's words that a rule read, a cue used or that carry
// nothing: a message mostly made of unread words gets a lower confidence.
func (p *parser) coverage() float64 {
	total, known := 0, 0
	for i, t := range p.toks {
		if t.kind == stop {
			continue
		}
		total++
		if t.used || t.kind != word || fillers[t.text] || p.isCue(i) {
			known++
		}
	}
	if total == 0 {
		return 0
	}
	return float64(known) / float64(total)
}

// isCue reports whether the word at i is an intent word.
func (p *parser) isCue(i int) bool {
	w := p.w(i)
	return matchWord(w, "cancel*|desmarc*|remarc*|reagend*|marc*|agend*|encaix*|reserv*|adi*|antecip*|"+moveVerbs+"|"+moveObjects+"|disponib*|atend*|livre*|disponive*")
}
