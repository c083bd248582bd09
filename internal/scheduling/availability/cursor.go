package availability

import (
	"encoding/base64"
	"encoding/binary"
	"time"

	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/scheduling/localtime"
)

// A slot cursor is the Position of the last slot of a page (see Position.Compare): the
// local date (days since 1970-01-01, int32), the start (minutes, uint16), the provider and the
// location ids, 38 bytes in unpadded base64url. Every string of that shape is a position, so
// every cursor the document's pattern admits is accepted: a forged one only moves the page.

// SlotCursorPattern is the shape of a slot cursor (empty: the first page). The OpenAPI document
// states it.
const SlotCursorPattern = `^([A-Za-z0-9_-]{50}[AEIMQUYcgkosw048])?$`

const slotCursorBytes = 4 + 2 + 16 + 16

var slotCursorEncoding = base64.RawURLEncoding.Strict()

var epochDay = time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC)

// EncodeCursor returns the cursor of position p.
func EncodeCursor(s Position) string {
	b := make([]byte, 0, slotCursorBytes)
	days := int32(time.Date(s.Date.Year(), s.Date.Month(), s.Date.Day(), 0, 0, 0, 0, time.UTC).Unix() / 86400)
	b = binary.BigEndian.AppendUint32(b, uint32(days))
	b = binary.BigEndian.AppendUint16(b, uint16(s.Start))
	b = append(b, s.ProviderID[:]...)
	b = append(b, s.LocationID[:]...)
	return slotCursorEncoding.EncodeToString(b)
}

// DecodeCursor returns the position a cursor names, nil for the empty cursor.
// Errors: BadRequest for a string that is not a slot cursor.
func DecodeCursor(c string) (*Position, error) {
	if c == "" {
		return nil, nil
	}
	b, err := slotCursorEncoding.DecodeString(c)
	if err != nil || len(b) != slotCursorBytes {
		return nil, errs.BadRequestf("Invalid cursor")
	}
	s := Position{
		Date:  epochDay.AddDate(0, 0, int(int32(binary.BigEndian.Uint32(b)))),
		Start: localtime.Clock(binary.BigEndian.Uint16(b[4:])),
	}
	s.ProviderID = uuid.UUID(b[6:22])
	s.LocationID = uuid.UUID(b[22:38])
	return &s, nil
}
