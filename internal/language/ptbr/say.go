package ptbr

import (
	"cmp"
	"fmt"
	"strings"
	"time"
)

// specialtyNames are the canonical specialties as a sentence writes them.
var specialtyNames = map[string]string{"clinica geral": "clínica geral", "nutricao": "nutrição",
	"psicologia": "psicologia", "otorrinolaringologia": "otorrinolaringologia"}

// SpecialtyName returns a canonical specialty as written in a sentence, accents restored.
func SpecialtyName(canonical string) string {
	if s, ok := specialtyNames[canonical]; ok {
		return s
	}
	return canonical
}

var weekdayNames = [...]string{"domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira",
	"sexta-feira", "sábado"}

var monthNames = [...]string{"", "janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
	"setembro", "outubro", "novembro", "dezembro"}

// Sentence is what Say puts into words: a parse and the names resolved for it.
type Sentence struct {
	Result
	Today    time.Time // the reference's local date
	Provider string    // the provider as the clinic names it, or as said
	Location string    // the location's name
	Type     string    // the appointment type's name
	Problems []string  // what could not be resolved, said at the end ("não encontrei ...")
}

// Say returns one Portuguese sentence saying back what was understood ("Consulta de cardiologia
// na quinta-feira, 26/11, à tarde").
func Say(s Sentence) string {
	var b strings.Builder
	switch s.Intent {
	case Schedule:
		b.WriteString(cmp.Or(s.Type, "Consulta"))
		s.what(&b)
	case Availability:
		b.WriteString("Horários disponíveis")
		if s.Type != "" {
			fmt.Fprintf(&b, " para %s", strings.ToLower(s.Type))
		}
		s.what(&b)
	case Reschedule:
		b.WriteString("Remarcar sua consulta")
		s.what(&b)
		if s.DateFrom != nil || s.Time != nil || s.Period != "" {
			b.WriteString(" para")
		}
		s.when(&b, false)
	case Cancel:
		b.WriteString("Cancelar sua consulta")
		s.what(&b)
	default:
		b.WriteString("Não identifiquei um pedido de agendamento, remarcação ou cancelamento")
	}
	if s.Intent != Unknown && s.Intent != Reschedule {
		s.when(&b, true)
	}
	for _, p := range s.Problems {
		fmt.Fprintf(&b, "; %s", p)
	}
	return b.String()
}

// what writes the specialty, provider and location.
func (s Sentence) what(b *strings.Builder) {
	if s.Specialty != "" {
		fmt.Fprintf(b, " de %s", SpecialtyName(s.Specialty))
	}
	if s.Provider != "" {
		fmt.Fprintf(b, " com %s", s.Provider)
	}
	if s.Location != "" {
		fmt.Fprintf(b, " na %s", s.Location)
	}
}

// when writes the dates, clock time and period; withPrep puts "na"/"no" before a weekday.
func (s Sentence) when(b *strings.Builder, withPrep bool) {
	if s.DateFrom != nil {
		from, to := *s.DateFrom, *s.DateTo
		switch {
		case !from.Equal(to):
			if from.Day() == 1 && to.AddDate(0, 0, 1).Day() == 1 && from.Month() == to.Month() {
				fmt.Fprintf(b, " em %s de %d", monthNames[from.Month()], from.Year())
			} else {
				fmt.Fprintf(b, " entre %s e %s", s.date(from), s.date(to))
			}
		case from.Equal(s.Today):
			fmt.Fprintf(b, " hoje, %s", s.date(from))
		case from.Equal(s.Today.AddDate(0, 0, 1)):
			fmt.Fprintf(b, " amanhã, %s", s.date(from))
		default:
			prep := ""
			if withPrep {
				prep = " na"
				if wd := from.Weekday(); wd == time.Saturday || wd == time.Sunday {
					prep = " no"
				}
			}
			fmt.Fprintf(b, "%s %s, %s", prep, weekdayNames[from.Weekday()], s.date(from))
		}
	}
	if s.DateFrom != nil && s.DateFrom.Equal(*s.DateTo) && (s.Time != nil || s.Period != "") {
		b.WriteString(",") // "na quinta-feira, 26/11, à tarde"
	}
	switch {
	case s.Time != nil:
		if *s.Time == 12*60 {
			b.WriteString(" ao meio-dia")
		} else {
			fmt.Fprintf(b, " às %s", Clock(*s.Time))
		}
	case s.Period == Morning:
		b.WriteString(" de manhã")
	case s.Period == Afternoon:
		b.WriteString(" à tarde")
	case s.Period == Evening:
		b.WriteString(" à noite")
	}
}

// DayAndTime names a local date and clock time for a patient: "hoje, 24/11, às 14:00", "amanhã,
// 25/11, às 08:30", "quinta-feira, 26/11, às 14:00".
func DayAndTime(date time.Time, minutes int, today time.Time) string {
	s := Sentence{Today: today}
	var day string
	switch {
	case date.Equal(today):
		day = "hoje"
	case date.Equal(today.AddDate(0, 0, 1)):
		day = "amanhã"
	default:
		day = weekdayNames[date.Weekday()]
	}
	return fmt.Sprintf("%s, %s, às %s", day, s.date(date), Clock(minutes))
}

// date writes dd/mm, with the year when it is not the reference's.
func (s Sentence) date(d time.Time) string {
	if d.Year() != s.Today.Year() {
		return d.Format("02/01/2006")
	}
	return d.Format("02/01")
}
