package rest

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/big"
	"reflect"
	"strings"
	"sync"

	"github.com/danielgtaylor/huma/v2"
)

// This file holds how the API reads and writes JSON where encoding/json alone would break the
// OpenAPI document's promises.

func init() {
	// A list in a response is never null: the document says so (see emptyCollections).
	huma.DefaultArrayNullable = false
}

// jsonFormat is huma's JSON format with a reader that accepts what JSON Schema calls an integer.
var jsonFormat = huma.Format{Marshal: huma.DefaultJSONFormat.Marshal, Unmarshal: unmarshalJSON}

// unmarshalJSON is json.Unmarshal, except that a number with a zero fraction or an exponent
// (30.0, 3e1) fills an integer field: JSON Schema's "integer" includes them and the schema has
// already accepted them, so refusing them here would refuse a valid request. The common path
// costs nothing: only a body that failed on such a number is read a second time.
func unmarshalJSON(data []byte, v any) error {
	err := json.Unmarshal(data, v)
	var te *json.UnmarshalTypeError
	if err == nil || !errors.As(err, &te) || !strings.HasPrefix(te.Value, "number") {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var doc any
	if dec.Decode(&doc) != nil {
		return err
	}
	normalized, merr := json.Marshal(integralNumbers(doc))
	if merr != nil {
		return err
	}
	return json.Unmarshal(normalized, v)
}

// integralNumbers rewrites every number of doc that is an integer written as a decimal or with
// an exponent into its integer form; other numbers stay as they are.
func integralNumbers(doc any) any {
	switch d := doc.(type) {
	case map[string]any:
		for k, e := range d {
			d[k] = integralNumbers(e)
		}
	case []any:
		for i, e := range d {
			d[i] = integralNumbers(e)
		}
	case json.Number:
		if !strings.ContainsAny(string(d), ".eE") {
			return d
		}
		f, _, err := big.ParseFloat(string(d), 10, 256, big.ToNearestEven)
		if err != nil || !f.IsInt() {
			return d
		}
		if i, acc := f.Int64(); acc == big.Exact {
			return json.Number(big.NewInt(i).String())
		}
	}
	return doc
}

// uuidText is how the document shows every uuid.UUID the API answers with: a string of format uuid
// (huma alone sees a text marshaler and says only string). It is registered as uuid.UUID's alias.
type uuidText string

// Schema states the format.
func (uuidText) Schema(huma.Registry) *huma.Schema {
	return &huma.Schema{Type: huma.TypeString, Format: "uuid"}
}

// emptyCollections is a response transformer: a nil slice or map in a response becomes empty, so
// that a list or an object the document calls non-nullable is never sent as null. Pointer fields
// left nil stay null (nullable by design), and free-form values (any) are not entered. Types that
// cannot hold a nil collection pass through untouched.
func emptyCollections(_ huma.Context, _ string, v any) (any, error) {
	if v == nil || !mayHoldNil(reflect.TypeOf(v)) {
		return v, nil
	}
	return filled(reflect.ValueOf(v)).Interface(), nil
}

var holdsNil sync.Map // reflect.Type → bool

// mayHoldNil reports whether a value of t can contain a nil slice or map outside a pointer field.
func mayHoldNil(t reflect.Type) bool {
	if r, ok := holdsNil.Load(t); ok {
		return r.(bool)
	}
	r := holdsNilIn(t, map[reflect.Type]bool{})
	holdsNil.Store(t, r) // only final answers are shared: another goroutine never sees a guess
	return r
}

// holdsNilIn decides mayHoldNil; visiting holds the types being decided up the stack (a recursive
// type meets itself as false and is decided by its other fields).
func holdsNilIn(t reflect.Type, visiting map[reflect.Type]bool) bool {
	if r, ok := holdsNil.Load(t); ok {
		return r.(bool)
	}
	if visiting[t] {
		return false
	}
	visiting[t] = true
	defer delete(visiting, t)
	switch t.Kind() {
	case reflect.Slice, reflect.Map:
		return t.Kind() != reflect.Slice || t.Elem().Kind() != reflect.Uint8 // []byte is base64 text
	case reflect.Pointer, reflect.Array:
		return holdsNilIn(t.Elem(), visiting)
	case reflect.Struct:
		for _, f := range reflect.VisibleFields(t) {
			if f.IsExported() && !f.Anonymous && f.Tag.Get("json") != "-" && holdsNilIn(f.Type, visiting) {
				return true
			}
		}
	}
	return false
}

// filled returns v with every nil slice or map inside it replaced by an empty one. It copies what
// it changes and never writes through v: a response may share pointers, slices and maps with
// other requests (a package-level error body, a cached value).
func filled(v reflect.Value) reflect.Value {
	t := v.Type()
	if !mayHoldNil(t) {
		return v
	}
	switch t.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return v
		}
		p := reflect.New(t.Elem())
		p.Elem().Set(filled(v.Elem()))
		return p
	case reflect.Struct:
		out := reflect.New(t).Elem()
		out.Set(v)
		for _, f := range reflect.VisibleFields(t) {
			if !f.IsExported() || f.Anonymous || f.Tag.Get("json") == "-" || !mayHoldNil(f.Type) {
				continue
			}
			if fv, err := out.FieldByIndexErr(f.Index); err == nil { // err: through a nil embedded pointer
				fv.Set(nonNil(fv))
			}
		}
		return out
	case reflect.Slice, reflect.Array:
		if t.Kind() == reflect.Slice && v.IsNil() {
			return reflect.MakeSlice(t, 0, 0)
		}
		if !mayHoldNil(t.Elem()) {
			return v
		}
		out := reflect.New(t).Elem()
		if t.Kind() == reflect.Slice {
			out = reflect.MakeSlice(t, v.Len(), v.Len())
		}
		for i := range v.Len() {
			out.Index(i).Set(nonNil(v.Index(i)))
		}
		return out
	case reflect.Map:
		if v.IsNil() {
			return reflect.MakeMap(t)
		}
		if t.Elem().Kind() == reflect.Interface || !mayHoldNil(t.Elem()) {
			return v
		}
		out := reflect.MakeMapWithSize(t, v.Len())
		for it := v.MapRange(); it.Next(); {
			out.SetMapIndex(it.Key(), nonNil(it.Value()))
		}
		return out
	}
	return v
}

// nonNil is filled(v), except that a nil pointer stays nil while a nil slice (other than []byte)
// or map becomes empty.
func nonNil(v reflect.Value) reflect.Value {
	switch k := v.Kind(); {
	case k == reflect.Slice && v.IsNil() && v.Type().Elem().Kind() != reflect.Uint8:
		return reflect.MakeSlice(v.Type(), 0, 0)
	case k == reflect.Map && v.IsNil():
		return reflect.MakeMap(v.Type())
	case k == reflect.Slice && v.IsNil(): // []byte
		return v
	}
	return filled(v)
}
