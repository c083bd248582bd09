// Package testkit gives tests the real services (started by make services): the app and owner
// Postgres roles with migrations applied, Redis, Neo4j, fresh tenants and keys, and the full
// REST handler behind an httptest.Server. Tests connect as the app role, so RLS is exercised.
package testkit

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"

	"clinic/internal/clinical/chat"
	"clinic/internal/clinical/consultations"
	"clinic/internal/clinical/drugs"
	"clinic/internal/clinical/llm"
	"clinic/internal/clinical/prescriptions"
	"clinic/internal/doctors"
	"clinic/internal/documents"
	"clinic/internal/knowledge"
	"clinic/internal/language"
	"clinic/internal/language/speech"
	"clinic/internal/patients"
	"clinic/internal/platform/envfile"
	"clinic/internal/platform/graphdb"
	"clinic/internal/platform/metrics"
	"clinic/internal/platform/pg"
	"clinic/internal/platform/ratelimit"
	"clinic/internal/scheduling/booking"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/scheduling/noshow"
	"clinic/internal/scheduling/waitlist"
	"clinic/internal/tenancy"
	"clinic/internal/webhooks"
	"clinic/internal/wire"
	"clinic/migrations"
	"clinic/resolvers"
	"clinic/rest"
)

// Env holds connections shared by every test of a package.
type Env struct {
	Settings map[string]string // DATABASE_URL, DATABASE_OWNER_URL, REDIS_URL, NEO4J_* ...
	App      *pg.DB            // the service's role
	Owner    *pg.DB            // the owner role (migrations, operator commands)
	Redis    *redis.Client
	// EdgeRedis is the same Redis through the API's request-path client (ratelimit.NewClient:
	// short timeouts, no retries), the one the service itself uses for limits and usage counts.
	EdgeRedis *redis.Client
	Graph     *graphdb.Graph
	Operator  *tenancy.Service // on the owner role: creates tenants and keys
}

var (
	once   sync.Once
	shared *Env
	errEnv error
)

// RepoRoot returns the directory holding go.mod.
func RepoRoot() string {
	dir, _ := os.Getwd()
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Setup returns the shared Env, connecting and migrating on first use. It fails the test (never
// skips) when a service is missing: run make services, or make test which does it.
func Setup(tb testing.TB) *Env {
	tb.Helper()
	if _, err := connectOnce(); err != nil {
		tb.Fatalf("test services unavailable (run `make services`): %v", err)
	}
	return shared
}

func connectOnce() (*Env, error) {
	once.Do(func() { shared, errEnv = connect() })
	return shared, errEnv
}

func connect() (*Env, error) {
	ctx := context.Background()
	settings, err := envfile.Read(filepath.Join(RepoRoot(), ".local", "env"))
	if err != nil {
		return nil, err
	}
	for _, k := range []string{"DATABASE_URL", "DATABASE_OWNER_URL", "REDIS_URL", "NEO4J_URI", "NEO4J_USER", "NEO4J_PASSWORD"} {
		if v, ok := os.LookupEnv(k); ok {
			settings[k] = v
		}
	}
	e := &Env{Settings: settings}
	if e.Owner, err = pg.Open(ctx, settings["DATABASE_OWNER_URL"], 4); err != nil {
		return nil, err
	}
	if _, err := e.Owner.Migrate(ctx, migrations.Files); err != nil {
		return nil, err
	}
	if e.App, err = pg.Open(ctx, settings["DATABASE_URL"], 20); err != nil {
		return nil, err
	}
	opt, err := redis.ParseURL(settings["REDIS_URL"])
	if err != nil {
		return nil, err
	}
	e.Redis = redis.NewClient(opt)
	if err := e.Redis.Ping(ctx).Err(); err != nil {
		return nil, err
	}
	if e.EdgeRedis, err = ratelimit.NewClient(settings["REDIS_URL"]); err != nil {
		return nil, err
	}
	if e.Graph, err = graphdb.Open(settings["NEO4J_URI"], settings["NEO4J_USER"], settings["NEO4J_PASSWORD"], "neo4j"); err != nil {
		return nil, err
	}
	if err := knowledge.Migrate(ctx, e.Graph); err != nil {
		return nil, err
	}
	// Once per test process, so no test's first graph read pays for a Neo4j that has just started.
	if _, err := e.Knowledge(time.Minute, nil).Warm(ctx); err != nil {
		return nil, err
	}
	e.Operator = tenancy.NewService(e.Owner, e.Redis)
	return e, nil
}

// Knowledge returns the knowledge service over the test Postgres and g (nil: the real Neo4j),
// reads bounded by timeout (0: 5 s).
func (e *Env) Knowledge(timeout time.Duration, g *graphdb.Graph) *knowledge.Service {
	if g == nil {
		g = e.Graph
	}
	if timeout == 0 {
		timeout = 5 * time.Second
	}
	return knowledge.NewService(e.App, g, timeout)
}

// Tenant is a fresh tenant with a key that holds every permission.
type Tenant struct {
	ID  uuid.UUID
	Key string
}

// NewTenant creates a fresh tenant, so tests never share data and can run in parallel.
func (e *Env) NewTenant(tb testing.TB) Tenant {
	tb.Helper()
	t, _, secret, err := e.Operator.CreateTenant(context.Background(), "test "+tb.Name())
	if err != nil {
		tb.Fatalf("create tenant: %v", err)
	}
	return Tenant{ID: t.ID, Key: secret}
}

// NewKey creates a key of tenant with exactly perms and returns its secret and id.
func (e *Env) NewKey(tb testing.TB, tenant uuid.UUID, perms ...tenancy.Permission) (string, uuid.UUID) {
	tb.Helper()
	k, secret, err := e.Operator.CreateKey(context.Background(), tenant, "test", perms)
	if err != nil {
		tb.Fatalf("create key: %v", err)
	}
	return secret, k.ID
}

// ServerOptions adjust the API under test.
type ServerOptions struct {
	RateLimit   int           // requests per minute per key; default 10000
	BodyLimit   int64         // default 1 MiB
	Checks      []rest.Check  // default: the real postgres, redis and neo4j checks
	Log         *slog.Logger  // default: discards
	Redis       *redis.Client // rate limits and usage counts; default: Env.EdgeRedis
	SLA         time.Duration // document processing SLA; default 5 minutes
	UploadLimit int64         // transport cap of uploads; default the API's
	// Documents serves the document endpoints; default: Env.Documents with SLA.
	Documents *documents.Service
	// Webhooks serves the webhook endpoints; default: WebhookService(WebhookConfig()).
	Webhooks *webhooks.Service
	// Speech is the speech-to-text provider of voice scheduling; default none (voice answers 503).
	Speech speech.Transcriber
	// LLM is the language model of the clinical endpoints; default none (the deterministic engines).
	LLM llm.Model
	// WaitlistHold is how long a freed slot is held for a waitlist entry; default 2 hours.
	WaitlistHold time.Duration
	// Graph serves the knowledge endpoints; default: the real Neo4j.
	Graph *graphdb.Graph
	// GraphTimeout bounds a knowledge read; default 5 s.
	GraphTimeout time.Duration
	// AuthFailures per client address per minute; default 20 (the service's default).
	AuthFailures int
	// TrustedProxies whose X-Forwarded-For is believed; default none.
	TrustedProxies []netip.Prefix
	// KeyCacheTTL > 0 turns the key cache on, with its revocation watcher, as the service runs.
	KeyCacheTTL time.Duration
	// App is the app-role pool every service reads through; default Env.App (a test that counts
	// statements passes one opened with pg.OpenTraced).
	App *pg.DB
	// GraphQLMaxDepth and GraphQLMaxComplexity: default the resolvers' limits.
	GraphQLMaxDepth      int
	GraphQLMaxComplexity int
	// MaxConcurrentUploads, BodyReadWindow, BodyMinBytes: default the API's.
	MaxConcurrentUploads int
	BodyReadWindow       time.Duration
	BodyMinBytes         int
	// OperatorToken guards /metrics and /ops; default none (closed: 401 to everyone).
	OperatorToken string
	// Metrics is the registry /metrics serves; default a fresh one with the test pools (ops.go).
	Metrics *metrics.Registry
	// OpsQueueDB > 0 is the Redis database of the queues /metrics counts and asynqmon shows at
	// /ops/queues; default none (no queue figures, /ops/queues answers 503).
	OpsQueueDB int
	// AdminIdleTimeout and AdminMaxAge bound admin panel sessions; default the panel's.
	AdminIdleTimeout, AdminMaxAge time.Duration
}

// Server starts the full REST handler over the real services.
func (e *Env) Server(tb testing.TB, opt ServerOptions) *Client {
	tb.Helper()
	db := opt.App
	if db == nil {
		db = e.App
	}
	if opt.RateLimit == 0 {
		opt.RateLimit = 10000
	}
	if opt.Log == nil {
		opt.Log = slog.New(slog.NewJSONHandler(io.Discard, nil))
	}
	if opt.Checks == nil {
		opt.Checks = []rest.Check{
			{Name: "postgres", Ping: db.Ping, Ready: true},
			{Name: "redis", Ping: func(ctx context.Context) error { return e.Redis.Ping(ctx).Err() }, Ready: true},
			{Name: "neo4j", Ping: e.Graph.Ping},
		}
	}
	if opt.Redis == nil {
		opt.Redis = e.EdgeRedis
	}
	if opt.SLA == 0 {
		opt.SLA = 5 * time.Minute
	}
	if opt.Documents == nil {
		opt.Documents = e.Documents(tb, opt.SLA, opt.Log)
	}
	if opt.Webhooks == nil {
		opt.Webhooks = e.WebhookService(WebhookConfig())
	}
	if opt.AuthFailures == 0 {
		opt.AuthFailures = rest.DefaultAuthFailuresPerMinute
	}
	// Every test server has its own failure budget: tests all come from 127.0.0.1.
	authFailures := ratelimit.New(opt.Redis, opt.AuthFailures, time.Minute)
	authFailures.Prefix = uuid.NewString() + ":"
	keys := tenancy.NewService(db, opt.Redis)
	if opt.KeyCacheTTL > 0 {
		keys.CacheKeys(opt.KeyCacheTTL)
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { defer close(done); keys.WatchRevocations(ctx) }()
		tb.Cleanup(func() { cancel(); <-done })
		deadline := time.Now().Add(10 * time.Second)
		for !keys.CacheLive() && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
	}
	wl := waitlist.NewService(db, opt.WaitlistHold)
	cal, book, pats := calendar.NewService(db), booking.NewService(db).WithWaitlist(wl), patients.NewService(db)
	know := e.Knowledge(opt.GraphTimeout, opt.Graph)
	drugSvc := drugs.NewService(db, wire.PatientFacts{Knowledge: know})
	consults := consultations.NewService(db, opt.LLM)
	consults.WithGraph(wire.ConsultationNotes{Knowledge: know, Consultations: consults, Patients: patients.NewService(db)})
	h := rest.New(rest.Deps{
		Log: opt.Log, Tenancy: keys, Patients: pats, Doctors: doctors.NewService(db), Calendar: cal, Booking: book,
		Waitlist: wl, NoShow: noshow.NewService(db), Webhooks: opt.Webhooks, Limiter: ratelimit.New(opt.Redis, opt.RateLimit, time.Minute),
		Language: language.NewService(wire.Scheduling{Calendar: cal, Booking: book, Patients: pats}).
			WithConversations(e.Redis, 24*time.Hour).WithSpeech(opt.Speech),
		Checks: opt.Checks, BodyLimit: opt.BodyLimit, Version: "test",
		Documents: opt.Documents, UploadLimit: opt.UploadLimit, Knowledge: know,
		Drugs:         drugSvc,
		Prescriptions: prescriptions.NewService(db, wire.PatientFacts{Knowledge: know}, drugSvc).WithModel(opt.LLM),
		Consultations: consults,
		Chat:          chat.NewService(db, wire.ChatRecords{Knowledge: know, Documents: opt.Documents}, opt.LLM),
		GraphQL: resolvers.NewHandler(resolvers.Deps{Log: opt.Log, Patients: pats, Calendar: cal, Booking: book,
			Documents: opt.Documents, Knowledge: know}, resolvers.Options{RequestID: rest.RequestIDFrom,
			MaxDepth: opt.GraphQLMaxDepth, MaxComplexity: opt.GraphQLMaxComplexity}),
		AuthFailures: authFailures, TrustedProxies: opt.TrustedProxies,
		MaxConcurrentUploads: opt.MaxConcurrentUploads, BodyReadWindow: opt.BodyReadWindow, BodyMinBytes: opt.BodyMinBytes,
		OperatorToken: opt.OperatorToken, Metrics: e.opsMetrics(tb, opt), QueueUI: e.opsQueueUI(tb, opt),
		AdminSessions: e.Redis, AdminIdleTimeout: opt.AdminIdleTimeout, AdminMaxAge: opt.AdminMaxAge,
	})
	srv := httptest.NewServer(h)
	tb.Cleanup(srv.Close)
	return &Client{URL: srv.URL, HTTP: srv.Client()}
}

// Client calls the API under test.
type Client struct {
	URL  string
	HTTP *http.Client
}

// Response is a fully read response.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// Do sends a request with key as x-api-key (none when empty); body is JSON-encoded unless it is
// a string or []byte, sent as is. Extra headers come as "Name: value".
func (c *Client) Do(tb testing.TB, method, path, key string, body any, headers ...string) *Response {
	tb.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		r = strings.NewReader(b)
	case []byte:
		r = bytes.NewReader(b)
	default:
		j, err := json.Marshal(b)
		if err != nil {
			tb.Fatal(err)
		}
		r = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, c.URL+path, r)
	if err != nil {
		tb.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("x-api-key", key)
	}
	for _, h := range headers {
		k, v, _ := strings.Cut(h, ":")
		req.Header.Set(strings.TrimSpace(k), strings.TrimSpace(v))
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		tb.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		tb.Fatal(err)
	}
	return &Response{Status: resp.StatusCode, Header: resp.Header, Body: b}
}

// JSON decodes the body as an object.
func (r *Response) JSON(tb testing.TB) map[string]any {
	tb.Helper()
	var m map[string]any
	if err := json.Unmarshal(r.Body, &m); err != nil {
		tb.Fatalf("body is not a JSON object: %v: %s", err, r.Body)
	}
	return m
}

// Expect fails the test unless the status is want; it returns r for chaining.
func (r *Response) Expect(tb testing.TB, want int) *Response {
	tb.Helper()
	if r.Status != want {
		tb.Fatalf("status %d, want %d; body: %s", r.Status, want, r.Body)
	}
	return r
}
