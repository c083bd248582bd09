// Package rest is the REST transport: chi router, middleware, one file per resource, the error
// mapping and the OpenAPI description. It holds no business rule; the domain packages do.
package rest

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/netip"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humachi"
	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"

	"clinic/internal/clinical/chat"
	"clinic/internal/clinical/consultations"
	"clinic/internal/clinical/drugs"
	"clinic/internal/clinical/prescriptions"
	"clinic/internal/doctors"
	"clinic/internal/documents"
	"clinic/internal/knowledge"
	"clinic/internal/language"
	"clinic/internal/patients"
	"clinic/internal/platform/metrics"
	"clinic/internal/platform/ratelimit"
	"clinic/internal/scheduling/booking"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/scheduling/noshow"
	"clinic/internal/scheduling/waitlist"
	"clinic/internal/tenancy"
	"clinic/internal/webhooks"
	"clinic/rest/adminpanel"
	"clinic/rest/docs"
)

// Deps are the services the REST API is a transport for.
type Deps struct {
	Log       *slog.Logger
	Tenancy   *tenancy.Service
	Patients  *patients.Service
	Doctors   *doctors.Service
	Calendar  *calendar.Service
	Booking   *booking.Service
	Webhooks  *webhooks.Service
	Waitlist  *waitlist.Service
	NoShow    *noshow.Service
	Language  *language.Service
	Limiter   *ratelimit.Limiter
	Checks    []Check // dependencies reported by /v1/health and /readyz
	BodyLimit int64   // bytes accepted in a JSON body; larger → 413 before parsing
	Documents *documents.Service
	Knowledge *knowledge.Service
	Drugs     *drugs.Service
	// Prescriptions keeps prescriptions and runs their safety gate.
	Prescriptions *prescriptions.Service
	// Consultations keeps consultations and writes their SOAP notes.
	Consultations *consultations.Service
	// Chat answers questions about a patient from the patient's own data.
	Chat *chat.Service
	// GraphQL is the analytics API's endpoint (resolvers.NewHandler), served at /graphql behind
	// the same edge as /v1; nil: not served.
	GraphQL http.Handler
	// UploadLimit is the transport cap of an upload body (file and form); larger → 413 before
	// parsing. Above the 40 MB file limit, so a slightly larger file gets the spec's 400.
	UploadLimit int64
	Version     string

	// Abuse limits of the edge (edge.go); zero values mean the Default* constants.
	// AuthFailures counts failed authentications per client address (nil: not limited).
	AuthFailures *ratelimit.Limiter
	// TrustedProxies are the proxies whose X-Forwarded-For names the client address.
	TrustedProxies []netip.Prefix
	// MaxConcurrentUploads caps the uploads in flight per key on this instance.
	MaxConcurrentUploads int
	// BodyReadWindow and BodyMinBytes: an upload must send BodyMinBytes in every window.
	BodyReadWindow time.Duration
	BodyMinBytes   int

	// Operators (ops.go).
	// Metrics is the process's registry served at /metrics; nil: a fresh one (HTTP figures only).
	Metrics *metrics.Registry
	// OperatorToken guards /metrics and /ops; empty: closed (401 to everyone).
	OperatorToken string
	// QueueUI is asynqmon rooted at /ops/queues; nil: /ops/queues answers 503.
	QueueUI http.Handler
	// AdminSessions is the Redis the administration panel (/admin) keeps its sessions in; nil:
	// the panel answers 503.
	AdminSessions redis.UniversalClient
	// AdminIdleTimeout and AdminMaxAge end a panel session unused that long, or that long after
	// sign-in; zero: adminpanel.DefaultIdleTimeout and DefaultMaxAge.
	AdminIdleTimeout, AdminMaxAge time.Duration
}

type server struct {
	deps    Deps
	log     *slog.Logger
	api     huma.API
	guard   *authGuard
	uploads *uploadSlots
	holds   limitHolds
	ready   readiness
	literal map[string][]string // the methods of each path without parameters (literalPathMethods)
}

// New returns the HTTP handler of the whole API: /v1 (authenticated), /openapi.json, /docs,
// /redoc, /healthz, /readyz and the administration panel at /admin.
func New(deps Deps) http.Handler {
	if deps.BodyLimit <= 0 {
		deps.BodyLimit = 1 << 20
	}
	if deps.UploadLimit <= 0 {
		deps.UploadLimit = DefaultUploadLimit
	}
	if deps.MaxConcurrentUploads <= 0 {
		deps.MaxConcurrentUploads = DefaultMaxConcurrentUploads
	}
	if deps.BodyReadWindow <= 0 {
		deps.BodyReadWindow = DefaultBodyReadWindow
	}
	if deps.BodyMinBytes <= 0 {
		deps.BodyMinBytes = DefaultBodyMinBytes
	}
	if deps.Metrics == nil {
		deps.Metrics = metrics.New()
	}
	s := &server{deps: deps, log: deps.Log,
		guard:   &authGuard{limiter: deps.AuthFailures, blocked: map[netip.Prefix]time.Time{}},
		uploads: &uploadSlots{max: deps.MaxConcurrentUploads, inUse: map[string]int{}},
		holds:   limitHolds{until: map[uuid.UUID]time.Time{}}}
	r := chi.NewRouter()
	r.Use(requestID, accessLog(s.log, deps.Metrics), recoverer(s.log), s.minBodyRate, s.literalPathMethods)
	r.NotFound(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, r, s.log, &ErrorBody{status: http.StatusNotFound, Detail: "Not found"})
	})
	r.MethodNotAllowed(s.methodNotAllowed(r))

	r.Get("/healthz", s.healthz)
	r.Get("/readyz", s.readyz)
	docs.Mount(r)
	s.mountGraphQL(r)
	s.mountOps(r)
	r.Mount("/admin", adminpanel.New(adminpanel.Config{Log: s.log, Keys: deps.Tenancy, Webhooks: deps.Webhooks,
		Documents: deps.Documents, Sessions: deps.AdminSessions, SignIn: s.lookupKey, OverTLS: s.overTLS,
		IdleTimeout: deps.AdminIdleTimeout, MaxAge: deps.AdminMaxAge}))

	r.Group(func(v1 chi.Router) {
		v1.Use(bodyLimit(func(r *http.Request) int64 {
			switch {
			case isUpload(r):
				return deps.UploadLimit
			case isVoice(r):
				return VoiceUploadLimit
			}
			return deps.BodyLimit
		}, s.log), s.authenticate, s.rateLimit, s.uploadGuard)
		s.api = humachi.New(v1, apiConfig(deps.Version))
		s.api.OpenAPI().Components.Schemas.RegisterTypeAlias(reflect.TypeFor[uuid.UUID](), reflect.TypeFor[uuidText]())
		s.api.UseMiddleware(s.requirePermission, rejectEmptyParams, unknownPathIDs, s.resolvePatient, s.awaitLimit)
		s.registerHealth()
		s.registerPatients()
		s.registerDoctors()
		s.registerScheduling()
		s.registerDocuments()
		s.registerKnowledge()
		s.registerDrugInteractions()
		s.registerPrescriptions()
		s.registerConsultations()
		s.registerChat()
		s.registerAdminKeys()
		s.registerAdminOverview()
		s.finishContract()
	})
	s.literal = literalPaths(s.api.OpenAPI())
	spec31, spec30, err := renderSpecs(s.api.OpenAPI())
	if err != nil {
		panic(err) // a document that cannot be rendered is a programming error, found by every test
	}
	serveSpec := func(b []byte) http.HandlerFunc {
		return func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "application/vnd.oai.openapi+json")
			_, _ = w.Write(b)
		}
	}
	r.Get("/openapi.json", serveSpec(spec31))
	r.Get("/openapi-3.0.json", serveSpec(spec30))
	return r
}

// DefaultUploadLimit is the default transport cap of an upload: the largest file (40 MB) plus
// room for the form.
const DefaultUploadLimit = 41 << 20

// isUpload reports a document upload, whose body may be far larger than a JSON body.
func isUpload(r *http.Request) bool {
	p := r.URL.Path
	return r.Method == http.MethodPost && strings.HasPrefix(p, "/v1/patients/") &&
		strings.HasSuffix(p, "/prontuario-documents") && strings.Count(p, "/") == 4
}

// Operation metadata keys.
const metaPermission = "permission"

// register adds an operation: its permission, security, the errors every operation can answer,
// and the mapping of domain errors to the API's error shape.
func register[I, O any](s *server, op huma.Operation, perm tenancy.Permission, h func(context.Context, *I) (*O, error)) {
	op.Metadata = map[string]any{metaPermission: perm}
	op.Security = []map[string][]string{{securityScheme: {}}}
	if perm != "" {
		op.Description = strings.TrimSpace(op.Description + "\n\nRequires the permission `" + string(perm) + "`.")
	}
	op.Errors = append(op.Errors, http.StatusBadRequest, http.StatusUnauthorized, http.StatusForbidden,
		http.StatusUnprocessableEntity, http.StatusTooManyRequests, http.StatusInternalServerError,
		http.StatusServiceUnavailable)
	if op.Method == http.MethodPost || op.Method == http.MethodPut || op.Method == http.MethodPatch {
		op.Errors = append(op.Errors, http.StatusRequestEntityTooLarge)
	}
	if op.MaxBodyBytes == 0 {
		op.MaxBodyBytes = s.deps.BodyLimit
	}
	huma.Register(s.api, op, func(ctx context.Context, in *I) (*O, error) {
		out, err := h(ctx, in)
		if err != nil {
			return nil, toErrorBody(ctx, s.log, err)
		}
		return out, nil
	})
	item := s.api.OpenAPI().Paths[op.Path]
	describeCommonResponses(s.api.OpenAPI(), item, op.Method)
}

// responseHeaders are the headers shared by many answers, stated once under components/headers.
var responseHeaders = map[string]*huma.Header{
	"X-RateLimit-Limit":     {Description: "Requests allowed per minute to this key (also the burst)", Schema: &huma.Schema{Type: "integer", Minimum: ptrTo(1.0)}},
	"X-RateLimit-Remaining": {Description: "Requests this key could send right now", Schema: &huma.Schema{Type: "integer", Minimum: ptrTo(0.0)}},
	"X-RateLimit-Reset":     {Description: "Seconds (rounded up) until the whole limit is available again", Schema: &huma.Schema{Type: "integer", Minimum: ptrTo(0.0)}},
	"Retry-After":           {Description: "Seconds (rounded up) until a retry can succeed", Schema: &huma.Schema{Type: "integer", Minimum: ptrTo(1.0)}},
}

// headerRefs returns references to the named responseHeaders.
func headerRefs(names ...string) map[string]*huma.Header {
	out := make(map[string]*huma.Header, len(names))
	for _, n := range names {
		out[n] = &huma.Header{Ref: "#/components/headers/" + n}
	}
	return out
}

var rateLimitHeaders = []string{"X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"}

// commonResponses say what the shared error answers mean, beyond their status text. Each is
// stated once under components/responses (named by commonResponseName) and referenced.
var commonResponses = map[string]string{
	"400": "Malformed JSON or multipart body.",
	"401": "Missing, unknown or revoked API key: `{\"detail\": \"Invalid or missing API key\"}`.",
	"403": "The key is valid but lacks this operation's permission.",
	"408": "The body arrived too slowly and was cut off.",
	"413": "The body is larger than accepted; refused before it is parsed.",
	"422": "Validation failed; `errors` lists every offending field, each with a `code`: `invalid` (breaks this document), `reference` (an id that does not name a usable object of the clinic) or `rule` (a rule the field's description states).",
	"429": "Too many requests: this key's rate limit, too many failed authentications from this address, or too many uploads in progress for this key. Retry after `Retry-After` seconds.",
	"500": "Unexpected error; the body is always `{\"detail\": \"Internal server error\"}`. Quote `X-Request-ID` to support.",
	"503": "A dependency (database, queue or graph) is unavailable; retry with exponential backoff.",
}

// describeCommonResponses documents the shared error answers of one operation (as references to
// components/responses) and the rate-limit headers every authenticated answer carries.
func describeCommonResponses(oapi *huma.OpenAPI, item *huma.PathItem, method string) {
	op := operationOf(item, method)
	if op == nil {
		return
	}
	for code, resp := range op.Responses {
		switch code {
		case "401", "408", "413":
		case "429":
			resp.Headers = headerRefs(append(rateLimitHeaders, "Retry-After")...)
		default:
			resp.Headers = headerRefs(rateLimitHeaders...)
		}
		d, common := commonResponses[code]
		if !common {
			continue
		}
		name := commonResponseName(code)
		if oapi.Components.Responses == nil {
			oapi.Components.Responses = map[string]*huma.Response{}
		}
		if oapi.Components.Responses[name] == nil {
			resp.Description = d
			oapi.Components.Responses[name] = resp
		}
		op.Responses[code] = &huma.Response{Ref: "#/components/responses/" + name}
	}
}

// commonResponseName names a shared answer by its status (422 → UnprocessableEntity).
func commonResponseName(code string) string {
	n, _ := strconv.Atoi(code)
	return strings.NewReplacer(" ", "", "-", "").Replace(http.StatusText(n))
}

// operationOf returns the operation of item for method, nil when there is none.
func operationOf(item *huma.PathItem, method string) *huma.Operation {
	if item == nil {
		return nil
	}
	return map[string]*huma.Operation{http.MethodGet: item.Get, http.MethodPost: item.Post, http.MethodPut: item.Put,
		http.MethodPatch: item.Patch, http.MethodDelete: item.Delete}[method]
}

// requirePermission answers 403 when the key lacks the operation's permission.
func (s *server) requirePermission(ctx huma.Context, next func(huma.Context)) {
	perm, _ := ctx.Operation().Metadata[metaPermission].(tenancy.Permission)
	p, ok := principalFrom(ctx.Context())
	if !ok {
		writeHumaError(ctx, &ErrorBody{status: http.StatusUnauthorized, Detail: tenancy.ErrInvalidKey.Detail})
		return
	}
	if perm != "" && !p.Can(perm) {
		writeHumaError(ctx, &ErrorBody{status: http.StatusForbidden,
			Detail: "This API key lacks the permission " + string(perm)})
		return
	}
	next(ctx)
}

type patientCtxKey struct{}

// resolvePatient turns the {patient_id} of any operation into the tenant's patient before the
// handler runs: a pat_ token or a (deprecated) internal UUID. Anything else is the uniform 404.
func (s *server) resolvePatient(ctx huma.Context, next func(huma.Context)) {
	if !strings.Contains(ctx.Operation().Path, "{patient_id}") {
		next(ctx)
		return
	}
	p, usedUUID, err := s.deps.Patients.Resolve(ctx.Context(), ctx.Param("patient_id"))
	if err != nil {
		writeHumaError(ctx, toErrorBody(ctx.Context(), s.log, err))
		return
	}
	if usedUUID {
		ctx.SetHeader("Deprecation", "true")
		ctx.SetHeader("Link", `</docs#patient-identifiers>; rel="deprecation"; type="text/html"`)
	}
	next(huma.WithValue(ctx, patientCtxKey{}, p))
}

// patientFrom returns the patient resolvePatient put in ctx.
func patientFrom(ctx context.Context) patients.Patient {
	p, _ := ctx.Value(patientCtxKey{}).(patients.Patient)
	return p
}

func writeHumaError(ctx huma.Context, body *ErrorBody) {
	ctx.SetHeader("Content-Type", "application/json")
	ctx.SetStatus(body.status)
	_ = json.NewEncoder(ctx.BodyWriter()).Encode(body)
}

// mapItems converts every item of a page for the API.
func mapItems[T, O any](items []T, conv func(T) O) []O {
	out := make([]O, len(items))
	for i, it := range items {
		out[i] = conv(it)
	}
	return out
}

func ptrTo[T any](v T) *T { return &v }
