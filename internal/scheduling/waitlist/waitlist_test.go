package waitlist

import (
	"testing"
	"time"

	"github.com/google/uuid"
)

func TestPeriodOf(t *testing.T) {
	for hour, want := range map[int]string{0: PeriodMorning, 11: PeriodMorning, 12: PeriodAfternoon, 17: PeriodAfternoon,
		18: PeriodEvening, 23: PeriodEvening} {
		if got := periodOf(hour); got != want {
			t.Errorf("periodOf(%d) = %s, want %s", hour, got, want)
		}
	}
}

func TestNewEntryValidate(t *testing.T) {
	today := time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)
	day := func(s string) *time.Time { d, _ := time.Parse(time.DateOnly, s); return &d }
	ok := func() NewEntry {
		return NewEntry{PatientRef: "pat_abcdefghijklmnopqrstuv", AppointmentTypeID: uuid.New()}
	}
	e := ok()
	e.PreferredPeriods = []string{"evening", "morning", "evening"}
	sp := "  Cardiologia "
	e.Specialty = &sp
	if err := e.validate(today); err != nil {
		t.Fatal(err)
	}
	if *e.Priority != DefaultPriority || len(e.PreferredPeriods) != 2 || e.PreferredPeriods[0] != PeriodMorning || *e.Specialty != "Cardiologia" {
		t.Errorf("normalised = %+v", e)
	}
	for name, mutate := range map[string]func(*NewEntry){
		"patient":  func(e *NewEntry) { e.PatientRef = "maria" },
		"type":     func(e *NewEntry) { e.AppointmentTypeID = uuid.Nil },
		"priority": func(e *NewEntry) { p := -1; e.Priority = &p },
		"period":   func(e *NewEntry) { e.PreferredPeriods = []string{"noite"} },
		"order":    func(e *NewEntry) { e.EarliestDate, e.LatestDate = day("2027-01-10"), day("2027-01-09") },
		"past":     func(e *NewEntry) { e.LatestDate = day("2026-11-23") },
		"year":     func(e *NewEntry) { e.EarliestDate = day("1899-12-31") },
	} {
		e := ok()
		mutate(&e)
		if e.validate(today) == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	e = ok()
	e.LatestDate = day("2026-11-24") // today still counts
	if err := e.validate(today); err != nil {
		t.Errorf("latest_date today: %v", err)
	}
}
