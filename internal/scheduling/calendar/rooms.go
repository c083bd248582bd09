package calendar

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/page"
)

// Room is a room of a location; an appointment may hold it (never two overlapping active ones).
type Room struct {
	ID         uuid.UUID
	LocationID uuid.UUID
	Name       string
	IsActive   bool
	CreatedAt  time.Time
	UpdatedAt  time.Time
}

// RoomQuery filters ListRooms.
type RoomQuery struct {
	IncludeInactive bool
	Limit           int
	Cursor          string
}

// RoomPage is one page of ListRooms.
type RoomPage struct {
	Items      []Room
	NextCursor *string
}

// ErrRoomNotFound is the uniform answer for a room that is missing, of another location or of
// another tenant.
var ErrRoomNotFound = &errs.Error{Kind: errs.NotFound, Detail: "Room not found"}

// ValidateRoomName trims name and checks its length. Errors: Invalid naming "name".
func ValidateRoomName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if n := len([]rune(name)); n < 1 || n > 255 {
		return "", errs.InvalidFields(errs.FieldError{Field: "name", Message: "must be 1 to 255 characters"})
	}
	return name, nil
}

func scanRoom(row pgx.CollectableRow) (Room, error) {
	var r Room
	err := row.Scan(&r.ID, &r.LocationID, &r.Name, &r.IsActive, &r.CreatedAt, &r.UpdatedAt)
	return r, err
}

// CreateRoom adds a room to an active location.
// Errors: ErrLocationNotFound; Conflict when the location is inactive; Invalid.
func (s *Service) CreateRoom(ctx context.Context, locationID uuid.UUID, name string) (Room, error) {
	name, err := ValidateRoomName(name)
	if err != nil {
		return Room{}, err
	}
	var r Room
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		var active bool
		// for share: the location cannot be deactivated half-way through.
		if err := tx.QueryRow(ctx, shareLocationSQL, locationID).Scan(&active); err != nil {
			if errors.Is(err, pgx.ErrNoRows) {
				return ErrLocationNotFound
			}
			return err
		}
		if !active {
			return errs.Conflictf("The location is inactive; reactivate it before adding rooms")
		}
		rows, _ := tx.Query(ctx, insertRoomSQL, uuid.Must(uuid.NewV7()), locationID, name)
		r, err = pgx.CollectExactlyOneRow(rows, scanRoom)
		return err
	})
	if err != nil {
		return Room{}, fmt.Errorf("create room: %w", err)
	}
	return r, nil
}

// ListRooms returns one page of a location's rooms in creation order, active ones unless asked.
// Errors: ErrLocationNotFound; BadRequest for a foreign cursor.
func (s *Service) ListRooms(ctx context.Context, locationID uuid.UUID, q RoomQuery) (RoomPage, error) {
	after, err := page.Decode(q.Cursor)
	if err != nil {
		return RoomPage{}, err
	}
	var items []Room
	err = s.db.InTenant(ctx, func(tx pgx.Tx) error {
		var exists bool
		if err := tx.QueryRow(ctx, locationExistsSQL, locationID).Scan(&exists); err != nil {
			return err
		}
		if !exists {
			return ErrLocationNotFound
		}
		rows, _ := tx.Query(ctx, listRoomsSQL, locationID, after, q.IncludeInactive, q.Limit+1)
		items, err = pgx.CollectRows(rows, scanRoom)
		return err
	})
	if err != nil {
		return RoomPage{}, fmt.Errorf("list rooms: %w", err)
	}
	var out RoomPage
	out.Items, out.NextCursor = page.Trim(items, q.Limit, func(r Room) uuid.UUID { return r.ID })
	return out, nil
}

// DeactivateRoom soft-deletes a room of the location; doing it again is harmless.
// Errors: ErrRoomNotFound (also for a room of another location).
func (s *Service) DeactivateRoom(ctx context.Context, locationID, roomID uuid.UUID) error {
	return s.db.InTenant(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, deactivateRoomSQL, roomID, locationID)
		if err != nil {
			return fmt.Errorf("deactivate room: %w", err)
		}
		if tag.RowsAffected() == 0 {
			return ErrRoomNotFound
		}
		return nil
	})
}

// GetRoom returns a room of the location, active or not. Errors: ErrRoomNotFound.
func (s *Service) GetRoom(ctx context.Context, locationID, roomID uuid.UUID) (Room, error) {
	var r Room
	err := s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		var err error
		r, err = pgx.CollectExactlyOneRow(rows, scanRoom)
		return err
	}, getRoomSQL, roomID, locationID)
	if errors.Is(err, pgx.ErrNoRows) {
		return Room{}, ErrRoomNotFound
	}
	if err != nil {
		return Room{}, fmt.Errorf("get room: %w", err)
	}
	return r, nil
}

// UpdateRoom renames a room and/or changes is_active (nil = unchanged); a room is reactivated
// only in an active location. Errors: ErrRoomNotFound; Conflict; Invalid.
func (s *Service) UpdateRoom(ctx context.Context, locationID, roomID uuid.UUID, name *string, active *bool) (Room, error) {
	if name != nil {
		n, err := ValidateRoomName(*name)
		if err != nil {
			return Room{}, err
		}
		name = &n
	}
	var r Room
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		var locActive bool
		err := tx.QueryRow(ctx, shareRoomLocationSQL, roomID, locationID).Scan(&locActive)
		if errors.Is(err, pgx.ErrNoRows) {
			return ErrRoomNotFound
		}
		if err != nil {
			return err
		}
		if active != nil && *active && !locActive {
			return errs.Conflictf("The location is inactive; reactivate it before reactivating its rooms")
		}
		rows, _ := tx.Query(ctx, updateRoomSQL, roomID, locationID, name, active)
		r, err = pgx.CollectExactlyOneRow(rows, scanRoom)
		return err
	})
	if err != nil {
		return Room{}, fmt.Errorf("update room: %w", err)
	}
	return r, nil
}
