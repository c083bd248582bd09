// Command scenario runs a clinic's booking flow through the Go client that oapi-codegen makes
// from /openapi-3.0.json (package clinicapi, generated into ../gen by clients/clients_test.go).
// It reads CLINIC_URL and CLINIC_KEY, uses only the generated, typed client (request bodies by
// their generated names, answers through the JSON2xx fields, which oapi-codegen fills only when
// the status and the body match the document), and prints one JSON line that the test checks.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"

	openapi_types "github.com/oapi-codegen/runtime/types"

	clinicapi "clinic/clients/go/gen"
)

func main() {
	if err := run(context.Background()); err != nil {
		fmt.Fprintln(os.Stderr, "scenario:", err)
		os.Exit(1)
	}
}

// expect fails unless the call succeeded with want and the generated client decoded a body.
func expect[T any](what string, status, want int, body []byte, decoded *T, err error) (*T, error) {
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if status != want || decoded == nil {
		return nil, fmt.Errorf("%s: status %d (want %d), body %s", what, status, want, body)
	}
	return decoded, nil
}

// nextMonday is a Monday at least three weeks after today in São Paulo: always bookable.
func nextMonday() time.Time {
	zone, _ := time.LoadLocation("America/Sao_Paulo")
	now := time.Now().In(zone)
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	return today.AddDate(0, 0, 21+(8-int(today.Weekday()))%7)
}

func ptr[T any](v T) *T { return &v }

func run(ctx context.Context) error {
	key := os.Getenv("CLINIC_KEY")
	c, err := clinicapi.NewClientWithResponses(os.Getenv("CLINIC_URL"),
		clinicapi.WithRequestEditorFn(func(_ context.Context, r *http.Request) error {
			r.Header.Set("x-api-key", key)
			return nil
		}))
	if err != nil {
		return err
	}

	cp, err := c.CreatePatientWithResponse(ctx, clinicapi.CreatePatientJSONRequestBody{Name: "Joana Cliente Go"})
	if err == nil {
		_, err = expect("create patient", cp.StatusCode(), 201, cp.Body, cp.JSON201, nil)
	}
	if err != nil {
		return err
	}
	gp, err := c.GetPatientWithResponse(ctx, cp.JSON201.Id)
	patient, err := expect("get patient", gp.StatusCode(), 200, gp.Body, gp.JSON200, err)
	if err != nil {
		return err
	}
	if patient.Id != cp.JSON201.Id || patient.Cpf != nil {
		return fmt.Errorf("patient read back: %+v", patient)
	}

	cl, err := c.CreateLocationWithResponse(ctx, clinicapi.CreateLocationJSONRequestBody{
		Name: "Clínica Centro (Go)", Timezone: ptr(clinicapi.LocationCreateTimezone("America/Sao_Paulo"))})
	location, err := expect("create location", cl.StatusCode(), 201, cl.Body, cl.JSON201, err)
	if err != nil {
		return err
	}
	ct, err := c.CreateAppointmentTypeWithResponse(ctx, clinicapi.CreateAppointmentTypeJSONRequestBody{
		Name: "Consulta", DurationMinutes: 30})
	typ, err := expect("create appointment type", ct.StatusCode(), 201, ct.Body, ct.JSON201, err)
	if err != nil {
		return err
	}
	cpr, err := c.CreateProviderWithResponse(ctx, clinicapi.CreateProviderJSONRequestBody{
		Name: "Dra. Ana Go", Specialties: &[]string{"Dermatologia"}, PrimaryLocationId: &location.Id})
	provider, err := expect("create provider", cpr.StatusCode(), 201, cpr.Body, cpr.JSON201, err)
	if err != nil {
		return err
	}
	day := nextMonday()
	ctp, err := c.CreateProviderTemplateWithResponse(ctx, provider.Id, clinicapi.CreateProviderTemplateJSONRequestBody{
		Weekday: 1, StartTime: "08:00", EndTime: "09:00", LocationId: location.Id})
	if _, err := expect("create template", ctp.StatusCode(), 201, ctp.Body, ctp.JSON201, err); err != nil {
		return err
	}

	date := openapi_types.Date{Time: day}
	fs, err := c.FindSlotsWithResponse(ctx, &clinicapi.FindSlotsParams{DateFrom: date, DateTo: date,
		AppointmentTypeId: typ.Id, ProviderId: &provider.Id})
	slots, err := expect("find slots", fs.StatusCode(), 200, fs.Body, fs.JSON200, err)
	if err != nil {
		return err
	}
	if len(slots.Items) != 2 || slots.Items[0].StartTime != "08:00" || slots.Items[1].StartTime != "08:30" {
		return fmt.Errorf("slots: %s", fs.Body)
	}
	slot := slots.Items[0]

	ca, err := c.CreateAppointmentWithResponse(ctx, clinicapi.CreateAppointmentJSONRequestBody{
		ProviderProfileId: provider.Id, PatientId: patient.Id, AppointmentTypeId: typ.Id,
		LocationId: location.Id, StartTime: slot.StartsAt, EndTime: slot.EndsAt})
	booked, err := expect("book", ca.StatusCode(), 201, ca.Body, ca.JSON201, err)
	if err != nil {
		return err
	}
	cf, err := c.ConfirmAppointmentWithResponse(ctx, booked.Id, clinicapi.ConfirmAppointmentJSONRequestBody{
		ConfirmedBy: ptr("recepção")})
	if _, err := expect("confirm", cf.StatusCode(), 200, cf.Body, cf.JSON200, err); err != nil {
		return err
	}
	ga, err := c.GetAppointmentWithResponse(ctx, booked.Id)
	detail, err := expect("get appointment", ga.StatusCode(), 200, ga.Body, ga.JSON200, err)
	if err != nil {
		return err
	}
	history := make([]string, len(detail.StatusHistory))
	for i, h := range detail.StatusHistory {
		history[i] = string(h.ToStatus)
	}
	return json.NewEncoder(os.Stdout).Encode(map[string]any{"patient": patient.Id, "appointment": detail.Id,
		"status": detail.Status, "starts_at": detail.StartTime.UTC().Format(time.RFC3339), "history": history})
}
