package rest_test

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
)

// apptRace sends n requests at once (released together) and counts the answers by status.
func apptRace(t *testing.T, n int, do func(i int) int) map[int]int {
	t.Helper()
	var wg sync.WaitGroup
	start := make(chan struct{})
	statuses := make(chan int, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			statuses <- do(i)
		}()
	}
	close(start)
	wg.Wait()
	close(statuses)
	out := map[int]int{}
	for s := range statuses {
		out[s]++
	}
	return out
}

func TestAppointmentConcurrentCreatesForOneSlot(t *testing.T) {
	t.Parallel()
	for _, maxConcurrent := range []int{1, 2} {
		t.Run(fmt.Sprint("max_concurrent=", maxConcurrent), func(t *testing.T) {
			t.Parallel()
			w := apptSetup(t, apptProviderOpts{maxConcurrent: maxConcurrent, buffer: 5})
			const n = 50
			got := apptRace(t, n, func(i int) int {
				// Different lengths and offsets, all overlapping 13:10–13:20.
				start := apptT0.Add(time.Duration(i%10) * time.Minute)
				return w.try(t, start, 20+i%7, nil).Status
			})
			if got[201] != maxConcurrent || got[409] != n-maxConcurrent || len(got) != 2 {
				t.Errorf("answers %v, want %d × 201 and %d × 409", got, maxConcurrent, n-maxConcurrent)
			}
			if c := apptCount(t, w.api, "requested"); c != maxConcurrent {
				t.Errorf("%d appointments stored, want %d", c, maxConcurrent)
			}
			if ev := apptEvents(t, w.api); len(ev) != maxConcurrent {
				t.Errorf("%d events, want %d", len(ev), maxConcurrent)
			}
		})
	}
}

func TestAppointmentConcurrentRoomBookingsAcrossProviders(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	const n = 20
	providers := make([]uuid.UUID, n)
	for i := range providers {
		providers[i] = apptNewProvider(t, w.api, apptProviderOpts{})
	}
	got := apptRace(t, n, func(i int) int {
		return w.try(t, apptT0.Add(time.Duration(i)*time.Minute), 30,
			map[string]any{"provider_profile_id": providers[i], "room_id": w.room}).Status
	})
	if got[201] != 1 || got[409] != n-1 {
		t.Errorf("answers %v, want 1 × 201 and %d × 409", got, n-1)
	}
}

func TestAppointmentConcurrentUpdatesWithOneVersion(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	id := w.book(t, apptT0, 30, nil)["id"].(string)
	const n = 20
	got := apptRace(t, n, func(i int) int {
		return w.c.Do(t, "PUT", "/v1/scheduling/appointments/"+id, w.tenant.Key,
			map[string]any{"version": 1, "notes": fmt.Sprint("writer ", i)}).Status
	})
	if got[200] != 1 || got[409] != n-1 {
		t.Errorf("answers %v, want 1 × 200 and %d × 409", got, n-1)
	}
	a := w.get(t, id)
	if a["version"] != float64(2) {
		t.Errorf("version %v, want 2", a["version"])
	}
	if k := apptKinds(apptEvents(t, w.api), id); len(k) != 2 {
		t.Errorf("events %v, want created and one updated", k)
	}
}

func TestAppointmentConcurrentTransitions(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	id := w.book(t, apptT0, 30, nil)["id"].(string)
	const n = 10
	got := apptRace(t, n, func(i int) int {
		if i%2 == 0 {
			return w.act(t, id, "confirm", map[string]any{"confirmed_by": fmt.Sprint(i)}).Status
		}
		return w.act(t, id, "cancel", nil).Status // from requested both are allowed: only one may win
	})
	if got[200] != 1 || got[409] != n-1 {
		t.Errorf("answers %v, want 1 × 200 and %d × 409", got, n-1)
	}
	a := w.get(t, id)
	if a["version"] != float64(2) || len(a["status_history"].([]any)) != 2 {
		t.Errorf("after the race: version %v, history %v", a["version"], a["status_history"])
	}
}
