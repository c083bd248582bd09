package rest

import (
	"encoding/json"
	"sync"
	"testing"
)

type fillInner struct {
	Tags []string         `json:"tags"`
	Meta map[string]any   `json:"meta"`
	Next *fillInner       `json:"next"`
	Days map[string][]int `json:"days"`
}

type fillOuter struct {
	Items  []fillInner `json:"items"`
	Ptr    *fillInner  `json:"ptr"`
	Nilptr *fillInner  `json:"nilptr"`
	Raw    []byte      `json:"raw"`
	Free   any         `json:"free"`
}

// Nil collections come out empty, nil pointers stay null, and the value the handler returned is
// never written: a shared one (a package-level error body) must not race.
func TestEmptyCollectionsCopiesWhatItFills(t *testing.T) {
	shared := &fillInner{Days: map[string][]int{"mon": nil}}
	in := fillOuter{Items: []fillInner{{}}, Ptr: shared, Free: map[string]any{"x": nil}}
	var wg sync.WaitGroup
	for range 8 { // under -race, a write to shared or in would be reported
		wg.Go(func() {
			out, err := emptyCollections(nil, "200", &in)
			if err != nil {
				t.Error(err)
			}
			b, _ := json.Marshal(out)
			want := `{"items":[{"tags":[],"meta":{},"next":null,"days":{}}],"ptr":{"tags":[],"meta":{},"next":null,"days":{"mon":[]}},"nilptr":null,"raw":null,"free":{"x":null}}`
			if string(b) != want {
				t.Errorf("got  %s\\nwant %s", b, want)
			}
		})
	}
	wg.Wait()
	if shared.Tags != nil || shared.Days["mon"] != nil || in.Items[0].Tags != nil {
		t.Errorf("the handler's value was written: %+v %+v", shared, in.Items[0])
	}
}
