package metrics

import (
	"crypto/subtle"
	"encoding/json"
	"net/http"
	"strings"
)

// MinTokenLength is the shortest operator token accepted (SERVICE_OPERATOR_TOKEN).
const MinTokenLength = 32

// BearerMatches reports whether r carries "Authorization: Bearer <token>", compared in
// constant time. An empty token matches nothing: unset means closed.
func BearerMatches(r *http.Request, token string) bool {
	if token == "" {
		return false
	}
	got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	return ok && subtle.ConstantTimeCompare([]byte(got), []byte(token)) == 1
}

// Protect serves h only to requests that carry the operator token; the others get 401
// {"detail": ...}. It is the worker's guard (the API's adds the failed-authentication limit).
func Protect(token string, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !BearerMatches(r, token) {
			WriteUnauthorized(w)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// WriteUnauthorized answers 401 in the API's error shape with a Bearer challenge.
func WriteUnauthorized(w http.ResponseWriter) {
	w.Header().Set("WWW-Authenticate", `Bearer realm="operators"`)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusUnauthorized)
	_ = json.NewEncoder(w).Encode(map[string]string{"detail": "Invalid or missing operator token"})
}
