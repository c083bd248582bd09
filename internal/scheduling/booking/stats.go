package booking

import (
	"context"
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/calendar"
)

// The aggregates analytics teams read (the GraphQL API): counts of appointments, no-show rates
// and lead times. They count appointments by the local date of their start, in their location's
// time zone, so "Monday" and "1 March" mean what they mean at the clinic.

// MaxStatsDays bounds the range of an aggregate.
const MaxStatsDays = 3 * 366

// StatsQuery selects the appointments an aggregate counts: those whose start falls on a local
// date in [From, To), optionally of one provider and/or location.
type StatsQuery struct {
	From, To   time.Time // dates (midnight UTC)
	ProviderID *uuid.UUID
	LocationID *uuid.UUID
}

// Validate returns Invalid unless To is after From and at most MaxStatsDays later.
func (q StatsQuery) Validate() error {
	var f errs.Fields
	switch {
	case !q.To.After(q.From):
		f.Rule("range.to", "must be after range.from")
	case q.To.Sub(q.From) > MaxStatsDays*24*time.Hour:
		f.Rule("range.to", "must be at most %d days after range.from", MaxStatsDays)
	}
	return f.Err()
}

// Grouping is a dimension appointment counts are grouped by.
type Grouping string

// The groupings of CountAppointments.
const (
	ByStatus   Grouping = "status"
	ByProvider Grouping = "provider"
	ByLocation Grouping = "location"
	ByDay      Grouping = "day"
)

// GroupCount is the number of appointments of one group; Key is the status, the provider or
// location id, or the local date (YYYY-MM-DD), as the grouping says.
type GroupCount struct {
	Key   string
	Count int
}

// NoShowRate is one provider's no-shows and attended appointments on one ISO weekday (1 Monday
// .. 7 Sunday). Attended are the appointments checked in, in progress or completed.
type NoShowRate struct {
	ProviderID uuid.UUID
	Weekday    int
	NoShows    int
	Attended   int
}

// Rate returns NoShows / (NoShows + Attended), false when both are 0.
func (r NoShowRate) Rate() (float64, bool) {
	if n := r.NoShows + r.Attended; n > 0 {
		return float64(r.NoShows) / float64(n), true
	}
	return 0, false
}

// LeadBucket is one bucket of a lead-time distribution: lead times in [MinDays, MaxDays) days
// (MaxDays 0: no upper bound).
type LeadBucket struct {
	Label            string
	MinDays, MaxDays int
	Count            int
}

// LeadBuckets are the buckets of LeadTimes, in order.
var LeadBuckets = []LeadBucket{
	{Label: "same_day", MinDays: 0, MaxDays: 1}, {Label: "1_2_days", MinDays: 1, MaxDays: 3},
	{Label: "3_7_days", MinDays: 3, MaxDays: 8}, {Label: "8_14_days", MinDays: 8, MaxDays: 15},
	{Label: "15_30_days", MinDays: 15, MaxDays: 31}, {Label: "over_30_days", MinDays: 31},
}

// LeadTimes is the distribution of booking-to-start times, in hours. Mean, Median and P90 are
// meaningful only when Count > 0.
type LeadTimes struct {
	Count             int
	Mean, Median, P90 float64
	Buckets           []LeadBucket
}

// CountAppointments counts the appointments of q grouped by by, largest groups first (days in
// date order). Errors: Invalid for a bad range or grouping; Unavailable.
func (s *Service) CountAppointments(ctx context.Context, q StatsQuery, by Grouping) ([]GroupCount, error) {
	key, ok := map[Grouping]string{ByStatus: "status", ByProvider: "provider_id::text",
		ByLocation: "location_id::text", ByDay: "to_char(local_start, 'YYYY-MM-DD')"}[by]
	if !ok {
		return nil, errs.InvalidFields(errs.FieldError{Field: "groupBy", Message: "must be status, provider, location or day"})
	}
	order := "count(*) desc, 1"
	if by == ByDay {
		order = "1"
	}
	var out []GroupCount
	err := s.readStats(ctx, q, fmt.Sprintf("select %s, count(*) from a group by 1 order by %s", key, order),
		func(rows pgx.Rows) error {
			var g GroupCount
			_, err := pgx.ForEachRow(rows, []any{&g.Key, &g.Count}, func() error { out = append(out, g); return nil })
			return err
		})
	return out, err
}

// NoShowRates returns the no-show counts of q per provider and local weekday, for the pairs with
// at least one no-show or attended appointment, in provider then weekday order.
// Errors: Invalid for a bad range; Unavailable.
func (s *Service) NoShowRates(ctx context.Context, q StatsQuery) ([]NoShowRate, error) {
	var out []NoShowRate
	err := s.readStats(ctx, q, `select provider_id, extract(isodow from local_start)::int,
		count(*) filter (where status = 'no_show'), count(*) filter (where status in ('checked_in', 'in_progress', 'completed'))
		from a where status in ('no_show', 'checked_in', 'in_progress', 'completed') group by 1, 2 order by 1, 2`,
		func(rows pgx.Rows) error {
			var r NoShowRate
			_, err := pgx.ForEachRow(rows, []any{&r.ProviderID, &r.Weekday, &r.NoShows, &r.Attended},
				func() error { out = append(out, r); return nil })
			return err
		})
	return out, err
}

// LeadTimes returns the distribution of created-to-start times of q's appointments, cancelled ones
// excluded; an appointment created after its start (recorded late) counts as 0.
// Errors: Invalid for a bad range; Unavailable.
func (s *Service) LeadTimes(ctx context.Context, q StatsQuery) (LeadTimes, error) {
	var hours []float64
	err := s.readStats(ctx, q, `select greatest(extract(epoch from start_time - created_at), 0) / 3600
		from a where status <> 'cancelled' order by 1`,
		func(rows pgx.Rows) error {
			var h float64
			_, err := pgx.ForEachRow(rows, []any{&h}, func() error { hours = append(hours, h); return nil })
			return err
		})
	if err != nil {
		return LeadTimes{}, err
	}
	return leadTimes(hours), nil
}

// leadTimes summarises sorted lead times in hours.
func leadTimes(hours []float64) LeadTimes {
	out := LeadTimes{Count: len(hours), Buckets: append([]LeadBucket(nil), LeadBuckets...)}
	if len(hours) == 0 {
		return out
	}
	sort.Float64s(hours)
	var sum float64
	for _, h := range hours {
		sum += h
		days := int(math.Floor(h / 24))
		for i := range out.Buckets {
			b := &out.Buckets[i]
			if days >= b.MinDays && (b.MaxDays == 0 || days < b.MaxDays) {
				b.Count++
				break
			}
		}
	}
	out.Mean = sum / float64(len(hours))
	out.Median, out.P90 = percentile(hours, 0.5), percentile(hours, 0.9)
	return out
}

// percentile interpolates linearly between the closest ranks of sorted values.
func percentile(sorted []float64, p float64) float64 {
	pos := p * float64(len(sorted)-1)
	lo := int(math.Floor(pos))
	if lo+1 >= len(sorted) {
		return sorted[lo]
	}
	return sorted[lo] + (pos-float64(lo))*(sorted[lo+1]-sorted[lo])
}

// readStats runs one aggregate over the relation a (q's appointments with their local start,
// local_start) in one tenant transaction: the locations' time zones are read first, from the
// calendar, and joined as a list, so the aggregate reads no calendar table itself.
func (s *Service) readStats(ctx context.Context, q StatsQuery, aggregate string, read func(pgx.Rows) error) error {
	if err := q.Validate(); err != nil {
		return err
	}
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		zones, err := calendar.LocationZones(ctx, tx)
		if err != nil {
			return err
		}
		ids, names := make([]uuid.UUID, 0, len(zones)), make([]string, 0, len(zones))
		for id, tz := range zones {
			ids, names = append(ids, id), append(names, tz)
		}
		// Zones are within ±14 h of UTC: a day either side bounds the index scan on start_time.
		rows, _ := tx.Query(ctx, statsRelationSQL+aggregate, ids, names, q.From.AddDate(0, 0, -1), q.To.AddDate(0, 0, 1),
			q.From, q.To, q.ProviderID, q.LocationID)
		defer rows.Close()
		return read(rows)
	})
	if err != nil {
		return writeError("appointment statistics", err)
	}
	return nil
}
