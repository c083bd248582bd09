package main

import (
	"fmt"
	"net/netip"
	"os"
	"strconv"
	"strings"
	"time"

	"clinic/internal/platform/envfile"
	"clinic/internal/platform/metrics"
	"clinic/internal/webhooks"
)

// config is every setting of the binary, parsed once here; nothing below cmd reads the environment.
type config struct {
	DatabaseURL       string
	DatabaseOwnerURL  string
	DatabaseMaxConns  int32
	RedisURL          string
	Neo4jURI          string
	Neo4jUser         string
	Neo4jPassword     string
	Neo4jDatabase     string
	HTTPAddr          string
	AdminAddr         string
	RateLimit         int
	MaxBodyBytes      int64
	LogLevel          string
	ShutdownTimeout   time.Duration
	KeyUsageFlush     time.Duration
	WorkerConcurrency int
	OCRTimeout        time.Duration
	StorageDir        string
	MaxUploadBytes    int64
	DocumentSweep     time.Duration
	TrustedProxies    []netip.Prefix
	AuthFailures      int
	KeyCacheTTL       time.Duration
	MaxUploads        int
	BodyMinBytes      int
	BodyReadWindow    time.Duration
	Webhooks          webhooks.Config
	WebhookPoll       time.Duration
	WaitlistHold      time.Duration
	ConversationTTL   time.Duration
	STT               sttConfig
	LLM               llmConfig
	OperatorToken     string
}

// setting documents one environment variable; README's configuration table mirrors this list.
type setting struct {
	name, def, meaning string
	apply              func(c *config, v string) error
}

var settings = []setting{
	{"DATABASE_URL", "postgres://clinic_app@127.0.0.1:5432/clinic?sslmode=disable", "Postgres URL of the service's role (clinic_app: owns nothing, cannot bypass row-level security)",
		func(c *config, v string) error { c.DatabaseURL = v; return nil }},
	{"DATABASE_OWNER_URL", "postgres://clinic_owner@127.0.0.1:5432/clinic?sslmode=disable", "Postgres URL of the owner role; used only by `clinic migrate` and the tenant/key commands",
		func(c *config, v string) error { c.DatabaseOwnerURL = v; return nil }},
	{"DATABASE_MAX_CONNS", "20", "Connections in the service's Postgres pool",
		func(c *config, v string) error {
			n, err := strconv.ParseInt(v, 10, 32) // int32 in pgx: larger values must not wrap
			c.DatabaseMaxConns = int32(n)
			return positive(int(n), err)
		}},
	{"REDIS_URL", "redis://127.0.0.1:6379/0", "Redis URL (queues, rate limits, key usage counts)",
		func(c *config, v string) error { c.RedisURL = v; return nil }},
	{"NEO4J_URI", "bolt://127.0.0.1:7687", "Neo4j Bolt URI",
		func(c *config, v string) error { c.Neo4jURI = v; return nil }},
	{"NEO4J_USER", "neo4j", "Neo4j user",
		func(c *config, v string) error { c.Neo4jUser = v; return nil }},
	{"NEO4J_PASSWORD", "", "Neo4j password (make services generates one into .local/env)",
		func(c *config, v string) error { c.Neo4jPassword = v; return nil }},
	{"NEO4J_DATABASE", "neo4j", "Neo4j database every session names",
		func(c *config, v string) error { c.Neo4jDatabase = v; return nil }},
	{"SERVICE_HTTP_ADDR", "127.0.0.1:8080", "Address of the API (clinic serve)",
		func(c *config, v string) error { c.HTTPAddr = v; return nil }},
	{"SERVICE_ADMIN_ADDR", "127.0.0.1:8081", "Address of the worker's `/metrics` (Prometheus, behind SERVICE_OPERATOR_TOKEN); keep it private. The queue UI is the API's `/ops/queues`",
		func(c *config, v string) error { c.AdminAddr = v; return nil }},
	{"SERVICE_RATE_LIMIT_PER_MINUTE", "600", "Requests per minute allowed to each API key",
		func(c *config, v string) error { n, err := strconv.Atoi(v); c.RateLimit = n; return positive(n, err) }},
	{"SERVICE_MAX_BODY_BYTES", "1048576", "Largest JSON request body accepted; larger gets 413 before parsing",
		func(c *config, v string) error {
			n, err := strconv.ParseInt(v, 10, 64)
			c.MaxBodyBytes = n
			return positive(int(n), err)
		}},
	{"SERVICE_LOG_LEVEL", "info", "debug, info, warn or error",
		func(c *config, v string) error { c.LogLevel = v; return nil }},
	{"SERVICE_SHUTDOWN_TIMEOUT", "20s", "Time given to in-flight requests and tasks on shutdown",
		func(c *config, v string) (err error) { c.ShutdownTimeout, err = time.ParseDuration(v); return err }},
	{"SERVICE_KEY_USAGE_FLUSH_INTERVAL", "1m", "How often the worker moves per-key request counts from Redis to Postgres",
		func(c *config, v string) (err error) { c.KeyUsageFlush, err = time.ParseDuration(v); return err }},
	{"SERVICE_OCR_PROCESSING_TIMEOUT", "300", "Document processing SLA in seconds, fixed per document at upload; clamped to 60–1800. Unfinished documents then fail with `processing timeout`",
		func(c *config, v string) error {
			n, err := strconv.Atoi(v)
			c.OCRTimeout = time.Duration(min(max(n, 60), 1800)) * time.Second
			return err
		}},
	{"SERVICE_STORAGE_DIR", ".local/documents", "Directory of uploaded files (blob store), shared by clinic serve and clinic worker",
		func(c *config, v string) error { c.StorageDir = v; return nil }},
	{"SERVICE_MAX_UPLOAD_BYTES", "42991616", "Transport cap of an upload body (file + form); larger gets 413 before parsing. Keep it above the 40 MB file limit",
		func(c *config, v string) error {
			n, err := strconv.ParseInt(v, 10, 64)
			c.MaxUploadBytes = n
			return positive(int(n), err)
		}},
	{"SERVICE_DOCUMENT_SWEEP_INTERVAL", "30s", "How often the worker fails documents past the SLA and re-queues jobs left behind",
		func(c *config, v string) (err error) {
			c.DocumentSweep, err = time.ParseDuration(v)
			return positive(int(c.DocumentSweep), err)
		}},
	{"SERVICE_TRUSTED_PROXIES", "", "Comma-separated CIDRs of the reverse proxies whose `X-Forwarded-For` names the client address (rightmost address not in the list). Empty: the peer address is the client, the header is ignored",
		func(c *config, v string) error { var err error; c.TrustedProxies, err = parsePrefixes(v); return err }},
	{"SERVICE_AUTH_FAILURES_PER_MINUTE", "20", "Failed authentications allowed per client address per minute (burst included); beyond, 429 with Retry-After before any key lookup",
		func(c *config, v string) error {
			n, err := strconv.Atoi(v)
			c.AuthFailures = n
			return positive(n, err)
		}},
	{"SERVICE_KEY_CACHE_TTL", "60s", "How long an authenticated key is trusted from memory; revocations reach every instance at once over Redis pub/sub, this bounds a missed one",
		func(c *config, v string) (err error) {
			c.KeyCacheTTL, err = time.ParseDuration(v)
			return positive(int(c.KeyCacheTTL), err)
		}},
	{"SERVICE_MAX_CONCURRENT_UPLOADS", "4", "Uploads in flight per API key per API instance; beyond, 429 with Retry-After",
		func(c *config, v string) error { n, err := strconv.Atoi(v); c.MaxUploads = n; return positive(n, err) }},
	{"SERVICE_BODY_MIN_BYTES", "1024", "A request body (an upload, JSON) must send at least this many bytes in every SERVICE_BODY_READ_WINDOW, else it is cut off (408)",
		func(c *config, v string) error {
			n, err := strconv.Atoi(v)
			c.BodyMinBytes = n
			return positive(n, err)
		}},
	{"SERVICE_BODY_READ_WINDOW", "30s", "See SERVICE_BODY_MIN_BYTES",
		func(c *config, v string) (err error) {
			c.BodyReadWindow, err = time.ParseDuration(v)
			return positive(int(c.BodyReadWindow), err)
		}},
	{"SERVICE_WEBHOOK_RETRY_SCHEDULE", "10s,1m,5m,30m,2h,5h,8h,8h", "Delays before each retry of a failed webhook attempt (comma-separated, 1 to 20 of them, each 1s to 24h; each is jittered by up to ±10 %). After the last retry fails the delivery is a dead letter. The default makes 9 attempts over about 24 h",
		func(c *config, v string) (err error) { c.Webhooks.RetrySchedule, err = parseSchedule(v); return err }},
	{"SERVICE_WEBHOOK_DEACTIVATE_AFTER", "72h", "A webhook subscription whose deliveries have all failed for this long is deactivated (with the reason) and its pending deliveries become dead letters",
		func(c *config, v string) (err error) {
			c.Webhooks.DeactivateAfter, err = time.ParseDuration(v)
			return positive(int(c.Webhooks.DeactivateAfter), err)
		}},
	{"SERVICE_WEBHOOK_ALLOW_LOOPBACK", "false", "`true` accepts webhook targets on http(s)://127.0.0.1 and http(s)://[::1] (development, tests; `make run` sets it). Every other private, link-local or reserved range stays refused, checked on the resolved address at every attempt",
		func(c *config, v string) (err error) {
			c.Webhooks.AllowLoopback, err = strconv.ParseBool(v)
			return err
		}},
	{"SERVICE_WEBHOOK_RETENTION", "720h", "Outbox events already fanned out, and finished webhook deliveries (dead letters included) with their attempts, are deleted after this long",
		func(c *config, v string) (err error) {
			c.Webhooks.Retention, err = time.ParseDuration(v)
			return positive(int(c.Webhooks.Retention), err)
		}},
	{"SERVICE_WEBHOOK_POLL_INTERVAL", "500ms", "How often each worker turns new events into webhook deliveries and queues the attempts that are due",
		func(c *config, v string) (err error) {
			c.WebhookPoll, err = time.ParseDuration(v)
			return positive(int(c.WebhookPoll), err)
		}},
	{"SERVICE_STT_URL", "", "Base URL of the speech-to-text provider of voice scheduling (OpenAI transcription API: POST <url>/v1/audio/transcriptions). Empty: voice answers 503. `make stt` runs the local one and sets it in .local/env",
		func(c *config, v string) error { c.STT.URL = v; return nil }},
	{"SERVICE_STT_MODEL", "whisper-1", "Model name sent to the speech-to-text provider",
		func(c *config, v string) error { c.STT.Model = v; return nil }},
	{"SERVICE_STT_API_KEY", "", "Bearer token for the speech-to-text provider (hosted APIs); empty for the local one",
		func(c *config, v string) error { c.STT.APIKey = v; return nil }},
	{"SERVICE_STT_TIMEOUT", "60s", "Longest wait for one transcription",
		func(c *config, v string) (err error) {
			c.STT.Timeout, err = time.ParseDuration(v)
			return positive(int(c.STT.Timeout), err)
		}},
	{"SERVICE_LLM_URL", "", "Base URL of the language model of the clinical endpoints (OpenAI chat-completions API: POST <url>/v1/chat/completions; hosted APIs, Ollama, vLLM, llama.cpp). Empty: off, the deterministic engines answer",
		func(c *config, v string) error { c.LLM.URL = v; return nil }},
	{"SERVICE_LLM_MODEL", "", "Model name sent to the language model (required with SERVICE_LLM_URL)",
		func(c *config, v string) error { c.LLM.Model = v; return nil }},
	{"SERVICE_LLM_API_KEY", "", "Bearer token for the language model (hosted APIs); empty for a local one",
		func(c *config, v string) error { c.LLM.APIKey = v; return nil }},
	{"SERVICE_LLM_TIMEOUT", "60s", "Longest wait for one completion",
		func(c *config, v string) (err error) {
			c.LLM.Timeout, err = time.ParseDuration(v)
			return positive(int(c.LLM.Timeout), err)
		}},
	{"SERVICE_CONVERSATION_TTL", "24h", "How long a booking conversation (per patient and channel) is kept after its last message",
		func(c *config, v string) (err error) {
			c.ConversationTTL, err = time.ParseDuration(v)
			return positive(int(c.ConversationTTL), err)
		}},
	{"SERVICE_WAITLIST_HOLD", "2h", "How long a freed slot offered to a waitlist entry is held for its patient (at most until the slot starts); then the next entry gets it",
		func(c *config, v string) (err error) {
			c.WaitlistHold, err = time.ParseDuration(v)
			return positive(int(c.WaitlistHold), err)
		}},
	{"SERVICE_OPERATOR_TOKEN", "", "Operator token (at least 32 characters) for `/metrics` of the API and the worker and for `/ops` (sign-in, asynqmon at `/ops/queues`), sent as `Authorization: Bearer <token>`. Empty: closed, 401 to everyone. `make run` generates one into .local/operator-token and prints it",
		func(c *config, v string) error {
			if v != "" && len(v) < metrics.MinTokenLength {
				return fmt.Errorf("must be at least %d characters (or empty: closed)", metrics.MinTokenLength)
			}
			c.OperatorToken = v
			return nil
		}},
	{"WORKER_CONCURRENCY", "4", "Tasks one worker process runs at once",
		func(c *config, v string) error {
			n, err := strconv.Atoi(v)
			c.WorkerConcurrency = n
			return positive(n, err)
		}},
}

// parsePrefixes reads a comma-separated list of CIDRs (a bare address is a /32 or /128).
func parsePrefixes(v string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(v, ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		p, err := netip.ParsePrefix(f)
		if err != nil {
			a, aerr := netip.ParseAddr(f)
			if aerr != nil {
				return nil, fmt.Errorf("%q is not a CIDR or an address", f)
			}
			p = netip.PrefixFrom(a, a.BitLen())
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

// parseSchedule reads a comma-separated list of delays.
func parseSchedule(v string) ([]time.Duration, error) {
	var out []time.Duration
	for _, f := range strings.Split(v, ",") {
		d, err := time.ParseDuration(strings.TrimSpace(f))
		if err != nil {
			return nil, err
		}
		if d < time.Second || d > 24*time.Hour {
			return nil, fmt.Errorf("each delay must be 1s to 24h")
		}
		out = append(out, d)
	}
	if len(out) > 20 {
		return nil, fmt.Errorf("at most 20 delays")
	}
	return out, nil
}

func positive(n int, err error) error {
	if err != nil {
		return err
	}
	if n <= 0 {
		return fmt.Errorf("must be positive")
	}
	return nil
}

// loadConfig reads each setting from the environment, else from envFile (KEY=value lines written
// by make services; missing file is fine), else its default.
func loadConfig(envFile string) (config, error) {
	file, err := envfile.Read(envFile)
	if err != nil {
		return config{}, err
	}
	var c config
	for _, s := range settings {
		v, ok := os.LookupEnv(s.name)
		if !ok {
			v, ok = file[s.name]
		}
		if !ok {
			v = s.def
		}
		if err := s.apply(&c, v); err != nil {
			if isSecret(s.name) { // a secret is never echoed into logs, even a wrong one
				return config{}, fmt.Errorf("%s: %w", s.name, err)
			}
			return config{}, fmt.Errorf("%s=%q: %w", s.name, v, err)
		}
	}
	if c.LLM.URL != "" && c.LLM.Model == "" {
		return config{}, fmt.Errorf("SERVICE_LLM_URL is set without SERVICE_LLM_MODEL")
	}
	return c, nil
}

// isSecret reports a setting whose value must not be printed.
func isSecret(name string) bool {
	return strings.HasSuffix(name, "_TOKEN") || strings.HasSuffix(name, "_PASSWORD") || strings.HasSuffix(name, "_API_KEY")
}

// llmConfig is the language model of the clinical endpoints (off when URL is empty).
type llmConfig struct {
	URL, Model, APIKey string
	Timeout            time.Duration
}

// sttConfig is the speech-to-text provider of voice scheduling.
type sttConfig struct {
	URL, Model, APIKey string
	Timeout            time.Duration
}
