package rest

import (
	"context"
	"net/http"
	"reflect"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/tenancy"
)

// HoursWindowJSON is one opening window of a day.
type HoursWindowJSON struct {
	Start string `json:"start" example:"08:00" doc:"HH:MM, local time of the location"`
	End   string `json:"end" example:"12:00" doc:"HH:MM after start; 24:00 is midnight at the end of the day"`
}

// TransformSchema states the clock shapes of a window.
func (HoursWindowJSON) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return shapeFields(s, map[string]textShape{"start": startText, "end": endText})
}

// OperatingHoursJSON lists each weekday's opening windows; a missing or empty day is closed.
type OperatingHoursJSON map[string][]HoursWindowJSON

// maxWindowsPerDay bounds the opening windows of one day.
const maxWindowsPerDay = 12

// Schema states the week: the keys mon..sun only, each a list of windows.
func (OperatingHoursJSON) Schema(r huma.Registry) *huma.Schema {
	window := r.Schema(reflect.TypeFor[HoursWindowJSON](), true, "")
	s := &huma.Schema{Type: huma.TypeObject, Properties: map[string]*huma.Schema{}, AdditionalProperties: false}
	for _, day := range calendar.Days {
		s.Properties[day] = &huma.Schema{Type: huma.TypeArray, Items: window, MaxItems: ptrTo(maxWindowsPerDay),
			Description: "Windows of the day, in any order; they must not overlap (else code rule) and each ends after it starts (else code rule)"}
	}
	s.PrecomputeMessages()
	return s
}

// LocationUpdate is the body of PUT /v1/scheduling/locations/{location_id}: every field is
// optional and only the fields sent change.
type LocationUpdate struct {
	Name           *string            `json:"name,omitempty" minLength:"1" maxLength:"255" example:"Unidade Paulista" doc:"1 to 255 characters (trimmed); required on create"`
	Address        *string            `json:"address,omitempty" maxLength:"500" example:"Av. Paulista, 1000"`
	City           *string            `json:"city,omitempty" maxLength:"500" example:"São Paulo"`
	State          *string            `json:"state,omitempty" example:"SP" doc:"Brazilian state (UF), either case; answered upper-case"`
	ZipCode        *string            `json:"zip_code,omitempty" maxLength:"9" example:"01310-100" doc:"CEP, 8 digits, hyphen optional; answered as NNNNN-NNN"`
	Phone          *string            `json:"phone,omitempty" maxLength:"32" example:"(11) 3333-4444"`
	Timezone       *string            `json:"timezone,omitempty" example:"America/Sao_Paulo" doc:"IANA time zone; default America/Sao_Paulo. Templates and overrides of this location are in this zone"`
	OperatingHours OperatingHoursJSON `json:"operating_hours,omitempty" doc:"{\"mon\": [{\"start\": \"08:00\", \"end\": \"12:00\"}, ...], ..., \"sun\": []}: keys mon..sun, windows HH:MM with start < end, not overlapping; a missing day is closed. They bound availability and booking: templates and modified overrides are cut to them, only an added override of a provider opens hours beyond them. Omitted on create: open every day 00:00-24:00. On PUT it replaces the whole week"`
	Metadata       map[string]any     `json:"metadata,omitempty" maxProperties:"64" doc:"Free-form object, at most 16 KiB of JSON without NUL characters (else code rule); on PUT replaced as a whole"`
	IsActive       *bool              `json:"is_active,omitempty" doc:"Default true; PUT with true reactivates a deleted location"`
}

// TransformSchema states the shapes of the UF, the CEP, the phone and the zone.
func (LocationUpdate) TransformSchema(_ huma.Registry, s *huma.Schema) *huma.Schema {
	return zoneSchema(shapeFields(s, map[string]textShape{"state": ufText, "zip_code": cepText, "phone": phoneText}), "timezone")
}

// LocationCreate is the body of POST /v1/scheduling/locations: LocationUpdate's fields, name required.
type LocationCreate struct{ LocationUpdate }

// TransformSchema states LocationUpdate's shapes and the required name.
func (LocationCreate) TransformSchema(r huma.Registry, s *huma.Schema) *huma.Schema {
	return requireFields(LocationUpdate{}.TransformSchema(r, s), "name")
}

func (b *LocationUpdate) toFields() calendar.LocationFields {
	f := calendar.LocationFields{Name: b.Name, Address: b.Address, City: b.City, State: b.State, ZipCode: b.ZipCode,
		Phone: b.Phone, Timezone: b.Timezone, Metadata: b.Metadata, IsActive: b.IsActive}
	if b.OperatingHours != nil {
		f.OperatingHours = calendar.RawHours{}
		for day, ws := range b.OperatingHours {
			f.OperatingHours[day] = []calendar.RawWindow{}
			for _, w := range ws {
				f.OperatingHours[day] = append(f.OperatingHours[day], calendar.RawWindow{Start: w.Start, End: w.End})
			}
		}
	}
	return f
}

// createLocationInput validates a create (name required).
type createLocationInput struct{ Body LocationCreate }

// Resolve runs the domain's checks with the schema's, so one 422 names every field.
func (in *createLocationInput) Resolve(huma.Context) []error {
	f := in.Body.toFields()
	_, err := f.Validate(true)
	return domainIssues(err, "body.")
}

type updateLocationInput struct {
	LocationID string `path:"location_id"`
	Body       LocationUpdate
}

// Resolve runs the domain's checks with the schema's, so one 422 names every field.
func (in *updateLocationInput) Resolve(huma.Context) []error {
	f := in.Body.toFields()
	_, err := f.Validate(false)
	return domainIssues(err, "body.")
}

// LocationOut is a location as the API shows it.
type LocationOut struct {
	ID             uuid.UUID          `json:"id"`
	Name           string             `json:"name"`
	Address        *string            `json:"address"`
	City           *string            `json:"city"`
	State          *string            `json:"state"`
	ZipCode        *string            `json:"zip_code"`
	Phone          *string            `json:"phone"`
	Timezone       string             `json:"timezone"`
	OperatingHours OperatingHoursJSON `json:"operating_hours" doc:"Every day mon..sun, [] when closed"`
	Metadata       map[string]any     `json:"metadata"`
	IsActive       bool               `json:"is_active"`
	CreatedAt      time.Time          `json:"created_at"`
	UpdatedAt      time.Time          `json:"updated_at"`
}

func toLocationOut(l calendar.Location) LocationOut {
	hours := OperatingHoursJSON{}
	for i, day := range calendar.Days {
		hours[day] = []HoursWindowJSON{}
		for _, w := range l.OperatingHours[i] {
			hours[day] = append(hours[day], HoursWindowJSON{Start: w.Start.String(), End: w.End.String()})
		}
	}
	if l.Metadata == nil {
		l.Metadata = map[string]any{}
	}
	return LocationOut{ID: l.ID, Name: l.Name, Address: l.Address, City: l.City, State: l.State, ZipCode: l.ZipCode,
		Phone: l.Phone, Timezone: l.Timezone, OperatingHours: hours, Metadata: l.Metadata, IsActive: l.IsActive,
		CreatedAt: l.CreatedAt.UTC(), UpdatedAt: l.UpdatedAt.UTC()}
}

// LocationPage is one page of locations.
type LocationPage struct {
	Items      []LocationOut `json:"items"`
	NextCursor *string       `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

// RoomCreate is the body of POST .../rooms.
type RoomCreate struct {
	Name string `json:"name" minLength:"1" maxLength:"255" example:"Consultório 3"`
}

// RoomOut is a room as the API shows it.
type RoomOut struct {
	ID         uuid.UUID `json:"id"`
	LocationID uuid.UUID `json:"location_id"`
	Name       string    `json:"name"`
	IsActive   bool      `json:"is_active"`
	CreatedAt  time.Time `json:"created_at"`
	UpdatedAt  time.Time `json:"updated_at"`
}

func toRoomOut(r calendar.Room) RoomOut {
	return RoomOut{ID: r.ID, LocationID: r.LocationID, Name: r.Name, IsActive: r.IsActive,
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC()}
}

// RoomPage is one page of rooms.
type RoomPage struct {
	Items      []RoomOut `json:"items"`
	NextCursor *string   `json:"next_cursor" doc:"Pass as cursor for the next page; null on the last page"`
}

type locationOutput = struct{ Body LocationOut }

type locationIDInput struct {
	LocationID string `path:"location_id"`
}

type listLocationsInput struct {
	City            string `query:"city" maxLength:"500" doc:"Exact city, case and accents ignored"`
	IncludeInactive bool   `query:"include_inactive" doc:"Also list deleted (inactive) locations"`
	Limit           int    `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor          string `query:"cursor" maxLength:"64" doc:"next_cursor of the previous page"`
}

type roomInput struct {
	LocationID string `path:"location_id"`
	Body       RoomCreate
}

type listRoomsInput struct {
	LocationID      string `path:"location_id"`
	IncludeInactive bool   `query:"include_inactive" doc:"Also list deleted (inactive) rooms"`
	Limit           int    `query:"limit" minimum:"1" maximum:"200" default:"50"`
	Cursor          string `query:"cursor" maxLength:"64"`
}

type roomIDInput struct {
	LocationID string `path:"location_id"`
	RoomID     string `path:"room_id"`
}

// RoomUpdate is the body of PUT .../rooms/{room_id}: only the fields sent change.
type RoomUpdate struct {
	Name     *string `json:"name,omitempty" minLength:"1" maxLength:"255"`
	IsActive *bool   `json:"is_active,omitempty" doc:"true reactivates a deleted room (its location must be active)"`
}

type updateRoomInput struct {
	LocationID string `path:"location_id"`
	RoomID     string `path:"room_id"`
	Body       RoomUpdate
}

// ids parses both path ids; a malformed one is the room's 404.
func (in *roomIDInput) ids() (uuid.UUID, uuid.UUID, error) {
	loc, err := pathUUID(in.LocationID, calendar.ErrRoomNotFound)
	if err != nil {
		return uuid.Nil, uuid.Nil, err
	}
	room, err := pathUUID(in.RoomID, calendar.ErrRoomNotFound)
	return loc, room, err
}

const locationNotFoundDoc = "404 for a malformed, unknown or another clinic's location id (the same body)."

func (s *server) registerLocations() {
	tags := []string{"Locations"}
	register(s, huma.Operation{
		OperationID: "create-location", Method: http.MethodPost, Path: "/v1/scheduling/locations", Tags: tags,
		Summary: "Create a location", DefaultStatus: http.StatusCreated,
		Description: "Only `name` is required. `timezone` defaults to America/Sao_Paulo; `operating_hours` to open every day 00:00-24:00 (send them to bound slot search and booking to the clinic's opening hours).",
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *createLocationInput) (*locationOutput, error) {
		l, err := s.deps.Calendar.CreateLocation(ctx, in.Body.toFields())
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &locationOutput{Body: toLocationOut(l)}, nil
	})

	register(s, huma.Operation{
		OperationID: "list-locations", Method: http.MethodGet, Path: "/v1/scheduling/locations", Tags: tags,
		Summary: "List locations", Description: "Active locations in creation order, unless `include_inactive=true`.",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *listLocationsInput) (*struct{ Body LocationPage }, error) {
		p, err := s.deps.Calendar.ListLocations(ctx, calendar.LocationQuery{City: in.City,
			IncludeInactive: in.IncludeInactive, Limit: in.Limit, Cursor: in.Cursor})
		if err != nil {
			return nil, err
		}
		out := LocationPage{Items: mapItems(p.Items, toLocationOut), NextCursor: p.NextCursor}
		return &struct{ Body LocationPage }{out}, nil
	})

	register(s, huma.Operation{
		OperationID: "get-location", Method: http.MethodGet, Path: "/v1/scheduling/locations/{location_id}", Tags: tags,
		Summary: "Get a location", Errors: []int{http.StatusNotFound},
		Description: "Deleted locations stay readable, with `is_active: false`. " + locationNotFoundDoc,
	}, tenancy.SchedulingRead, func(ctx context.Context, in *locationIDInput) (*locationOutput, error) {
		return onID(in.LocationID, calendar.ErrLocationNotFound, func(id uuid.UUID) (*locationOutput, error) {
			return respond(toLocationOut)(s.deps.Calendar.GetLocation(ctx, id))
		})
	})

	register(s, huma.Operation{
		OperationID: "update-location", Method: http.MethodPut, Path: "/v1/scheduling/locations/{location_id}", Tags: tags,
		Summary: "Update a location (partial)", Errors: []int{http.StatusNotFound},
		Description: "Only the fields sent change; a field sent as null is left as it is (send \"\" to blank a text). " +
			"`operating_hours` and `metadata` are replaced as a whole. `is_active: true` reactivates a deleted location. " +
			locationNotFoundDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *updateLocationInput) (*locationOutput, error) {
		return onID(in.LocationID, calendar.ErrLocationNotFound, func(id uuid.UUID) (*locationOutput, error) {
			return respond(toLocationOut)(s.deps.Calendar.UpdateLocation(ctx, id, in.Body.toFields()))
		})
	})

	register(s, huma.Operation{
		OperationID: "delete-location", Method: http.MethodDelete, Path: "/v1/scheduling/locations/{location_id}", Tags: tags,
		Summary: "Delete (deactivate) a location", DefaultStatus: http.StatusNoContent, Errors: []int{http.StatusNotFound},
		Description: "Sets `is_active` to false; idempotent (204 again). Its rooms, templates and appointments are kept. " +
			locationNotFoundDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *locationIDInput) (*struct{}, error) {
		return onID(in.LocationID, calendar.ErrLocationNotFound, func(id uuid.UUID) (*struct{}, error) { return nil, s.deps.Calendar.DeactivateLocation(ctx, id) })
	})

	s.registerRooms(tags)
}

func (s *server) registerRooms(tags []string) {
	register(s, huma.Operation{
		OperationID: "create-room", Method: http.MethodPost, Path: "/v1/scheduling/locations/{location_id}/rooms", Tags: tags,
		Summary: "Add a room to a location", DefaultStatus: http.StatusCreated,
		Errors: []int{http.StatusNotFound, http.StatusConflict},
		Description: "409 when the location is inactive (reactivate it first). A room never holds two overlapping active appointments. " +
			locationNotFoundDoc,
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *roomInput) (*struct{ Body RoomOut }, error) {
		return onID(in.LocationID, calendar.ErrLocationNotFound, func(id uuid.UUID) (*struct{ Body RoomOut }, error) {
			return respond(toRoomOut)(s.deps.Calendar.CreateRoom(ctx, id, in.Body.Name))
		})
	})

	register(s, huma.Operation{
		OperationID: "list-rooms", Method: http.MethodGet, Path: "/v1/scheduling/locations/{location_id}/rooms", Tags: tags,
		Summary: "List a location's rooms", Errors: []int{http.StatusNotFound},
		Description: "Active rooms in creation order, unless `include_inactive=true`. " + locationNotFoundDoc,
	}, tenancy.SchedulingRead, func(ctx context.Context, in *listRoomsInput) (*struct{ Body RoomPage }, error) {
		id, err := pathUUID(in.LocationID, calendar.ErrLocationNotFound)
		if err != nil {
			return nil, err
		}
		p, err := s.deps.Calendar.ListRooms(ctx, id, calendar.RoomQuery{IncludeInactive: in.IncludeInactive,
			Limit: in.Limit, Cursor: in.Cursor})
		if err != nil {
			return nil, err
		}
		out := RoomPage{Items: mapItems(p.Items, toRoomOut), NextCursor: p.NextCursor}
		return &struct{ Body RoomPage }{out}, nil
	})

	register(s, huma.Operation{
		OperationID: "delete-room", Method: http.MethodDelete, Path: "/v1/scheduling/locations/{location_id}/rooms/{room_id}",
		Tags: tags, Summary: "Delete (deactivate) a room", DefaultStatus: http.StatusNoContent, Errors: []int{http.StatusNotFound},
		Description: "Sets `is_active` to false; idempotent (204 again). 404 for a room of another location, or a malformed, " +
			"unknown or another clinic's id.",
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *roomIDInput) (*struct{}, error) {
		locID, roomID, err := in.ids()
		if err != nil {
			return nil, err
		}
		return nil, s.deps.Calendar.DeactivateRoom(ctx, locID, roomID)
	})

	register(s, huma.Operation{
		OperationID: "get-room", Method: http.MethodGet, Path: "/v1/scheduling/locations/{location_id}/rooms/{room_id}",
		Tags: tags, Summary: "Get a room", Errors: []int{http.StatusNotFound},
		Description: "Deleted rooms stay readable, with `is_active: false`. 404 for a room of another location, or a " +
			"malformed, unknown or another clinic's id.",
	}, tenancy.SchedulingRead, func(ctx context.Context, in *roomIDInput) (*struct{ Body RoomOut }, error) {
		locID, roomID, err := in.ids()
		if err != nil {
			return nil, err
		}
		r, err := s.deps.Calendar.GetRoom(ctx, locID, roomID)
		if err != nil {
			return nil, err
		}
		return &struct{ Body RoomOut }{toRoomOut(r)}, nil
	})

	register(s, huma.Operation{
		OperationID: "update-room", Method: http.MethodPut, Path: "/v1/scheduling/locations/{location_id}/rooms/{room_id}",
		Tags: tags, Summary: "Rename, deactivate or reactivate a room", Errors: []int{http.StatusNotFound, http.StatusConflict},
		Description: "Only the fields sent change. `is_active: true` reactivates a deleted room; 409 when its location is " +
			"inactive. 404 as for GET.",
	}, tenancy.SchedulingWrite, func(ctx context.Context, in *updateRoomInput) (*struct{ Body RoomOut }, error) {
		ids := roomIDInput{LocationID: in.LocationID, RoomID: in.RoomID}
		locID, roomID, err := ids.ids()
		if err != nil {
			return nil, err
		}
		r, err := s.deps.Calendar.UpdateRoom(ctx, locID, roomID, in.Body.Name, in.Body.IsActive)
		if err != nil {
			return nil, errs.PrefixFields(err, "body.")
		}
		return &struct{ Body RoomOut }{toRoomOut(r)}, nil
	})
}
