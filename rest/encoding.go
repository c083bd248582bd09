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
// (nullable by design) are left alone, and free-form values (any) are not entered. Types that
// cannot hold a nil collection pass through untouched.
func emptyCollections(_ huma.Context, _ string, v any) (any, error) {
	if v == nil || !mayHoldNil(reflect.TypeOf(v)) {
		return v, nil
	}
	rv := reflect.ValueOf(v)
	cp := reflect.New(rv.Type()).Elem()
	cp.Set(rv)
	fillCollections(cp)
	return cp.Interface(), nil
}

var holdsNil sync.Map // reflect.Type → bool

// mayHoldNil reports whether a value of t can contain a nil slice or map outside a pointer field.
func mayHoldNil(t reflect.Type) bool {
	if r, ok := holdsNil.Load(t); ok {
		return r.(bool)
	}
	holdsNil.Store(t, false) // a recursive type meets itself as false and is decided by its other fields
	r := false
	switch t.Kind() {
	case reflect.Slice, reflect.Map:
		r = t.Kind() != reflect.Slice || t.Elem().Kind() != reflect.Uint8 // []byte is base64 text
	case reflect.Pointer, reflect.Array:
		r = mayHoldNil(t.Elem())
	case reflect.Struct:
		for _, f := range reflect.VisibleFields(t) {
			if f.IsExported() && !f.Anonymous && f.Tag.Get("json") != "-" && mayHoldNil(f.Type) {
				r = true
				break
			}
		}
	}
	holdsNil.Store(t, r)
	return r
}

// fillCollections replaces, in the addressable value v, every nil slice or map with an empty one.
func fillCollections(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() && mayHoldNil(v.Type().Elem()) {
			fillCollections(v.Elem())
		}
	case reflect.Struct:
		for _, f := range reflect.VisibleFields(v.Type()) {
			if !f.IsExported() || f.Anonymous || f.Tag.Get("json") == "-" || !mayHoldNil(f.Type) {
				continue
			}
			fv := v.FieldByIndex(f.Index)
			switch {
			case f.Type.Kind() == reflect.Slice && fv.IsNil() && f.Type.Elem().Kind() != reflect.Uint8:
				fv.Set(reflect.MakeSlice(f.Type, 0, 0))
			case f.Type.Kind() == reflect.Map && fv.IsNil():
				fv.Set(reflect.MakeMap(f.Type))
			default:
				fillCollections(fv)
			}
		}
	case reflect.Slice, reflect.Array:
		if mayHoldNil(v.Type().Elem()) {
			for i := range v.Len() {
				fillCollections(v.Index(i))
			}
		}
	case reflect.Map:
		et := v.Type().Elem()
		if !mayHoldNil(et) || et.Kind() == reflect.Interface {
			return
		}
		for _, k := range v.MapKeys() {
			e := reflect.New(et).Elem()
			e.Set(v.MapIndex(k))
			switch {
			case et.Kind() == reflect.Slice && e.IsNil():
				e.Set(reflect.MakeSlice(et, 0, 0))
			case et.Kind() == reflect.Map && e.IsNil():
				e.Set(reflect.MakeMap(et))
			default:
				fillCollections(e)
			}
			v.SetMapIndex(k, e)
		}
	}
}
