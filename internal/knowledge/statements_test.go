package knowledge

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"clinic/internal/knowledge/extract"
	"clinic/internal/platform/tenantctx"
)

// The builder refuses a statement without $tenant_id and a call without a tenant.
func TestStatementsAlwaysBindTheTenant(t *testing.T) {
	ctx := tenantctx.With(context.Background(), tenantctx.Identity{TenantID: uuid.New()})
	if _, err := tenantStatement(ctx, "MATCH (n) RETURN n", nil); err == nil {
		t.Error("a statement without $tenant_id was accepted")
	}
	if _, err := tenantStatement(context.Background(), "MATCH (n {tenant_id: $tenant_id}) RETURN n", nil); err != ErrNoTenant {
		t.Errorf("no tenant: %v", err)
	}
	st, err := tenantStatement(ctx, "MATCH (n {tenant_id: $tenant_id}) RETURN n", map[string]any{"tenant_id": "forged"})
	if err != nil || st.params["tenant_id"] == "forged" {
		t.Errorf("a caller's tenant_id parameter must be overridden: %v %v", st.params, err)
	}
	// Every statement constant of the package binds the tenant.
	for _, c := range []string{cypherMergeDocument, cypherDropDocumentFacts, cypherUnlinkDocument, cypherDeleteDocument,
		cypherLinkPatients, cypherCreateFacts, cypherWipeTenant, LabSeriesCypher, cypherPatientFacts, cypherLabAlerts,
		cypherLabResultSeries, RefreshLabSeriesCypher, cypherDocumentPatients, cypherLockPatients} {
		if strings.Count(c, "$tenant_id") < 1 {
			t.Errorf("statement without the tenant: %s", c)
		}
	}
}

// A document tesseract read is extracted as a scan (an arrow read as a digit glued to a value
// is undone); a text layer's digits are its own.
func TestSourceFactsFollowHowTheTextWasRead(t *testing.T) {
	text := "Cloreto 1121 mEq/L 98 a 107"
	for methods, want := range map[string]string{"tesseract": "112", "text_layer": "1121", "text_layer tesseract": "112", "": "1121"} {
		f := sourceFacts(source{ocrStatus: "completed", text: text, ocrMethods: strings.Fields(methods)})
		if len(f.Labs) != 1 || f.Labs[0].ValueText != want {
			t.Errorf("methods %q: %+v, want the value %s", methods, f.Labs, want)
		}
	}
	if f := sourceFacts(source{ocrStatus: "failed", text: text}); len(f.Labs) != 0 {
		t.Errorf("a document not read to the end has facts: %+v", f.Labs)
	}
}

// The trend rule, table-driven.
func TestTrendOf(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, d) }
	pts := func(vals ...float64) []Point {
		out := make([]Point, len(vals))
		for i, v := range vals {
			out[i] = Point{Value: v, ObservedAt: day(30 * i)}
		}
		return out
	}
	for _, tc := range []struct {
		points []Point
		want   string
	}{
		{nil, TrendInsufficient},
		{pts(100), TrendInsufficient},
		{[]Point{{Value: 1, ObservedAt: day(0)}, {Value: 2, ObservedAt: day(0)}}, TrendInsufficient},
		{pts(131, 118, 102), TrendDecreasing},
		{pts(6.4, 6.9), TrendIncreasing},
		{pts(100, 102, 101), TrendStable},
		{pts(100, 104), TrendStable},
		{pts(100, 106), TrendIncreasing},
		{pts(100, 150, 100, 150, 100), TrendStable},
		{pts(0, 0), TrendStable},
	} {
		if got := TrendOf(tc.points); got != tc.want {
			t.Errorf("%v: %s, want %s", tc.points, got, tc.want)
		}
	}
}

// An alert converted from another unit says what the report printed, whose unit its
// reference is in.
func TestAlertStatementsSayThePrintedUnit(t *testing.T) {
	day := time.Date(2026, 4, 10, 0, 0, 0, 0, time.UTC)
	st := alertStatements([]LabAlert{
		{Marker: "Glicose", Point: Point{Value: 109.898, Unit: "mg/dL", ObservedAt: day, Flag: "high"},
			Printed: "6,1 mmol/L", Converted: true, RefText: "3,9 a 5,5", Source: DocumentRef{DocumentID: "d1"}},
		{Marker: "Creatinina", Point: Point{Value: 1.4, Unit: "mg/dL", ObservedAt: day, Flag: "high"},
			Printed: "1,4 mg/dl", RefText: "0,6 a 1,1", Source: DocumentRef{DocumentID: "d2"}},
	})
	want := "Glicose 109,898 mg/dL (6,1 mmol/L no laudo) em 10/04/2026, acima da referência (3,9 a 5,5); " +
		"Creatinina 1,4 mg/dL em 10/04/2026, acima da referência (0,6 a 1,1)"
	if len(st) != 1 || !strings.Contains(st[0].Text, want) {
		t.Errorf("alert text %q", st)
	}
}

// A result printed again in another unit is not a second point of the series.
func TestFactKindsSkipTheSameResultInAnotherUnit(t *testing.T) {
	f := extract.Extract("Coleta 19/08/2025\nGlicose 98 mg/dL 5,44 mmol/L 70 - 99 mg/dL 3,9 - 5,5 mmol/L\n")
	if len(f.Labs) != 2 || !f.Labs[1].OtherUnit {
		t.Fatalf("labs %+v: want the mmol/L result marked OtherUnit", f.Labs)
	}
	for _, k := range factKinds("doc1", f, time.Date(2025, 8, 20, 0, 0, 0, 0, time.UTC)) {
		if k.label == labelLab && len(k.rows) != 1 {
			t.Errorf("%d LabResult rows, want 1 (the mg/dL result)", len(k.rows))
		}
	}
}
