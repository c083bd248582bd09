package ptbr

import (
	"strings"
	"time"

	"clinic/internal/platform/instant"
)

// dateMention is one date or range the message names, at token index at.
type dateMention struct {
	from, to time.Time
	at       int
	old      bool // names the appointment being moved ("minha consulta de terça")
	exact    bool // written as a calendar date ("1/12", "15 de dezembro"): wins over a weekday
}

var weekdays = map[string]time.Weekday{"domingo": time.Sunday, "segunda": time.Monday, "terca": time.Tuesday,
	"quarta": time.Wednesday, "quinta": time.Thursday, "sexta": time.Friday, "sabado": time.Saturday}

var months = map[string]time.Month{"janeiro": 1, "fevereiro": 2, "marco": 3, "abril": 4, "maio": 5, "junho": 6,
	"julho": 7, "agosto": 8, "setembro": 9, "outubro": 10, "novembro": 11, "dezembro": 12}

// numberWords are the numbers said in words, as dates and clock times use them.
var numberWords = map[string]int{"um": 1, "uma": 1, "primeiro": 1, "dois": 2, "duas": 2, "tres": 3, "quatro": 4,
	"cinco": 5, "seis": 6, "sete": 7, "oito": 8, "nove": 9, "dez": 10, "onze": 11, "doze": 12, "treze": 13,
	"quatorze": 14, "catorze": 14, "quinze": 15, "dezesseis": 16, "dezessete": 17, "dezoito": 18,
	"dezenove": 19, "vinte": 20, "trinta": 30}

// amount returns the number at i, in digits or in words.
func (p *parser) amount(i int) (int, bool) {
	if !p.free(i) {
		return 0, false
	}
	if t := p.toks[i]; t.kind == number {
		return t.n, true
	}
	n, ok := numberWords[p.w(i)]
	return n, ok
}

func (p *parser) day(offset int) dateMention {
	d := p.today.AddDate(0, 0, offset)
	return dateMention{from: d, to: d}
}

// readDates finds every date the message names, in order.
func (p *parser) readDates() {
	for i := 0; i < len(p.toks); i++ {
		if !p.free(i) {
			continue
		}
		m, n, ok := p.dateAt(i)
		if !ok {
			continue
		}
		if !instant.InRange(m.from) || !instant.InRange(m.to) {
			continue // "daqui a 99999 meses", "10/12/9999": not a date anyone books
		}
		m.at = i
		m.old = p.namesOldAppointment(i)
		p.dates = append(p.dates, m)
		p.use(i, n)
		i += n - 1
	}
}

// dateAt reads a date expression starting at token i: its dates, how many tokens it spans.
func (p *parser) dateAt(i int) (dateMention, int, bool) {
	if n, ok := p.seq(i, "depois de|d amanha"); ok {
		return p.day(2), n, true
	}
	switch p.w(i) {
	case "hoje":
		return p.day(0), 1, true
	case "amanha":
		return p.day(1), 1, true
	case "daqui", "dentro", "em":
		return p.relativeDays(i)
	case "semana", "proxima", "proximo", "mes", "fim", "final", "essa", "esta", "nesta", "nessa", "fds":
		if m, n, ok := p.namedSpan(i); ok {
			return m, n, true
		}
	case "dia":
		if m, n, ok := p.dayOfMonth(i + 1); ok {
			return m, n + 1, true
		}
	}
	if m, n, ok := p.weekdayAt(i); ok {
		return m, n, true
	}
	if t := p.toks[i]; t.kind == slash {
		m, n, ok := p.slashDate(t)
		m.exact = true
		return m, n, ok
	}
	if _, ok := p.amount(i); ok && (p.w(i+1) == "de" && months[p.w(i+2)] != 0 || p.toks[i].kind == number && months[p.w(i+1)] != 0) {
		return p.dayOfMonth(i)
	}
	if mo, ok := months[p.w(i)]; ok {
		return p.wholeMonth(mo), 1, true
	}
	return dateMention{}, 0, false
}

// relativeDays reads "daqui a N dias|semanas|meses", "daqui N dias", "em N dias", "dentro de N
// dias": the single day N days (7·N for weeks, N calendar months) after today.
func (p *parser) relativeDays(i int) (dateMention, int, bool) {
	j := i + 1
	switch p.w(i) {
	case "daqui":
		if p.w(j) == "a" || p.w(j) == "ha" {
			j++
		}
	case "dentro":
		if p.w(j) != "de" {
			return dateMention{}, 0, false
		}
		j++
	}
	n, ok := p.amount(j)
	if !ok || n > 10000 {
		// "daqui a uma semana" is read above; "daqui a pouco" is not a date.
		return dateMention{}, 0, false
	}
	switch p.w(j + 1) {
	case "dia", "dias":
		return p.day(n), j + 2 - i, true
	case "semana", "semanas":
		return p.day(7 * n), j + 2 - i, true
	case "mes", "meses":
		d := p.today.AddDate(0, n, 0)
		return dateMention{from: d, to: d}, j + 2 - i, true
	}
	return dateMention{}, 0, false
}

// namedSpan reads the named ranges: "semana que vem" = "próxima semana" = next Monday to next
// Sunday; "essa semana" = today to Sunday; "fim de semana" = the coming Saturday and Sunday (see
// weekend); "mês que vem" = "próximo mês" = the whole next month; "esse mês" = today to the end
// of the month.
func (p *parser) namedSpan(i int) (dateMention, int, bool) {
	nextMonday := p.today.AddDate(0, 0, daysUntil(p.today.Weekday(), time.Monday))
	for _, f := range []struct {
		pattern string
		span    func() (time.Time, time.Time)
	}{
		{"semana que vem", func() (time.Time, time.Time) { return nextMonday, nextMonday.AddDate(0, 0, 6) }},
		{"proxima semana", func() (time.Time, time.Time) { return nextMonday, nextMonday.AddDate(0, 0, 6) }},
		{"semana seguinte", func() (time.Time, time.Time) { return nextMonday, nextMonday.AddDate(0, 0, 6) }},
		{"essa|esta|nesta|nessa semana", func() (time.Time, time.Time) {
			return p.today, p.today.AddDate(0, 0, (7-int(p.today.Weekday()))%7)
		}},
		{"proximo fim|final de semana", p.weekend},
		{"fim|final de semana que vem", p.weekend},
		{"fim|final de semana", p.weekend},
		{"fds", p.weekend},
		{"mes que vem", p.nextMonth},
		{"proximo mes", p.nextMonth},
		{"mes seguinte", p.nextMonth},
		{"esse|este|neste|nesse mes", func() (time.Time, time.Time) {
			return p.today, p.today.AddDate(0, 1, -p.today.Day())
		}},
	} {
		if n, ok := p.seq(i, f.pattern); ok {
			from, to := f.span()
			return dateMention{from: from, to: to}, n, true
		}
	}
	return dateMention{}, 0, false
}

// weekend is the coming Saturday and Sunday: on a Saturday, today and tomorrow; on a Sunday, the
// next Saturday and Sunday.
func (p *parser) weekend() (time.Time, time.Time) {
	sat := p.today.AddDate(0, 0, (int(time.Saturday)-int(p.today.Weekday())+7)%7)
	return sat, sat.AddDate(0, 0, 1)
}

// nextMonth is the whole next calendar month.
func (p *parser) nextMonth() (time.Time, time.Time) {
	first := time.Date(p.today.Year(), p.today.Month()+1, 1, 0, 0, 0, 0, time.UTC)
	return first, first.AddDate(0, 1, -1)
}

// wholeMonth is a bare month: the whole month, next year once it has passed; the current month
// runs from today.
func (p *parser) wholeMonth(mo time.Month) dateMention {
	y := p.today.Year()
	if mo < p.today.Month() {
		y++
	}
	first := time.Date(y, mo, 1, 0, 0, 0, 0, time.UTC)
	from := first
	if from.Before(p.today) {
		from = p.today
	}
	return dateMention{from: from, to: first.AddDate(0, 1, -1)}
}

// daysUntil is how many days after a weekday the next wd falls, 1 to 7 (strictly after).
func daysUntil(from, wd time.Weekday) int {
	d := (int(wd) - int(from) + 7) % 7
	if d == 0 {
		d = 7
	}
	return d
}

// weekdayAt reads a weekday name: "quinta", "quinta-feira", "5ª feira", "terca" without the
// accent. A bare weekday (or "<weekday> que vem", "próxima <weekday>") is its next occurrence
// strictly after today, unless it is today's weekday and "hoje" is said; "<weekday> da semana que vem" is that weekday in next week (Monday to
// Sunday).
func (p *parser) weekdayAt(i int) (dateMention, int, bool) {
	wd, n, ok := p.weekdayName(i)
	if !ok {
		return dateMention{}, 0, false
	}
	d := p.today.AddDate(0, 0, daysUntil(p.today.Weekday(), wd))
	if wd == p.today.Weekday() && p.says("hoje") {
		d = p.today // "hoje, segunda": today, not next week
	}
	if k, ok := p.seq(i+n, "da|na|de semana que vem"); ok {
		n += k
		d = p.nextWeek(wd)
	} else if k, ok := p.seq(i+n, "da|na proxima semana"); ok {
		n += k
		d = p.nextWeek(wd)
	} else if k, ok := p.seq(i+n, "que vem"); ok {
		n += k
	} else if k, ok := p.seq(i+n, "proxima|proximo"); ok {
		n += k
	}
	return dateMention{from: d, to: d}, n, true
}

// nextWeek is weekday wd in next week, Monday to Sunday.
func (p *parser) nextWeek(wd time.Weekday) time.Time {
	monday := p.today.AddDate(0, 0, daysUntil(p.today.Weekday(), time.Monday))
	return monday.AddDate(0, 0, (int(wd)+6)%7)
}

// weekdayName reads the name of a weekday at i and how many tokens it spans. "segunda" and
// "quarta" are ordinals too: "segunda vez", "segunda via" are not weekdays.
func (p *parser) weekdayName(i int) (time.Weekday, int, bool) {
	if !p.free(i) {
		return 0, 0, false
	}
	if t := p.toks[i]; t.kind == number && t.n >= 2 && t.n <= 6 {
		if p.w(i+1) == "feira" {
			return time.Weekday(t.n - 1), 2, true
		}
		if p.w(i+1) == "a" && p.w(i+2) == "feira" {
			return time.Weekday(t.n - 1), 3, true
		}
		return 0, 0, false
	}
	wd, ok := weekdays[strings.TrimSuffix(p.w(i), "s")] // "nas quintas", "aos sábados"
	switch {
	case !ok:
		return 0, 0, false
	case wd == time.Saturday || wd == time.Sunday:
		return wd, 1, true
	case p.w(i+1) == "feira" || p.w(i+1) == "feiras":
		return wd, 2, true
	}
	if matchWord(p.w(i+1), "vez|via|opcao|consulta|chamada|dose|parte|etapa|sessao|semana") {
		return 0, 0, false
	}
	return wd, 1, true
}

// dayOfMonth reads "N", "Nº", "primeiro" at i, maybe followed by "de <mês> [de AAAA]" or
// "/m": "dia N" alone is this month when N is after today, else next month; with a month it is
// this year unless already past, else next year.
func (p *parser) dayOfMonth(i int) (dateMention, int, bool) {
	if i < len(p.toks) && p.toks[i].kind == slash && p.free(i) {
		m, n, ok := p.slashDate(p.toks[i])
		m.exact = true
		return m, n, ok
	}
	d, ok := p.amount(i)
	if !ok || d < 1 || d > 31 {
		return dateMention{}, 0, false
	}
	n := 1
	mo, hasMonth := time.Month(0), false
	if m, ok := months[p.w(i+1)]; ok && p.toks[i].kind == number {
		mo, hasMonth, n = m, true, 2
	} else if m, ok := months[p.w(i+2)]; ok && p.w(i+1) == "de" {
		mo, hasMonth, n = m, true, 3
	}
	if !hasMonth {
		return p.dayNextOccurrence(d), n, true
	}
	year := 0
	if p.w(i+n) == "de" && p.free(i+n+1) && p.toks[i+n+1].kind == number && p.toks[i+n+1].n >= 2000 {
		year = p.toks[i+n+1].n
		n += 2
	}
	m, ok := p.dayMonth(d, mo, year)
	m.exact = true
	return m, n, ok
}

// dayNextOccurrence is "dia N": this month when N is after today, else the next month that has
// a day N.
func (p *parser) dayNextOccurrence(d int) dateMention {
	y, mo := p.today.Year(), p.today.Month()
	if d <= p.today.Day() {
		mo++
	}
	for {
		t := time.Date(y, mo, d, 0, 0, 0, 0, time.UTC)
		if t.Day() == d {
			return dateMention{from: t, to: t}
		}
		mo++
	}
}

// dayMonth is day d of month mo: in year when given, else this year unless already past, else
// next year. It reports false for a day the month does not have.
func (p *parser) dayMonth(d int, mo time.Month, year int) (dateMention, bool) {
	y := year
	if y == 0 {
		y = p.today.Year()
		if time.Date(y, mo, d, 0, 0, 0, 0, time.UTC).Before(p.today) {
			y++
		}
	}
	t := time.Date(y, mo, d, 0, 0, 0, 0, time.UTC)
	if t.Day() != d || mo < 1 || mo > 12 {
		return dateMention{}, false
	}
	return dateMention{from: t, to: t}, true
}

// slashDate reads "d/m" or "d/m/aaaa".
func (p *parser) slashDate(t token) (dateMention, int, bool) {
	if t.mo < 1 || t.mo > 12 || t.d < 1 || t.d > 31 {
		return dateMention{}, 0, false
	}
	m, ok := p.dayMonth(t.d, time.Month(t.mo), t.y)
	return m, 1, ok
}

// namesOldAppointment reports whether the date at i names the appointment being moved: it follows
// "consulta de", "consulta do dia", "marcada para", "horário de".
func (p *parser) namesOldAppointment(i int) bool {
	j := i - 1
	if matchWord(p.w(j), "a|o|na|no") {
		j--
	}
	if !matchWord(p.w(j), "de|do|da|dessa|desta|dessa|para|pra|pro|em") {
		return false
	}
	if matchWord(p.w(j), "para|pra|pro|em") {
		return matchWord(p.w(j-1), "marcada|marcado|agendada|agendado|marquei|agendei")
	}
	for k := j - 1; k >= j-4 && k >= 0; k-- {
		if matchWord(p.w(k), "consulta|horario|agendamento|retorno|exame|marcacao|teleconsulta|hora") {
			return true
		}
	}
	return false
}

// pickDate chooses the date the intent acts on: for a reschedule the last date that is not the
// old appointment's; otherwise the first calendar date written, else the first single day, else
// the first date ("na terça, dia 1/12" is 1/12 whatever the weekday says).
func (p *parser) pickDate(in Intent) *dateMention {
	if len(p.dates) == 0 {
		return nil
	}
	if in == Reschedule {
		for k := len(p.dates) - 1; k >= 0; k-- {
			if !p.dates[k].old {
				return &p.dates[k]
			}
		}
		return nil
	}
	for _, exact := range []bool{true, false} {
		for k := range p.dates {
			if p.dates[k].from.Equal(p.dates[k].to) && p.dates[k].exact == exact {
				return &p.dates[k]
			}
		}
	}
	return &p.dates[0]
}
