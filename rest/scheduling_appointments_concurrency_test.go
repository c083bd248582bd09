package rest_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/tenantctx"
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
	w := apptSetup(t, apptProviderOpts{maxConcurrent: 2})
	for _, op := range []string{"confirm", "cancel"} {
		id := w.book(t, apptT0, 30, nil)["id"].(string)
		const n = 10
		got := apptRace(t, n, func(i int) int {
			return w.act(t, id, op, nil).Status // allowed from requested, not from its own result
		})
		if got[200] != 1 || got[409] != n-1 {
			t.Errorf("%s: answers %v, want 1 × 200 and %d × 409", op, got, n-1)
		}
		a := w.get(t, id)
		if a["version"] != float64(2) || len(a["status_history"].([]any)) != 2 {
			t.Errorf("%s: after the race: version %v, history %v", op, a["version"], a["status_history"])
		}
		if k := apptKinds(apptEvents(t, w.api), id); len(k) != 2 {
			t.Errorf("%s: events %v", op, k)
		}
	}
}

// TestAppointmentRoomDeadlockIsRetried provokes the deadlock two overlapping room inserts can
// cause (the exclusion constraint is checked after the insert, so each may wait for the other):
// Postgres aborts the booking, which must be retried rather than answered with a 500.
func TestAppointmentRoomDeadlockIsRetried(t *testing.T) {
	t.Parallel()
	w := apptSetup(t, apptProviderOpts{})
	rival := apptNewProvider(t, w.api, apptProviderOpts{maxConcurrent: 2})
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: w.tenant.ID})
	insert := func(tx pgx.Tx, start time.Time, minutes int) error {
		_, err := tx.Exec(ctx, `insert into appointments (id, tenant_id, provider_id, patient_id, appointment_type_id,
				location_id, room_id, start_time, end_time) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
			uuid.Must(uuid.NewV7()), w.tenant.ID, rival, w.patientUUID, w.apptType, w.location, w.room, start,
			start.Add(time.Duration(minutes)*time.Minute))
		return err
	}
	status := make(chan int, 1)
	errRollback := errors.New("roll back")
	err := w.env.App.InTenant(ctx, func(tx pgx.Tx) error {
		if err := insert(tx, apptT0, 60); err != nil { // 13:00–14:00, not committed
			return err
		}
		go func() { status <- w.try(t, apptT0.Add(30*time.Minute), 60, map[string]any{"room_id": w.room}).Status }()
		time.Sleep(300 * time.Millisecond)             // the booking inserts 13:30–14:30 and waits for this transaction
		_ = insert(tx, apptT0.Add(60*time.Minute), 45) // 14:00–14:45 waits for the booking: a deadlock
		return errRollback
	})
	if !errors.Is(err, errRollback) {
		t.Fatalf("rival transaction: %v", err)
	}
	if got := <-status; got != 201 {
		t.Errorf("booking after the deadlock: status %d, want 201 (retried once the rival rolled back)", got)
	}
}
