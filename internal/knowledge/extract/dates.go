package extract

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

var (
	isoDate     = regexp.MustCompile(`\b(\d{4})-(\d{2})-(\d{2})\b`)
	numericDate = regexp.MustCompile(`\b([0-9OolI]{1,2})\s?[/.-]\s?([0-9OolI]{1,2})\s?[/.-]\s?([0-9OolI]{4}|[0-9]{2})\b`)
	// abbrevDate reads "19/fev/2025", "14-mar-25", "5 mai 2025".
	abbrevDate = regexp.MustCompile(`\b(\d{1,2})\s?[/.\- ]\s?(jan|fev|mar|abr|mai|jun|jul|ago|set|[o0]ut|nov|dez)[a-z]*\.?\s?[/.\- ]\s?(\d{4}|\d{2})\b`)
	longDate   = regexp.MustCompile(`\b(\d{1,2})\s*(?:º\s*)?de\s+(janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\s+de\s+(\d{4})\b`)
	collectKey = regexp.MustCompile(`\bco[l1i|]eta\s+\d{1,2}\s*[-–—]\s*|\bco[l1i|]eta\s*\(?\s*(?:d[oe]\s+)?(?:sangue|soro|plasma|v\d{1,2}|pr[eo]s?[\s-]?(?:dialise|hd))\s*\)?\s*:|(?:\bdata|\bdt\.?)\s*(?:/\s*hora)?\s*(?:d[ae]\s+)?co[l1i|]eta(?:\b|[0-9])|\bco[l1i|]eta(?:dos?|das?)?[\s.]*(?:em\b|:)|\bco[l1i|]eta\s+(?:[*»«.,;'"_~-]{1,3}\s*)?[0-9]|\bco[l1i|]etado\b|\bco[l1i|]eta realizada em\b|\bco[l1i|]eta atual\s*:|\bco[l1i|]hid[oa]s? em\b|\bamostra co[l1i|]hida pel[oa] [a-z]+ em\b|(?:\bdata|\bdt\.?)\s*(?:d[ae]\s+)?amostra\b|\bamostra\s+(?:de|do dia|(?:re)?colhida em|(?:re)?coletada em)\s+[0-9]|(?:\bdata|\bdt)\.?\s*co[l1i|]\.|\bco[l1i|]eta\s+de\s+[0-9]|(?:\bdata|\bdt\.?)\s*(?:d[ae]\s+)?doacao\b|\bsangue\s*:|\bco[l1i|]heita\s*(?:em\b|:)|(?:\bdata|\bdt\.?)\s*(?:d[ae]\s+)?co[l1i|]heita\b`)
	// materialKey labels the day a urine or stool sample was collected or handed in, apart from
	// the blood's: "Coleta urina: 10/06/2025", "ENTREGA DE AMOSTRA (FEZES/URINA): 19/05/2025".
	materialKey = regexp.MustCompile(`\b(?:co[l1i|]eta|entrega(?:\s+d[ae]\s+amostras?)?|recebimento)\s*(?:d[ae]\s+|d[ao]s?\s+)?\(?\s*(urina|fezes)(?:\s*(?:/|e)\s*(urina|fezes))?\s*\)?\s*:`)
	// materialFirstKey is the same with the material first: "urina coletada em 7 de março de 2025",
	// or a material line's: "MATERIAL: URINA 1A MICCAO - COLETADA EM 13.03.25", "URINA TIPO I –
	// EAS Material: Urina de jato médio · Coleta domiciliar em 04/06/2025" (its empty second group
	// keeps materialKey's groups).
	materialFirstKey = regexp.MustCompile(`\b(urina|fezes)()\s+(?:coletada|colhida|entregue|recebida)s?\s+em\b|(?:^|\s)material\s*:\s*(urina|fezes)\b[^:;]{0,45}?\s(?:coletada|colhida|entregue|recebida|coleta domiciliar)s?\s+(?:pel[oa] (?:paciente|proprio paciente|propria paciente)\s+)?em\b`)
	// receiptKey labels the day the laboratory received the sample or the patient ("Data de
	// entrada", "Recebido em", "Atendimento: 22/10/2024 07:20"): the collection date of a report
	// that prints none.
	receiptKey = regexp.MustCompile(`(?:\bdata|\bdt\.?)\s*(?:d[ae]\s+)?(?:entrada|recebimento)\b|\bentrada\s*:|\brecebid[oa]s?\s+em\b|\brecebimento\s*:|\batendimento\s*:\s*\d`)
	docKey     = regexp.MustCompile(`\bdata\s*:|\bemissao\s*:?|\bemitido em\b|\bdata d[eoa] (?:atendimento|consulta|emissao|exame)\b|\bdata do laudo\b`)
	cityDate   = regexp.MustCompile(`^[a-z][a-z ]{1,40}(?:/[a-z]{2})?,\s*(\d{1,2})\s*(?:º\s*)?de\s+[a-z]+\s+de\s+\d{4}`)
)

var months = map[string]time.Month{
	"janeiro": 1, "fevereiro": 2, "marco": 3, "abril": 4, "maio": 5, "junho": 6,
	"julho": 7, "agosto": 8, "setembro": 9, "outubro": 10, "novembro": 11, "dezembro": 12,
}

// monthOf reads a month's name or its three-letter abbreviation ("marco", "mar").
func monthOf(name string) time.Month {
	if name == "0ut" {
		name = "out" // Tesseract's zero for the o of "18/out/2024"
	}
	if m, ok := months[name]; ok {
		return m
	}
	for full, m := range months {
		if strings.HasPrefix(full, name) {
			return m
		}
	}
	return 0
}

// parseDate reads the first date in folded text s: "10/03/2026",
// "1O/03/2026" (OCR), "10.03.26", "12 de março de 2026", "19/fev/2025", "2026-03-10". Two-digit years are
// 20xx. Impossible dates are rejected.
func parseDate(s string) (time.Time, bool) {
	m := numericDate.FindStringSubmatchIndex(s)
	for _, words := range []*regexp.Regexp{longDate, abbrevDate} {
		l := words.FindStringSubmatchIndex(s)
		if l != nil && (m == nil || l[0] < m[0]) {
			day, _ := strconv.Atoi(s[l[2]:l[3]])
			year, _ := strconv.Atoi(s[l[6]:l[7]])
			if year < 100 {
				year += 2000
			}
			return makeDate(year, monthOf(s[l[4]:l[5]]), day)
		}
	}
	if iso := isoDate.FindStringSubmatchIndex(s); iso != nil && (m == nil || iso[0] < m[0]) {
		// ISO 8601, as research services print: "2025-01-20"
		year, _ := strconv.Atoi(s[iso[2]:iso[3]])
		mon, _ := strconv.Atoi(s[iso[4]:iso[5]])
		day, _ := strconv.Atoi(s[iso[6]:iso[7]])
		return makeDate(year, time.Month(mon), day)
	}
	if m == nil {
		return time.Time{}, false
	}
	day, err1 := strconv.Atoi(ocrDigits.Replace(s[m[2]:m[3]]))
	mon, err2 := strconv.Atoi(ocrDigits.Replace(s[m[4]:m[5]]))
	year, err3 := strconv.Atoi(ocrDigits.Replace(s[m[6]:m[7]]))
	if err1 != nil || err2 != nil || err3 != nil {
		return time.Time{}, false
	}
	if year < 100 {
		year += 2000
	}
	return makeDate(year, time.Month(mon), day)
}

func makeDate(year int, mon time.Month, day int) (time.Time, bool) {
	if year < 1900 || year > 2200 || mon < 1 || mon > 12 || day < 1 {
		return time.Time{}, false
	}
	t := time.Date(year, mon, day, 0, 0, 0, 0, time.UTC)
	if t.Day() != day {
		return time.Time{}, false
	}
	return t, true
}

// otherCollection marks a line that dates another collection than the report's: an earlier
// result quoted beside the current one, or the next collection.
var otherCollection = regexp.MustCompile(`\banterior(?:es)?\b|\bprevi[oa]s?\b|\bnova coleta\b|\bprox(?:ima|\.)?\s*coleta\b|\bretorno\b`)

// sampleNumbered is a folded line that numbers its sample: "2a amostra", "segunda amostra".
var sampleNumbered = regexp.MustCompile(`\b(?:\d\s*[ªa]|segunda|terceira)\s+amostra\b`)

// collectionPeriod is a folded line's collection period, its end date in the group: "Período de
// coleta: 17/03/2025 06:30 a 18/03/2025 06:30".
var collectionPeriod = regexp.MustCompile(`\bperiodo de coleta\s*:?\s*\d{1,2}/\d{1,2}/\d{2,4}(?:\s+\d{1,2}[:h]\d{2})?\s+(?:a|ate|-|–)\s+(\d{1,2}/\d{1,2}/\d{2,4})`)

// collectKeyIndex is collectKey.FindStringIndex(s), without running the expression on the lines
// that hold none of the literals each of its branches needs: every branch names "co" (coleta,
// colhido), "amostra", "doacao" or "sangue". It runs on every line of a report, three times.
func collectKeyIndex(s string) []int {
	if !strings.Contains(s, "co") && !strings.Contains(s, "amostra") && !strings.Contains(s, "doacao") && !strings.Contains(s, "sangue") {
		return nil
	}
	return collectKey.FindStringIndex(s)
}

// collectionDate returns the collection date a folded line prints, unless it dates another
// collection (otherCollection before the date: "Resultado anterior – coleta 12/01/2025", "Data
// da coleta anterior: ..."); a field after the date is another's ("Data da coleta: 03/06/2025
// Retorno 17/06/2025").
func collectionDate(s string) (time.Time, bool) {
	s = strings.ReplaceAll(s, "|", " ") // a table's bar, or a scan's speck before the colon: "COLETA |: 08/07/2025"
	loc := collectKeyIndex(s)
	if loc == nil {
		return time.Time{}, false
	}
	upTo, dated := len(s), false
	for _, d := range []*regexp.Regexp{numericDate, abbrevDate, longDate} {
		if m := d.FindStringIndex(s[loc[0]:]); m != nil {
			upTo, dated = min(upTo, loc[0]+m[1]), true
		}
	}
	from := 0 // another field's own date before the key ends what qualifies it: "Internação anterior: 02/12/2024 Coleta: 20/01/2025"
	for _, m := range numericDate.FindAllStringIndex(s[:loc[0]], -1) {
		if strings.TrimSpace(clockTime.ReplaceAllString(s[m[1]:loc[0]], "")) == "" {
			from = m[1] // (its date right before the key, maybe with its time)
		}
	}
	if m := otherCollection.FindString(s[from:upTo]); m != "" && !(m == "nova coleta" && sampleNumbered.MatchString(s)) {
		// (a numbered sample's "nova coleta em 05/09/2025 07:50" is its own: "2ª AMOSTRA (CONTROLE)")
		return time.Time{}, false
	}
	if m := collectionPeriod.FindStringSubmatch(s); m != nil {
		if end, ok := parseDate(m[1]); ok {
			return end, true // a 24-hour urine's period: collected by its end
		}
	}
	if dated && dateLabel.MatchString(s[loc[1]:upTo]) { // (the date may end the line)
		// another field's label between the key and the date: "IG na coleta: 12 semanas
		// Liberação: 17/03/2025"
		return time.Time{}, false
	}
	return dateAfter(collectKey, s)
}

// dateAfter returns the date following a key match in folded line s.
func dateAfter(key *regexp.Regexp, s string) (time.Time, bool) {
	loc := key.FindStringIndex(s)
	if loc == nil {
		return time.Time{}, false
	}
	end := loc[1]
	if c := s[end-1]; c >= '0' && c <= '9' {
		end-- // a key glued to its date: "coleta26/05/2025"
	}
	rest := s[end:]
	if len(rest) > 40 {
		rest = rest[:40]
	}
	return parseDate(rest)
}

// documentDate finds the date that dates the document; the first wins.
func documentDate(ls []string) *time.Time {
	for _, l := range ls {
		f := fold(l)
		if t, ok := dateAfter(docKey, f); ok {
			return &t
		}
		if m := cityDate.FindStringIndex(f); m != nil {
			if t, ok := parseDate(f[m[0]:m[1]]); ok {
				return &t
			}
		}
	}
	return nil
}

// dateLabel is a label of a date in a header row: "Dt."/"Data" and what it dates, or a word
// that names a date on its own ("Nascimento", "Liberação", a prenatal report's "DUM" and "DPP":
// the last period's first day and the due date).
var dateLabel = regexp.MustCompile(`\b(?:dt\.?|data)(?:\s+(?:d[aeo]\s+)?[a-z]+\.?)?|\b(?:nasc(?:imento)?|solicitacao|emissao|liberacao|recebimento|entrada|impressao|atendimento|requisicao|coleta|dum|dpp)\b`)

// collectColumn is a header row's bare collection label, and collectPlace a label naming where
// the sample was collected instead ("local de coleta") or a result's column, which makes the row
// a history's header ("Coleta Resultado" over "25/08/2025 142").
var (
	collectColumn = regexp.MustCompile(`(?:^|\s)coleta(?:\s|$)`)
	collectPlace  = regexp.MustCompile(`\b(?:local|posto|unidade|ponto) de coleta\b|\bresultados?\b`)
)

// headerRowDate reads the collection date of a header row whose labels sit on one line and
// their values on the next ("Dt. Solicitação Dt. Coleta Unidade" over "14/03/2025 25/03/2025
// 07:12 Praia do Canto"): the date in the collection label's place among the dated labels.
// header and values are folded.
func headerRowDate(header, values string) (time.Time, bool) {
	key := collectKeyIndex(header)
	if key == nil && !strings.ContainsAny(header, "0123456789") && !collectPlace.MatchString(header) {
		key = collectColumn.FindStringIndex(header) // a label of its own in a row of labels: "medico solicitante coleta liberacao"
	}
	if key == nil || otherCollection.MatchString(header) {
		return time.Time{}, false
	}
	if _, ok := parseDate(header[key[1]:]); ok {
		return time.Time{}, false // the date is on the label's line
	}
	place := len(dateLabel.FindAllStringIndex(header[:key[0]], -1))
	dates := numericDate.FindAllString(values, -1)
	if place >= len(dates) {
		return time.Time{}, false
	}
	return parseDate(dates[place])
}

// materialDates returns the days a urine or stool sample was collected or handed in, by material
// ("urina", "fezes"), when the report prints them apart from the blood's.
func materialDates(ls []string) map[string]time.Time {
	out := map[string]time.Time{}
	for _, l := range ls {
		f := fold(l)
		for _, m := range append(materialKey.FindAllStringSubmatchIndex(f, -1), materialFirstKey.FindAllStringSubmatchIndex(f, -1)...) {
			rest := f[m[1]:]
			if len(rest) > 30 {
				rest = rest[:30]
			}
			t, ok := parseDate(rest)
			if !ok {
				continue
			}
			for k := 2; k+1 < len(m); k += 2 { // each material the label names
				if m[k] >= 0 && m[k+1] > m[k] {
					if _, seen := out[f[m[k]:m[k+1]]]; !seen {
						out[f[m[k]:m[k+1]]] = t
					}
				}
			}
		}
	}
	return out
}

// materialOf is the material a result was measured in when it is urine or stool ("urina",
// "fezes"), else "".
func materialOf(l Lab) string {
	name := fold(l.Marker)
	switch {
	case strings.Contains(name, "fezes"):
		return "fezes"
	case strings.Contains(name, "urin") || strings.HasSuffix(name, "uria") || strings.HasPrefix(name, "relacao albumina/creatinina") || strings.HasPrefix(name, "relacao proteina/creatinina"):
		return "urina"
	}
	if info, ok := markerByName[l.Marker]; ok && info.Section == "urine" {
		return "urina"
	}
	return ""
}
