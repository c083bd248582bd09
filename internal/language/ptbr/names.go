package ptbr

import (
	"cmp"
	"slices"
	"strings"
	"unicode"

	"clinic/internal/platform/fold"
)

// specialtyWords maps what patients call a specialty or its specialist to the canonical name.
// Longer phrases are tried first.
var specialtyWords = map[string]string{
	"cardiologia": "cardiologia", "cardiologista": "cardiologia", "cardio": "cardiologia",
	"cardiologico": "cardiologia", "medico do coracao": "cardiologia",
	"clinica geral": "clinica geral", "clinico geral": "clinica geral", "clinico": "clinica geral",
	"clinica medica": "clinica geral", "generalista": "clinica geral", "medico geral": "clinica geral",
	"dermatologia": "dermatologia", "dermatologista": "dermatologia", "dermato": "dermatologia",
	"otorrinolaringologia": "otorrinolaringologia", "otorrinolaringologista": "otorrinolaringologia",
	"otorrino":  "otorrinolaringologia",
	"pediatria": "pediatria", "pediatra": "pediatria",
	"ortopedia": "ortopedia", "ortopedista": "ortopedia", "ortopedico": "ortopedia",
	"ginecologia": "ginecologia", "ginecologista": "ginecologia", "gineco": "ginecologia",
	"oftalmologia": "oftalmologia", "oftalmologista": "oftalmologia", "oftalmo": "oftalmologia",
	"oculista": "oftalmologia", "medico de olhos": "oftalmologia",
	"neurologia": "neurologia", "neurologista": "neurologia", "neuro": "neurologia",
	"psiquiatria": "psiquiatria", "psiquiatra": "psiquiatria",
	"endocrinologia": "endocrinologia", "endocrinologista": "endocrinologia", "endocrino": "endocrinologia",
	"urologia": "urologia", "urologista": "urologia",
	"gastroenterologia": "gastroenterologia", "gastroenterologista": "gastroenterologia", "gastro": "gastroenterologia",
	"psicologia": "psicologia", "psicologo": "psicologia", "psicologa": "psicologia",
	"nutricao": "nutricao", "nutricionista": "nutricao", "nutri": "nutricao",
	"reumatologia": "reumatologia", "reumatologista": "reumatologia", "reumato": "reumatologia",
	"pneumologia": "pneumologia", "pneumologista": "pneumologia", "pneumo": "pneumologia",
	"nefrologia": "nefrologia", "nefrologista": "nefrologia",
	"geriatria": "geriatria", "geriatra": "geriatria",
	"fisioterapia": "fisioterapia", "fisioterapeuta": "fisioterapia", "fisio": "fisioterapia",
}

// titles are the words before a provider's name.
const titles = "dr|dra|doutor|doutora|doc|prof|professor|professora"

// notNames are words that end a name: the vocabulary of the other rules and common function words.
var notNames = wordSet(`a o as os de da do das dos na no nas nos pra pro para por com em e ou que se me
	hoje amanha depois semana mes dia dias manha tarde noite cedo horas hora feira proxima proximo essa esta
	consulta consultas horario horarios vaga vagas marcar marca agendar agenda remarcar cancelar quero queria
	gostaria preciso pode poderia tem ter favor pf pfv obrigado obrigada unidade retorno exame teleconsulta
	online primeira vez meio meia as ate la sim nao ja agora mais cedo aqui ai voce vc dele dela daqui dentro
	antes logo urgente possivel urgencia entao tambem tb ver hj amanhã dps fds pela pelo sobre`)

// readNames finds the provider's name: after a title ("Dra. Ana Souza", "doutor Carlos"), a name
// of the clinic said with or without its title ("com a Beatriz", "Carlos Mendes"), or a
// capitalised name after "com o/a" ("com o Roberto"). The name is kept as written, without the
// title.
func (p *parser) readNames() {
	for i := 0; i < len(p.toks) && p.provider == ""; i++ {
		if n, ok := p.seq(i, titles); ok {
			j := i + n
			if j < len(p.toks) && p.toks[j].kind == stop && p.toks[j].text == "." {
				j++
			}
			if k := p.titledName(j); k > 0 {
				p.takeName(j, k)
				p.use(i, j-i)
				return
			}
		}
	}
	if p.clinicName() {
		return
	}
	for i := 0; i+2 < len(p.toks); i++ {
		if p.w(i) == "com" && matchWord(p.w(i+1), "o|a") {
			if k := p.nameRun(i+2, 3, true); k > 0 {
				p.takeName(i+2, k)
				return
			}
		}
	}
}

// titledName counts the name words after a title: capitalised words, or words of the clinic's
// providers' names in any case ("dra ana"), so "a doutora foi ótima" names nobody.
func (p *parser) titledName(i int) int {
	if n := p.nameRun(i, 3, true); n > 0 {
		return n
	}
	known := map[string]bool{}
	for _, name := range p.lex.Providers {
		for _, w := range nameParts(name) {
			known[w] = true
		}
	}
	n := p.nameRun(i, 3, false)
	for k := range n {
		if !known[p.w(i+k)] && (k > 0 || notAfterTitle[p.w(i)]) {
			return k
		}
	}
	return n
}

// notAfterTitle are lower-case words that follow "a doutora" without being her name.
var notAfterTitle = wordSet(`foi e esta estava disse pediu passou falou atendeu mandou receitou solicitou otima otimo
	muito super bem mal responsavel dela dele aqui ai nova novo outra outro mesma mesmo sempre ja tambem so`)

// nameRun counts the name words from i, at most limit; capitalised asks for a capital letter.
// "de/da/dos" join two name words ("Ana de Souza").
func (p *parser) nameRun(i, limit int, capitalised bool) int {
	n := 0
	for n < limit && p.free(i+n) && p.toks[i+n].kind == word {
		t := p.toks[i+n]
		if matchWord(t.text, "de|da|do|dos|das") && n > 0 && p.isName(i+n+1, capitalised) && isCapital(p.toks[i+n+1].orig) {
			n += 2
			continue
		}
		if !p.isName(i+n, capitalised) {
			break
		}
		n++
	}
	return n
}

func (p *parser) isName(i int, capitalised bool) bool {
	if !p.free(i) || p.toks[i].kind != word {
		return false
	}
	t := p.toks[i].text
	if notNames[t] || specialtyWords[t] != "" || len([]rune(t)) < 2 {
		return false
	}
	if _, ok := weekdays[t]; ok {
		return false
	}
	if _, ok := months[t]; ok {
		return false
	}
	return !capitalised || isCapital(p.toks[i].orig)
}

func isCapital(s string) bool {
	for _, r := range s {
		return unicode.IsUpper(r)
	}
	return false
}

// takeName records the n words at i as the provider's name.
func (p *parser) takeName(i, n int) {
	words := make([]string, 0, n)
	for _, t := range p.toks[i : i+n] {
		words = append(words, t.orig)
	}
	p.provider = strings.Join(words, " ")
	p.use(i, n)
}

// clinicName finds a name of the clinic's providers without a title: the longest run of words
// that are, in order, words of one provider's name, starting with its first or last name.
// A lone word counts only after "com", "o", "a" or with a capital letter, so a surname that is
// also a common word ("Lima", "Rocha") is not taken from a sentence about fruit or rock.
func (p *parser) clinicName() bool {
	best, bestAt := 0, 0
	for _, name := range p.lex.Providers {
		parts := nameParts(name)
		if len(parts) == 0 {
			continue
		}
		for i := range p.toks {
			n := 0
			for k := 0; k < len(parts) && p.free(i+n) && p.w(i+n) == parts[k]; k++ {
				n++
			}
			if n == 0 {
				// a surname alone: "com o Mendes"
				if p.free(i) && len(parts) > 1 && p.w(i) == parts[len(parts)-1] {
					n = 1
				} else {
					continue
				}
			}
			if n == 1 && !(matchWord(p.w(i-1), "com|o|a|pelo|pela") || isCapital(p.toks[i].orig)) {
				continue
			}
			if n > best {
				best, bestAt = n, i
			}
		}
	}
	if best == 0 {
		return false
	}
	p.takeName(bestAt, best)
	return true
}

// nameParts folds a name and drops its title.
func nameParts(name string) []string {
	var parts []string
	for _, t := range tokenize(name) {
		if t.kind == word && !matchWord(t.text, titles) {
			parts = append(parts, t.text)
		}
	}
	return parts
}

// readSpecialty finds the first specialty named, by the built-in table or the clinic's own
// specialties; plurals count ("cardiologistas").
func (p *parser) readSpecialty() {
	clinic := map[string]string{}
	for _, s := range p.lex.Specialties {
		if f := fold.String(strings.TrimSpace(s)); f != "" {
			clinic[f] = f
		}
	}
	lookup := func(phrase string) string { return cmp.Or(specialtyWords[phrase], clinic[phrase]) }
	for i := range p.toks {
		for n := 3; n >= 1; n-- {
			if i+n > len(p.toks) {
				continue
			}
			phrase, ok := p.freeWords(i, n)
			if !ok {
				continue
			}
			c := cmp.Or(lookup(phrase), lookup(strings.TrimSuffix(phrase, "s")))
			if c != "" {
				p.specialty = c
				p.use(i, n)
				return
			}
		}
	}
}

// freeWords joins the n free words at i with spaces.
func (p *parser) freeWords(i, n int) (string, bool) {
	ws := make([]string, 0, n)
	for k := i; k < i+n; k++ {
		if !p.free(k) || p.toks[k].kind != word {
			return "", false
		}
		ws = append(ws, p.toks[k].text)
	}
	return strings.Join(ws, " "), true
}

// genericPlaceWords do not tell one location from another.
const genericPlaceWords = "unidade|clinica|filial|sede|consultorio|posto|hospital|centro medico|do|da|de"

// readLocation finds a location of the clinic by its name or its distinctive words ("no centro",
// "na unidade da Paulista" → "Unidade Centro", "Unidade Paulista"); without the clinic's list,
// "unidade X" is taken as written.
func (p *parser) readLocation() {
	best, bestAt, bestName := 0, 0, ""
	for _, name := range p.lex.Locations {
		var distinct []string
		for _, t := range tokenize(name) {
			if t.kind == word && !matchWord(t.text, genericPlaceWords) {
				distinct = append(distinct, t.text)
			}
		}
		if len(distinct) == 0 {
			continue
		}
		for i := range p.toks {
			if phrase, ok := p.freeWords(i, len(distinct)); ok && phrase == strings.Join(distinct, " ") && len(distinct) > best {
				best, bestAt, bestName = len(distinct), i, name
			}
		}
	}
	if best > 0 {
		p.location = bestName
		p.use(bestAt, best)
		if matchWord(p.w(bestAt-1), "da|do|de") && p.w(bestAt-2) == "unidade" {
			p.use(bestAt-2, 2)
		} else if p.w(bestAt-1) == "unidade" {
			p.use(bestAt-1, 1)
		}
		return
	}
	for i := range p.toks {
		if p.free(i) && p.w(i) == "unidade" && p.free(i+1) && p.toks[i+1].kind == word && !notNames[p.w(i+1)] {
			p.location = p.toks[i].orig + " " + p.toks[i+1].orig
			p.use(i, 2)
			return
		}
	}
}

// typeConcepts are the appointment types patients name, each with the phrases that name it and
// the words by which the clinic's own type is recognised.
var typeConcepts = []struct {
	name    string // used when the clinic has no such type
	phrases []string
	keys    string // a clinic type whose folded name contains one of these is this concept
}{
	{"Primeira consulta", []string{"primeira consulta", "primeira vez", "consulta inicial", "primeiro atendimento"}, "primeira|inicial|nova"},
	{"Retorno", []string{"consulta de retorno", "retorno", "revisao"}, "retorno|revisao"},
	{"Teleconsulta", []string{"teleconsulta", "telemedicina", "on line", "online", "por video", "videochamada",
		"video chamada", "consulta virtual", "atendimento virtual", "a distancia"}, "tele|online|video|virtual"},
	{"Exame", []string{"exame", "exames"}, "exame"},
}

// readType finds the appointment type: one of the clinic's type names said whole, or a common
// name ("retorno", "primeira vez", "online") mapped to the clinic's matching type. "resultado do
// exame" is not a request for an exam.
func (p *parser) readType() {
	for _, name := range p.lex.Types {
		parts := nameParts(name)
		if len(parts) < 1 || len(parts) == 1 && parts[0] == "consulta" || slices.Contains(parts, "exame") && p.aboutResults() {
			continue
		}
		for i := range p.toks {
			if phrase, ok := p.freeWords(i, len(parts)); ok && phrase == strings.Join(parts, " ") {
				p.apptType = name
				p.use(i, len(parts))
				return
			}
		}
	}
	for _, c := range typeConcepts {
		for _, ph := range c.phrases {
			n := len(strings.Fields(ph))
			for i := range p.toks {
				phrase, ok := p.freeWords(i, n)
				if !ok || phrase != ph || c.name == "Exame" && p.aboutResults() {
					continue
				}
				p.apptType = c.name
				for _, name := range p.lex.Types {
					if containsAny(fold.String(name), c.keys) {
						p.apptType = name
						break
					}
				}
				p.use(i, n)
				return
			}
		}
	}
}

// aboutResults reports a message about an exam's results, not a request for one.
func (p *parser) aboutResults() bool {
	return p.says("resultado*") || p.says("pronto|pronta|prontos|prontas") || p.says("laudo*")
}

// containsAny reports whether s contains one of the "|"-separated words.
func containsAny(s, alts string) bool {
	for _, a := range strings.Split(alts, "|") {
		if strings.Contains(s, a) {
			return true
		}
	}
	return false
}

// wordSet returns the whitespace-separated words of s as a set.
func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// CanonicalSpecialty returns the canonical name of a specialty as a clinic or a patient writes it
// ("Cardiologia", "cardiologista" → "cardiologia"); a specialty the table does not know comes back
// folded.
func CanonicalSpecialty(s string) string {
	f := fold.String(strings.TrimSpace(s))
	return cmp.Or(specialtyWords[f], f)
}
