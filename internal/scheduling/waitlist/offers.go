package waitlist

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/outbox"
	"clinic/internal/platform/tenantctx"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/scheduling/capacity"
	"clinic/internal/scheduling/localtime"
)

// Slot is a provider's time that freed up, of an appointment type.
type Slot struct {
	ProviderID        uuid.UUID
	LocationID        uuid.UUID
	AppointmentTypeID uuid.UUID
	Start, End        time.Time
	FreedBy           uuid.UUID // the patient whose appointment freed it: never offered back to them
}

// OfferFreed offers slot, inside tx (the transaction that freed it), to the best waiting entry
// that accepts it: the same type; its provider, or any provider of its specialty; its location;
// the slot's local date within its dates and its local start in one of its periods; never
// offered this slot before. Best is the highest priority, then the oldest. The slot must start
// in the future and still fit the provider (capacity.Check, the booking rule). The entry
// becomes offered with the slot held until the hold ends (or the slot starts, if sooner), and
// waitlist.offered is written. It reports whether an entry got the offer.
func (s *Service) OfferFreed(ctx context.Context, tx pgx.Tx, slot Slot) (bool, error) {
	now := s.now()
	if !slot.Start.After(now) {
		return false, nil
	}
	terms := capacity.Terms{}
	var err error
	if terms.Provider, err = calendar.LockProvider(ctx, tx, slot.ProviderID); err != nil || !terms.Provider.Active {
		return false, ignoreMissing(err)
	}
	if terms.Site, err = calendar.SiteOf(ctx, tx, slot.LocationID); err != nil || !terms.Site.Active {
		return false, ignoreMissing(err)
	}
	err = capacity.Check(ctx, tx, capacity.Slot{ProviderID: slot.ProviderID, LocationID: slot.LocationID,
		Start: slot.Start, End: slot.End}, terms, capacity.Except{})
	if e, ok := errs.As(err); ok && e.Kind == errs.Conflict {
		return false, nil // not free after all (an overlapping booking or hold, hours changed)
	} else if err != nil {
		return false, err
	}
	specialties, _, err := calendar.ProviderSpecialties(ctx, tx, slot.ProviderID)
	if err != nil {
		return false, err
	}
	local := slot.Start.In(terms.Site.Zone)
	var id uuid.UUID
	err = tx.QueryRow(ctx, matchSQL, slot.AppointmentTypeID, slot.ProviderID, specialties, slot.LocationID,
		localtime.Date(slot.Start, terms.Site.Zone), periodOf(local.Hour()), slot.FreedBy, slot.Start).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return false, nil
	} else if err != nil {
		return false, err
	}
	expires := now.Add(s.hold)
	if slot.Start.Before(expires) {
		expires = slot.Start
	}
	if _, err := tx.Exec(ctx, offerSQL, id, slot.ProviderID, slot.LocationID, slot.Start, slot.End, expires); err != nil {
		return false, err
	}
	if _, err := tx.Exec(ctx, insertOfferSQL, uuid.Must(uuid.NewV7()), id, slot.ProviderID, slot.LocationID,
		slot.Start, slot.End); err != nil {
		return false, err
	}
	e, err := lockEntry(ctx, tx, id)
	if err != nil {
		return false, err
	}
	return true, outbox.Write(ctx, tx, EventOffered, e.ID, Payload(e))
}

func ignoreMissing(err error) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return nil
	}
	return err
}

// Claim locks entry id for a booking of patient with an appointment of type, inside the
// booking's transaction, and returns it: the entry must be the patient's, of that type, and
// waiting or offered. Its hold, if any, is then left out of the booking's capacity check
// (capacity.Except.Hold), and Booked must follow the insert. Errors: Invalid naming field.
func Claim(ctx context.Context, tx pgx.Tx, id, patient, appointmentType uuid.UUID, field string) (Entry, error) {
	e, err := lockEntry(ctx, tx, id)
	var f errs.Fields
	switch {
	case errors.Is(err, ErrNotFound):
		f.Reference(field, "no such waitlist entry in this clinic")
	case err != nil:
		return Entry{}, err
	case e.PatientID != patient:
		f.Reference(field, "the waitlist entry is another patient's")
	case e.AppointmentTypeID != appointmentType:
		f.Reference(field, "the waitlist entry waits for another appointment type")
	case e.Status != StatusWaiting && e.Status != StatusOffered:
		f.Reference(field, "the waitlist entry is %s, not waiting or offered", e.Status)
	}
	return e, f.Err()
}

// Booked marks entry e (claimed by Claim) booked by appointment, inside the same transaction.
func Booked(ctx context.Context, tx pgx.Tx, e Entry, appointment uuid.UUID) error {
	if e.Status == StatusOffered {
		if _, err := tx.Exec(ctx, settleOfferSQL, e.ID, "booked"); err != nil {
			return err
		}
	}
	_, err := tx.Exec(ctx, bookedSQL, e.ID, appointment)
	return err
}

// withdraw leaves entry e (locked) in status: an offer it held ends with outcome, waitlist.expired
// is written for it when the hold ran out, and its slot is offered to the next entry.
func (s *Service) withdraw(ctx context.Context, tx pgx.Tx, e Entry, status, outcome string, freedBy uuid.UUID) error {
	if _, err := tx.Exec(ctx, withdrawSQL, e.ID, status); err != nil {
		return err
	}
	if e.Offer == nil {
		return nil
	}
	if _, err := tx.Exec(ctx, settleOfferSQL, e.ID, outcome); err != nil {
		return err
	}
	if outcome == "expired" {
		after, err := lockEntry(ctx, tx, e.ID)
		if err != nil {
			return err
		}
		p := Payload(after)
		p["reason"], p["expired_offer"] = "hold_expired", Payload(e)["offer"]
		if err := outbox.Write(ctx, tx, EventExpired, e.ID, p); err != nil {
			return err
		}
	}
	_, err := s.OfferFreed(ctx, tx, Slot{ProviderID: e.Offer.ProviderProfileID, LocationID: e.Offer.LocationID,
		AppointmentTypeID: e.AppointmentTypeID, Start: e.Offer.StartTime, End: e.Offer.EndTime, FreedBy: freedBy})
	return err
}

// SweepResult counts what Sweep did.
type SweepResult struct{ HoldsEnded, EntriesExpired int }

// sweepBatch bounds the entries one Sweep settles.
const sweepBatch = 200

// Sweep, across tenants, ends the holds that ran out (the entry waits again at its position,
// waitlist.expired is written, and the slot is offered to the next entry, if it still fits) and
// expires the entries whose latest date is over everywhere (waitlist.expired, reason
// entry_expired). Safe to run on several workers at once.
func (s *Service) Sweep(ctx context.Context) (SweepResult, error) {
	var res SweepResult
	var due []struct{ Tenant, Entry uuid.UUID }
	err := s.db.Operator(ctx, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, `select tenant_id, entry_id from waitlist_due($1)`, sweepBatch)
		var err error
		due, err = pgx.CollectRows(rows, pgx.RowToStructByPos[struct{ Tenant, Entry uuid.UUID }])
		return err
	})
	if err != nil {
		return res, fmt.Errorf("sweep waitlist: %w", err)
	}
	for _, d := range due {
		tctx := tenantctx.With(ctx, tenantctx.Identity{TenantID: d.Tenant})
		var one SweepResult
		err := s.db.InTenantRetrying(tctx, func(tx pgx.Tx) error {
			one = SweepResult{}
			return s.settle(tctx, tx, d.Entry, &one)
		})
		if err != nil {
			return res, fmt.Errorf("sweep waitlist entry %s: %w", d.Entry, err)
		}
		res.HoldsEnded, res.EntriesExpired = res.HoldsEnded+one.HoldsEnded, res.EntriesExpired+one.EntriesExpired
	}
	return res, nil
}

// settle ends entry id's hold if it ran out, and expires the entry if its dates are over,
// counting what it did in res.
func (s *Service) settle(ctx context.Context, tx pgx.Tx, id uuid.UUID, res *SweepResult) error {
	e, err := lockEntry(ctx, tx, id)
	if err != nil {
		return ignoreNotFound(err)
	}
	if e.Status == StatusOffered && e.Offer != nil && !e.Offer.HoldExpiresAt.After(s.now()) {
		if err := s.withdraw(ctx, tx, e, StatusWaiting, "expired", uuid.Nil); err != nil {
			return err
		}
		res.HoldsEnded++
		if e, err = lockEntry(ctx, tx, id); err != nil {
			return err
		}
	}
	var past bool
	if err := tx.QueryRow(ctx, pastSQL, id).Scan(&past); err != nil || !past || e.Status != StatusWaiting {
		return err
	}
	if _, err := tx.Exec(ctx, withdrawSQL, id, StatusExpired); err != nil {
		return err
	}
	res.EntriesExpired++
	e.Status = StatusExpired
	p := Payload(e)
	p["reason"] = "entry_expired"
	return outbox.Write(ctx, tx, EventExpired, e.ID, p)
}

func ignoreNotFound(err error) error {
	if errors.Is(err, ErrNotFound) {
		return nil
	}
	return err
}
