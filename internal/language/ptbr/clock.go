package ptbr

// timeMention is one clock time the message names, at token index at.
type timeMention struct {
	minutes int
	at      int
}

// readClock finds every clock time: written ("14h", "14h30", "8h30", "10:15"), or said ("às duas
// da tarde", "7 e meia da manhã", "às 9", "10 horas", "meio-dia"). A number is a time only when
// something says so (a clock form, "às", "horas", "e meia", "da tarde"): "dia 15" and "daqui a 3
// dias" were read as dates before. An hour from 1 to 6 with no period is in the afternoon
// (clinics do not open at 2 a.m.); "da tarde"/"da noite" add 12 hours to an hour before 12.
func (p *parser) readClock() {
	for i := 0; i < len(p.toks); i++ {
		if !p.free(i) {
			continue
		}
		start := i
		for _, intro := range clockIntros {
			if n, ok := p.seq(i, intro); ok {
				if _, isHour := p.hourAt(i + n); isHour || i+n < len(p.toks) && p.toks[i+n].kind == clock {
					i += n
				}
				break
			}
		}
		m, n, ok := p.clockAt(i, i > start)
		if !ok {
			i = start
			continue
		}
		p.times = append(p.times, timeMention{minutes: m, at: start})
		p.use(start, i+n-start)
		i += n - 1
	}
}

// clockIntros are the words that say a number after them is an hour ("às 9", "lá pelas 10").
var clockIntros = []string{"a partir das|da", "depois das|da", "antes das|da", "perto das|da", "la pelas",
	"apos as|a", "as|a|pelas|umas|partir"}

// hourAt reads an hour said as a number or a word at i.
func (p *parser) hourAt(i int) (int, bool) {
	h, ok := p.amount(i)
	if !ok || h > 23 || p.w(i) == "primeiro" {
		return 0, false
	}
	return h, true
}

// clockAt reads a clock time at i; introduced reports that "às" or the like came before, so a
// bare number is an hour.
func (p *parser) clockAt(i int, introduced bool) (int, int, bool) {
	if n, ok := p.seq(i, "meio dia|meiodia"); ok {
		m := 12 * 60
		if k, ok := p.seq(i+n, "e meia"); ok {
			m, n = m+30, n+k
		}
		return m, n, true
	}
	if !p.free(i) {
		return 0, 0, false
	}
	h, m, n := 0, 0, 1
	written := p.toks[i].kind == clock
	if written {
		h, m = p.toks[i].h, p.toks[i].m
	} else {
		var ok bool
		if h, ok = p.hourAt(i); !ok {
			return 0, 0, false
		}
	}
	said := written || introduced
	if !written {
		switch {
		case p.seq1(i+n, "e meia"):
			m, n, said = 30, n+2, true
		case p.seq1(i+n, "e quinze"):
			m, n, said = 15, n+2, true
		case p.w(i+n) == "e" && p.free(i+n+1) && p.toks[i+n+1].kind == number && p.toks[i+n+1].n < 60 &&
			matchWord(p.w(i+n+2), "|horas|h|da|de|min|minutos"):
			m, n, said = p.toks[i+n+1].n, n+2, true
		}
		if k, ok := p.seq(i+n, "horas|hora|hrs|hr|h"); ok {
			n, said = n+k, true
			if p.w(i+n) == "e" && p.free(i+n+1) && p.toks[i+n+1].kind == number && p.toks[i+n+1].n < 60 {
				m, n = p.toks[i+n+1].n, n+2 // "10 horas e 15"
			}
		}
	}
	period := ""
	if k, ok := p.seq(i+n, "da|de manha"); ok {
		period, n = Morning, n+k
	} else if k, ok := p.seq(i+n, "da|de tarde"); ok {
		period, n = Afternoon, n+k
	} else if k, ok := p.seq(i+n, "da|de noite"); ok {
		period, n = Evening, n+k
	} else if k, ok := p.seq(i+n, "da madrugada"); ok {
		period, n = "madrugada", n+k
	}
	if period != "" {
		said = true
	}
	if !said || h > 23 || m > 59 {
		return 0, 0, false
	}
	switch {
	case (period == Afternoon || period == Evening) && h < 12:
		h += 12
	case period == "" && h >= 1 && h <= 6:
		h += 12
	}
	return h*60 + m, n, true
}

// seq1 reports whether pattern matches at i.
func (p *parser) seq1(i int, pattern string) bool {
	_, ok := p.seq(i, pattern)
	return ok
}

// readPeriod finds the period of the day: "de manhã", "pela manhã", "cedo" → manha; "à tarde",
// "de tarde", "no fim da tarde", "depois do almoço" → tarde; "à noite" → noite. Greetings ("boa
// tarde") and "o mais cedo possível" are not periods.
func (p *parser) readPeriod() {
	for i := 0; i < len(p.toks); i++ {
		if !p.free(i) {
			continue
		}
		prev := p.w(i - 1)
		var period string
		switch w := p.w(i); {
		case w == "manha" || w == "manhazinha":
			period = Morning
		case (w == "cedo" || w == "cedinho") && prev != "mais":
			period = Morning
		case w == "tarde" || w == "tardinha":
			if prev != "boa" && prev != "mais" {
				period = Afternoon
			}
		case w == "noite" || w == "noitinha":
			if prev != "boa" {
				period = Evening
			}
		case w == "almoco" && matchWord(prev, "do|o"):
			if matchWord(p.w(i-2), "depois|apos") {
				period = Afternoon
			} else if p.w(i-2) == "antes" {
				period = Morning
			}
		}
		if period != "" && p.period == "" {
			p.period = period
			p.use(i, 1)
		}
	}
}

// pickTime chooses the clock time the intent acts on: for a reschedule the last one said (the new
// slot's), otherwise the first.
func (p *parser) pickTime(in Intent) *timeMention {
	if len(p.times) == 0 {
		return nil
	}
	if in == Reschedule {
		return &p.times[len(p.times)-1]
	}
	return &p.times[0]
}
