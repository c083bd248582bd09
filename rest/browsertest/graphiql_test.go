package browsertest

import (
	"encoding/json"
	"net/http"
	"testing"

	"clinic/internal/tenancy"
)

// GraphiQL at GET /graphql: with the key typed into the page's key field, the patients query runs
// and the response pane shows the tenant's patient (and nothing of another tenant's).
func TestGraphiQLRunsAQuery(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	const name, otherName = "Maria Aparecida dos Santos", "Outro Tenant da Silva"
	s.c.Do(t, "POST", "/v1/patients", s.tenant.Key, map[string]any{"name": name}).Expect(t, http.StatusCreated)
	other := s.env.NewTenant(t)
	s.c.Do(t, "POST", "/v1/patients", other.Key, map[string]any{"name": otherName}).Expect(t, http.StatusCreated)
	key, _ := s.env.NewKey(t, s.tenant.ID, tenancy.AnalyticsRead)

	var got struct {
		Response string    `json:"response"`
		SentKeys []*string `json:"sent_keys"`
	}
	driverRun{
		script: "graphiql.mjs",
		env:    map[string]string{"API_KEY": key, "QUERY": `{ patients(first: 5) { edges { node { id name } } } }`},
		shots:  []string{"graphiql-query"},
	}.run(t, s.c.URL, &got)

	if len(got.SentKeys) == 0 {
		t.Fatal("the page sent no POST /graphql")
	}
	// Every request the page sent once the key was typed (the query, maybe the schema) carried it.
	for i, k := range got.SentKeys {
		if k == nil || *k != key {
			t.Errorf("POST /graphql #%d sent x-api-key %s, want the typed key", i+1, deref(k))
		}
	}
	var resp struct {
		Data struct {
			Patients struct {
				Edges []struct {
					Node struct {
						ID   string `json:"id"`
						Name string `json:"name"`
					} `json:"node"`
				} `json:"edges"`
			} `json:"patients"`
		} `json:"data"`
		Errors []json.RawMessage `json:"errors"`
	}
	if err := json.Unmarshal([]byte(got.Response), &resp); err != nil {
		t.Fatalf("the response pane does not hold JSON: %v\n%s", err, got.Response)
	}
	if len(resp.Errors) > 0 {
		t.Fatalf("the query answered errors:\n%s", got.Response)
	}
	edges := resp.Data.Patients.Edges
	if len(edges) != 1 || edges[0].Node.Name != name || edges[0].Node.ID == "" {
		t.Errorf("the response pane shows %+v, want the one patient %q with an id:\n%s", edges, name, got.Response)
	}
}
