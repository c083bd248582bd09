package resolvers

import (
	"strconv"

	"github.com/google/uuid"

	"clinic/graph"
	"clinic/internal/documents"
	"clinic/internal/knowledge"
	"clinic/internal/patients"
	"clinic/internal/platform/page"
	"clinic/internal/scheduling/booking"
	"clinic/internal/scheduling/calendar"
	"clinic/resolvers/model"
)

// Named conversions from the domain types to the GraphQL ones.

func toPatient(p patients.Patient) *model.Patient {
	out := &model.Patient{ID: p.Token, UUID: p.ID, Name: p.Name, Sex: p.Sex, CreatedAt: p.CreatedAt}
	if p.BirthDate != nil {
		d := model.NewDate(*p.BirthDate)
		out.BirthDate = &d
	}
	return out
}

func toProvider(p calendar.Provider) *model.Provider {
	return &model.Provider{ID: p.ID, Name: p.Name, Specialties: nonNil(p.Specialties),
		DefaultAppointmentDurationMinutes: p.DefaultAppointmentDurationMinutes, PrimaryLocationID: p.PrimaryLocationID,
		IsAcceptingNewPatients: p.IsAcceptingNewPatients, IsActive: p.IsActive, CreatedAt: p.CreatedAt}
}

func toLocation(l calendar.Location) *graph.Location {
	return &graph.Location{ID: l.ID.String(), Name: l.Name, City: l.City, State: l.State, Timezone: l.Timezone,
		IsActive: l.IsActive, CreatedAt: l.CreatedAt}
}

func toAppointmentType(t calendar.AppointmentType) *graph.AppointmentType {
	return &graph.AppointmentType{ID: t.ID.String(), Name: t.Name, DurationMinutes: t.DurationMinutes,
		Specialty: t.Specialty, IsActive: t.IsActive}
}

func toAppointment(a booking.Appointment) *model.Appointment {
	return &model.Appointment{ID: a.ID, StartTime: a.StartTime, EndTime: a.EndTime, Status: a.Status, Source: a.Source,
		CreatedAt: a.CreatedAt, CancellationReason: a.CancellationReason, PatientID: a.PatientID,
		ProviderID: a.ProviderProfileID, LocationID: a.LocationID, AppointmentTypeID: a.AppointmentTypeID}
}

func toStatusChange(c booking.StatusChange) graph.StatusChange {
	return graph.StatusChange{FromStatus: c.FromStatus, ToStatus: c.ToStatus, ChangedAt: c.ChangedAt,
		ChangedBy: c.ChangedBy, Reason: c.Reason}
}

func toDocument(l documents.Link) *model.Document {
	return &model.Document{ID: l.DocumentID.String(), Type: l.DocumentType, Status: l.OCR.Status,
		ClassificationStatus: l.ClassificationStatus, Confidence: l.ClassificationConfidence,
		Filename: l.OCR.OriginalFilename, PageCount: l.OCR.PageCount, CreatedAt: l.CreatedAt, PatientID: l.PatientID}
}

func toCondition(f knowledge.Fact) graph.Condition {
	return graph.Condition{Name: f.Fields["name"], Icd10: field(f, "icd10"), Status: field(f, "status"),
		SourceDocumentIds: sourceIDs(f)}
}

func toMedication(f knowledge.Fact) graph.Medication {
	return graph.Medication{Name: f.Fields["name"], Dose: field(f, "dose"), Frequency: field(f, "frequency"),
		Route: field(f, "route"), SourceDocumentIds: sourceIDs(f)}
}

func toLabSeries(s knowledge.Series) graph.LabSeries {
	out := graph.LabSeries{Marker: s.Marker, Unit: s.Unit, Trend: s.Trend, RefLow: s.RefLow, RefHigh: s.RefHigh,
		Results: make([]graph.LabResult, len(s.Points))}
	if s.LOINC != "" {
		out.Loinc = &s.LOINC
	}
	for i, p := range s.Points {
		flag := p.Flag
		if flag == "" {
			flag = "unknown"
		}
		out.Results[i] = graph.LabResult{Value: p.Value, Unit: p.Unit, ObservedAt: model.NewDate(p.ObservedAt),
			Flag: flag, DocumentID: p.DocumentID}
	}
	return out
}

func field(f knowledge.Fact, name string) *string {
	if v, ok := f.Fields[name]; ok && v != "" {
		return &v
	}
	return nil
}

func sourceIDs(f knowledge.Fact) []string {
	out := make([]string, 0, len(f.Sources))
	for _, s := range f.Sources {
		out = append(out, s.DocumentID)
	}
	return out
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// edges turns a page of items (ordered by id) into a connection's edges and page info: every
// edge's cursor is the one that reads the items after it.
func edges[T, E any](items []T, next *string, id func(T) uuid.UUID, edge func(cursor string, item T) E) ([]E, *graph.PageInfo) {
	out := make([]E, len(items))
	info := &graph.PageInfo{HasNextPage: next != nil}
	for i, it := range items {
		c := page.Encode(id(it))
		out[i] = edge(c, it)
		info.EndCursor = &c
	}
	return out, info
}

// offsetCursor is the cursor of the item at position i of an offset-paginated list (documents):
// the offset of the item after it.
func offsetCursor(i int) string { return "o" + strconv.Itoa(i+1) }
