package resolvers

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/vikstrous/dataloadgen"

	"clinic/internal/knowledge"
	"clinic/internal/patients"
	"clinic/internal/platform/pg"
	"clinic/internal/scheduling/booking"
	"clinic/internal/scheduling/calendar"
)

// loaders batch the reads of one request: every Load of a kind made while a level of the query
// resolves becomes one statement (no N+1). They live for one request only, so nothing read for
// one tenant can answer another.
type loaders struct {
	patients         *dataloadgen.Loader[uuid.UUID, patients.Patient]
	providers        *dataloadgen.Loader[uuid.UUID, calendar.Provider]
	locations        *dataloadgen.Loader[uuid.UUID, calendar.Location]
	appointmentTypes *dataloadgen.Loader[uuid.UUID, calendar.AppointmentType]
	histories        *dataloadgen.Loader[uuid.UUID, []booking.StatusChange]
	facts            *dataloadgen.Loader[uuid.UUID, knowledge.PatientContext]
	labs             *dataloadgen.Loader[labKey, knowledge.Trends]
}

// labKey is one patient's labSeries field: the patient and the field's arguments.
type labKey struct {
	patient uuid.UUID
	markers string // the marker names, joined by "\x00"
	months  int
}

// loaderWait is how long a loader gathers keys before it reads: long enough for the siblings of
// a list to ask, short beside a database round trip.
const loaderWait = 2 * time.Millisecond

func newLoaders(d Deps) *loaders {
	opts := func(capacity int) []dataloadgen.Option {
		return []dataloadgen.Option{dataloadgen.WithWait(loaderWait), dataloadgen.WithBatchCapacity(capacity)}
	}
	histories := func(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID][]booking.StatusChange, error) {
		m, err := d.Booking.StatusHistories(ctx, ids)
		for _, id := range ids { // an appointment always has a history; never "not found" here
			if _, ok := m[id]; !ok && err == nil {
				m[id] = nil
			}
		}
		return m, err
	}
	facts := func(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]knowledge.PatientContext, error) {
		m, err := d.Knowledge.FactsOf(ctx, ids)
		for _, id := range ids { // a patient without facts has an empty context
			if _, ok := m[id]; !ok && err == nil {
				m[id] = knowledge.PatientContext{}
			}
		}
		return m, err
	}
	labs := func(ctx context.Context, keys []labKey) (map[labKey]knowledge.Trends, error) {
		type args struct {
			markers string
			months  int
		}
		groups := map[args][]uuid.UUID{} // one statement per distinct arguments, usually one
		for _, k := range keys {
			a := args{k.markers, k.months}
			groups[a] = append(groups[a], k.patient)
		}
		out := make(map[labKey]knowledge.Trends, len(keys))
		for a, ids := range groups {
			var markers []string
			if a.markers != "" {
				markers = strings.Split(a.markers, "\x00")
			}
			m, err := d.Knowledge.LabTrendsOf(ctx, knowledge.TrendsBatch{PatientIDs: ids, Markers: markers, PeriodMonths: a.months})
			if err != nil {
				return nil, err
			}
			for _, id := range ids {
				out[labKey{id, a.markers, a.months}] = m[id] // no results: an empty Trends
			}
		}
		return out, nil
	}
	return &loaders{
		patients:         dataloadgen.NewMappedLoader(d.Patients.ByIDs, opts(pg.MaxBatch)...),
		providers:        dataloadgen.NewMappedLoader(d.Calendar.ProvidersByIDs, opts(pg.MaxBatch)...),
		locations:        dataloadgen.NewMappedLoader(d.Calendar.LocationsByIDs, opts(pg.MaxBatch)...),
		appointmentTypes: dataloadgen.NewMappedLoader(d.Calendar.AppointmentTypesByIDs, opts(pg.MaxBatch)...),
		histories:        dataloadgen.NewMappedLoader(histories, opts(pg.MaxBatch)...),
		facts:            dataloadgen.NewMappedLoader(facts, opts(knowledge.MaxFactsBatch)...),
		labs:             dataloadgen.NewMappedLoader(labs, opts(knowledge.MaxFactsBatch)...),
	}
}

type loadersKey struct{}

// withLoaders gives every request its own loaders.
func withLoaders(d Deps, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := context.WithValue(r.Context(), loadersKey{}, newLoaders(d))
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// loadersFrom returns the request's loaders (withLoaders always sets them).
func loadersFrom(ctx context.Context) *loaders {
	return ctx.Value(loadersKey{}).(*loaders)
}
