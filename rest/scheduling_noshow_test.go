package rest_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"clinic/internal/platform/tenantctx"
	"clinic/internal/scheduling/noshow"
	"clinic/internal/testkit"
)

func TestNoShowRiskDailyRisksAndModelInfo(t *testing.T) {
	t.Parallel()
	w := waitlistSetup(t, testkit.ServerOptions{})
	const base = "/v1/scheduling/no-show"
	info := w.c.Do(t, "GET", base+"/model-info", w.tenant.Key, nil).Expect(t, 200).JSON(t)
	if info["source"] != "prior" || info["algorithm"] != "logistic_regression" || info["trained_at"] != nil ||
		len(info["features"].([]any)) != len(noshow.Factors) || info["min_samples"] != float64(noshow.MinSamples) {
		t.Errorf("model-info before training = %v", info)
	}

	// Patient 1 missed three of four past visits; patient 2 is new.
	var frequentUUID string
	for _, p := range w.c.Do(t, "GET", "/v1/patients?limit=10", w.tenant.Key, nil).Expect(t, 200).JSON(t)["items"].([]any) {
		if p.(map[string]any)["id"] == w.patients[1] {
			frequentUUID = p.(map[string]any)["uuid"].(string)
		}
	}
	if frequentUUID == "" {
		t.Fatal("patient 1 not listed")
	}
	for i, status := range []string{"no_show", "completed", "no_show", "no_show"} {
		start := time.Date(2026, 1, 5+7*i, 13, 0, 0, 0, time.UTC)
		apptExec(t, w.env, w.tenant.ID, `insert into appointments (id, tenant_id, provider_id, patient_id, appointment_type_id,
			location_id, start_time, end_time, status, created_at, confirmed_at)
			values ($1, $2, $3, $4, $5, $6, $7::timestamptz, $7::timestamptz + interval '30 minutes', $8, $7::timestamptz - interval '20 days', $7::timestamptz - interval '2 days')`,
			uuid.New(), w.tenant.ID, w.provider, frequentUUID, w.typ, w.location, start, status)
	}
	frequent := w.bookFor(t, w.patients[1], "09:00", "09:30", nil).Expect(t, 201).JSON(t)
	newcomer := w.bookFor(t, w.patients[2], "10:00", "10:30", nil).Expect(t, 201).JSON(t)
	late := w.bookFor(t, w.patients[3], "19:30", "20:00", nil).Expect(t, 201).JSON(t) // 22:30 UTC: still Monday locally

	risk := func(id any) map[string]any {
		return w.c.Do(t, "GET", fmt.Sprint(base, "/appointments/", id, "/risk"), w.tenant.Key, nil).Expect(t, 200).JSON(t)
	}
	rf, rn := risk(frequent["id"]), risk(newcomer["id"])
	for _, r := range []map[string]any{rf, rn} {
		score := r["risk_score"].(float64)
		level := map[bool]string{true: "high", false: map[bool]string{true: "medium", false: "low"}[score >= 0.15]}[score >= 0.30]
		if score < 0 || score > 1 || r["risk_level"] != level || r["model_source"] != "prior" ||
			len(r["risk_factors"].([]any)) != len(noshow.Factors) || !strings.Contains(fmt.Sprint(r["recommendation"]), "Risco") {
			t.Errorf("risk = %v", r)
		}
		fs := r["risk_factors"].([]any)
		for i := 1; i < len(fs); i++ {
			if fs[i].(map[string]any)["contribution"].(float64) > fs[i-1].(map[string]any)["contribution"].(float64) {
				t.Errorf("risk_factors not sorted by contribution: %v", fs)
			}
		}
	}
	if rf["risk_score"].(float64) <= rn["risk_score"].(float64) || rf["risk_level"] != "high" {
		t.Errorf("a patient who missed 3 of 4 visits scores %v, a new one %v", rf["risk_score"], rn["risk_score"])
	}
	if top := rf["risk_factors"].([]any)[0].(map[string]any); top["factor"] != "prior_no_show_rate" || top["value"] != "0.49" {
		t.Errorf("top factor of the frequent no-show = %v", top)
	}

	day := w.c.Do(t, "GET", base+"/daily-risks?date="+slotMonday, w.tenant.Key, nil).Expect(t, 200).JSON(t)
	var order []any
	for _, it := range day["items"].([]any) {
		order = append(order, it.(map[string]any)["appointment_id"])
	}
	if len(order) != 3 || order[0] != frequent["id"] || !slices.Contains(order, late["id"]) {
		t.Errorf("daily risks of %s = %v", slotMonday, day)
	}
	next := w.c.Do(t, "GET", base+"/daily-risks?date=2027-03-02", w.tenant.Key, nil).Expect(t, 200).JSON(t)
	if len(next["items"].([]any)) != 0 {
		t.Errorf("the next local date lists %v", next["items"])
	}
	w.c.Do(t, "GET", base+"/daily-risks", w.tenant.Key, nil).Expect(t, 422)
	w.c.Do(t, "GET", base+"/daily-risks?date=2027-02-30", w.tenant.Key, nil).Expect(t, 422)

	// Training with too little history keeps the prior, now dated and measured.
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: w.tenant.ID})
	if _, err := noshow.NewService(w.env.App).Train(ctx); err != nil {
		t.Fatal(err)
	}
	info = w.c.Do(t, "GET", base+"/model-info", w.tenant.Key, nil).Expect(t, 200).JSON(t)
	if info["source"] != "prior" || info["trained_at"] == nil || info["version"] != float64(1) {
		t.Errorf("model-info after training on 4 visits = %v", info)
	}

	// Another clinic: 404 for the appointment, an empty day.
	o := newAPI(t, testkit.ServerOptions{})
	o.c.Do(t, "GET", fmt.Sprint(base, "/appointments/", frequent["id"], "/risk"), o.tenant.Key, nil).Expect(t, 404)
	o.c.Do(t, "GET", base+"/appointments/not-a-uuid/risk", o.tenant.Key, nil).Expect(t, 404)
	if d := o.c.Do(t, "GET", base+"/daily-risks?date="+slotMonday, o.tenant.Key, nil).Expect(t, 200).JSON(t); len(d["items"].([]any)) != 0 {
		t.Errorf("another clinic's day = %v", d)
	}
	if i := o.c.Do(t, "GET", base+"/model-info", o.tenant.Key, nil).Expect(t, 200).JSON(t); i["trained_at"] != nil {
		t.Errorf("another clinic sees this clinic's model: %v", i)
	}
}
