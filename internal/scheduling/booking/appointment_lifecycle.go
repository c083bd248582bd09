package booking

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
)

// LifecycleAction is an operation of the appointment lifecycle.
type LifecycleAction string

// The lifecycle operations (the reschedule is RescheduleAppointment).
const (
	LifecycleConfirm  LifecycleAction = "confirm"
	LifecycleCheckIn  LifecycleAction = "check-in"
	LifecycleStart    LifecycleAction = "start"
	LifecycleComplete LifecycleAction = "complete"
	LifecycleNoShow   LifecycleAction = "no-show"
	LifecycleCancel   LifecycleAction = "cancel"
)

// LifecycleActions lists every lifecycle operation.
var LifecycleActions = []LifecycleAction{LifecycleConfirm, LifecycleCheckIn, LifecycleStart, LifecycleComplete,
	LifecycleNoShow, LifecycleCancel}

// lifecycleRule is one row of the spec's transition table.
type lifecycleRule struct {
	from  []string
	to    string
	verb  string // for the 409 detail: "Cannot <verb> an appointment that is <state>"
	event Event
}

var lifecycleRules = map[LifecycleAction]lifecycleRule{
	LifecycleConfirm:  {[]string{StatusRequested}, StatusConfirmed, "confirm", AppointmentConfirmed},
	LifecycleCheckIn:  {[]string{StatusConfirmed}, StatusCheckedIn, "check in", AppointmentCheckedIn},
	LifecycleStart:    {[]string{StatusCheckedIn}, StatusInProgress, "start", AppointmentStarted},
	LifecycleComplete: {[]string{StatusInProgress}, StatusCompleted, "complete", AppointmentCompleted},
	LifecycleNoShow:   {[]string{StatusConfirmed, StatusCheckedIn}, StatusNoShow, "mark as no-show", AppointmentNoShow},
	LifecycleCancel: {[]string{StatusRequested, StatusConfirmed, StatusCheckedIn}, StatusCancelled, "cancel",
		AppointmentCancelled},
}

// LifecycleNext returns the state action leads to from status, or a Conflict whose detail names
// both states when the spec's table does not allow it. Errors: BadRequest for an unknown action.
func LifecycleNext(status string, action LifecycleAction) (string, error) {
	r, ok := lifecycleRules[action]
	if !ok {
		return "", errs.BadRequestf("Unknown lifecycle operation %q", action)
	}
	if !slices.Contains(r.from, status) {
		return "", errs.Conflictf("Cannot %s an appointment that is %s: only %s can become %s", r.verb, status,
			joinOr(r.from), r.to)
	}
	return r.to, nil
}

// joinOr is "a", "a or b", "a, b or c".
func joinOr(s []string) string {
	if len(s) == 1 {
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// Transition is the input of TransitionAppointment. By is who did it (confirmed_by,
// checked_in_by, cancelled_by); Reason is the cancellation reason; Notes are the notes of
// complete and no-show. Every field is optional and recorded in the history entry.
type Transition struct {
	Action LifecycleAction
	By     *string
	Reason *string
	Notes  *string
}

// Validate returns Invalid naming every over-long field (names as the action's body names them).
func (t *Transition) Validate() error {
	var f errs.Fields
	byField := map[LifecycleAction]string{LifecycleConfirm: "confirmed_by", LifecycleCheckIn: "checked_in_by",
		LifecycleCancel: "cancelled_by"}[t.Action]
	checkText(&f, orElse(byField, "by"), t.By, maxReference)
	checkText(&f, "reason", t.Reason, maxNotes)
	checkText(&f, "notes", t.Notes, maxNotes)
	return f.Err()
}

// TransitionAppointment applies one lifecycle operation to appointment id under its row lock:
// the new status with its timestamp and *_by field, version + 1, a history entry (changed_by is
// By; reason is Reason or Notes) and the operation's event, in one transaction. Concurrent
// operations are serialised, so of two that both start from the same state only the first
// succeeds. Errors: NotFound; Conflict for a transition the table does not allow; Invalid.
func (s *Service) TransitionAppointment(ctx context.Context, id uuid.UUID, t Transition) (Appointment, error) {
	if err := t.Validate(); err != nil {
		return Appointment{}, err
	}
	r, ok := lifecycleRules[t.Action]
	if !ok {
		return Appointment{}, errs.BadRequestf("Unknown lifecycle operation %q", t.Action)
	}
	now := dbInstant(s.now())
	var out Appointment
	err := s.db.InTenantRetrying(ctx, func(tx pgx.Tx) error {
		cur, err := selectAppointment(ctx, tx, id, true)
		if err != nil {
			return err
		}
		if _, err := LifecycleNext(cur.Status, t.Action); err != nil {
			return err
		}
		if err := setStatus(ctx, tx, id, t.Action, r.to, t, now); err != nil {
			return err
		}
		reason := t.Reason
		if reason == nil {
			reason = t.Notes
		}
		if err := addHistory(ctx, tx, id, &cur.Status, r.to, now, t.By, reason); err != nil {
			return err
		}
		if out, err = emit(ctx, tx, id, r.event); err != nil {
			return err
		}
		if t.Action == LifecycleCancel {
			return s.offerFreed(ctx, tx, cur)
		}
		return nil
	})
	if err != nil {
		return Appointment{}, writeError(fmt.Sprintf("%s appointment", t.Action), err)
	}
	return out, nil
}

// setStatus writes the new status with the fields the action sets, and bumps the version.
func setStatus(ctx context.Context, tx pgx.Tx, id uuid.UUID, action LifecycleAction, to string, t Transition,
	now time.Time) error {
	set := map[LifecycleAction]string{
		LifecycleConfirm:  confirmSetSQL,
		LifecycleCheckIn:  checkInSetSQL,
		LifecycleStart:    startSetSQL,
		LifecycleComplete: completeSetSQL,
		LifecycleNoShow:   noShowSetSQL,
		LifecycleCancel:   cancelSetSQL,
	}[action]
	_, err := tx.Exec(ctx, setStatusSQL(set), transitionArgs(action, id, to, now, t)...)
	return err
}

// transitionArgs are the parameters setStatus's statement for action uses.
func transitionArgs(action LifecycleAction, id uuid.UUID, to string, now time.Time, t Transition) []any {
	switch action {
	case LifecycleConfirm, LifecycleCheckIn:
		return []any{id, to, now, t.By}
	case LifecycleCancel:
		return []any{id, to, now, t.By, t.Reason}
	default:
		return []any{id, to, now}
	}
}
