package main

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"clinic/internal/clinical/drugs"
	"clinic/internal/platform/envfile"
	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
	"clinic/internal/testkit"
	"clinic/internal/webhooks"
	"clinic/migrations"
)

// The commands print to os.Stdout and read the process environment, so these tests swap
// os.Stdout and use t.Setenv: none of them runs in parallel.

var secretFormat = regexp.MustCompile(`^clk_[0-9A-Za-z]{43}$`)

// serviceVars are the settings that point the binary at the local services.
var serviceVars = []string{"DATABASE_URL", "DATABASE_OWNER_URL", "REDIS_URL", "NEO4J_URI", "NEO4J_USER", "NEO4J_PASSWORD"}

// useServices points run at the services of make services (the repository's .local/env; a real
// environment variable wins, as in testkit) and returns the shared test environment.
func useServices(t *testing.T) *testkit.Env {
	t.Helper()
	env := testkit.Setup(t)
	file, err := envfile.Read(filepath.Join(testkit.RepoRoot(), ".local", "env"))
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range serviceVars {
		if _, set := os.LookupEnv(k); !set {
			t.Setenv(k, file[k])
		}
	}
	return env
}

// clearSettings removes every setting of the binary from the environment for the test.
func clearSettings(t *testing.T) {
	t.Helper()
	for _, s := range settings {
		t.Setenv(s.name, "") // restores the original value after the test
		if err := os.Unsetenv(s.name); err != nil {
			t.Fatal(err)
		}
	}
}

// runCLI runs the binary's run with args and returns what it wrote to stdout and stderr.
func runCLI(t *testing.T, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	dir := t.TempDir()
	outF, e1 := os.Create(filepath.Join(dir, "stdout"))
	errF, e2 := os.Create(filepath.Join(dir, "stderr"))
	if e1 != nil || e2 != nil {
		t.Fatal(e1, e2)
	}
	oldOut, oldErr := os.Stdout, os.Stderr
	os.Stdout, os.Stderr = outF, errF
	func() {
		defer func() { os.Stdout, os.Stderr = oldOut, oldErr }()
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		err = run(ctx, args)
	}()
	outF.Close()
	errF.Close()
	o, e1 := os.ReadFile(outF.Name())
	e, e2 := os.ReadFile(errF.Name())
	if e1 != nil || e2 != nil {
		t.Fatal(e1, e2)
	}
	return string(o), string(e), err
}

// jsonLines decodes every line of out as one JSON object.
func jsonLines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var lines []map[string]any
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if l == "" {
			continue
		}
		d := json.NewDecoder(strings.NewReader(l))
		d.UseNumber()
		var m map[string]any
		if err := d.Decode(&m); err != nil {
			t.Fatalf("output line is not a JSON object: %v: %q", err, l)
		}
		lines = append(lines, m)
	}
	return lines
}

// oneLine decodes out, which must be exactly one JSON object on one line.
func oneLine(t *testing.T, out string) map[string]any {
	t.Helper()
	if strings.Count(out, "\n") != 1 || !strings.HasSuffix(out, "\n") {
		t.Fatalf("want exactly one line of output, got %q", out)
	}
	return jsonLines(t, out)[0]
}

func keysOf(m map[string]any) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func assertKeys(t *testing.T, what string, m map[string]any, want ...string) {
	t.Helper()
	slices.Sort(want)
	if got := keysOf(m); !slices.Equal(got, want) {
		t.Errorf("%s has fields %v, want exactly %v", what, got, want)
	}
}

func str(t *testing.T, m map[string]any, k string) string {
	t.Helper()
	s, ok := m[k].(string)
	if !ok {
		t.Fatalf("field %s = %#v, want a string", k, m[k])
	}
	return s
}

func uuidField(t *testing.T, m map[string]any, k string) uuid.UUID {
	t.Helper()
	id, err := uuid.Parse(str(t, m, k))
	if err != nil {
		t.Fatalf("field %s = %q is not a uuid", k, m[k])
	}
	return id
}

func strings2(v any) []string {
	arr, _ := v.([]any)
	out := []string{}
	for _, x := range arr {
		s, _ := x.(string)
		out = append(out, s)
	}
	return out
}

func allPermissionNames() []string {
	out := make([]string, len(tenancy.AllPermissions))
	for i, p := range tenancy.AllPermissions {
		out[i] = string(p)
	}
	return out
}

func permNames(ps []tenancy.Permission) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = string(p)
	}
	return out
}

// createTenant runs `clinic tenant create` and returns the tenant id and its secret.
func createTenant(t *testing.T, name string) (uuid.UUID, string) {
	t.Helper()
	out, _, err := runCLI(t, "tenant", "create", "--name", name)
	if err != nil {
		t.Fatalf("tenant create: %v", err)
	}
	m := oneLine(t, out)
	assertKeys(t, "tenant create output", m, "tenant_id", "api_key")
	secret := str(t, m, "api_key")
	if !secretFormat.MatchString(secret) {
		t.Errorf("api_key %q does not match %s", secret, secretFormat)
	}
	return uuidField(t, m, "tenant_id"), secret
}

// listKeys runs `clinic key list` for tenant and checks the shape of every line.
func listKeys(t *testing.T, tenant uuid.UUID, secrets ...string) []map[string]any {
	t.Helper()
	out, _, err := runCLI(t, "key", "list", "--tenant", tenant.String())
	if err != nil {
		t.Fatalf("key list: %v", err)
	}
	for _, s := range secrets {
		sum := sha256.Sum256([]byte(s))
		for what, leak := range map[string]string{
			"the secret": s, "the secret's random part": strings.TrimPrefix(s, "clk_"),
			"its hex SHA-256": hex.EncodeToString(sum[:]), "its base64 SHA-256": base64.StdEncoding.EncodeToString(sum[:]),
		} {
			if strings.Contains(out, leak) {
				t.Errorf("key list shows %s: %s", what, out)
			}
		}
	}
	lines := jsonLines(t, out)
	for i, l := range lines {
		assertKeys(t, "key list line", l, "key_id", "name", "prefix", "permissions", "created_at",
			"last_used_at", "revoked_at", "request_count")
		created, err := time.Parse(time.RFC3339Nano, str(t, l, "created_at"))
		if err != nil || !strings.HasSuffix(str(t, l, "created_at"), "Z") {
			t.Errorf("line %d: created_at %v is not RFC 3339 UTC (%v)", i, l["created_at"], err)
		} else if time.Since(created) > time.Hour || time.Until(created) > time.Minute {
			t.Errorf("line %d: created_at %v is not now", i, created)
		}
		for _, k := range []string{"last_used_at", "revoked_at"} {
			if l[k] == nil {
				continue
			}
			if s, ok := l[k].(string); !ok || !strings.HasSuffix(s, "Z") {
				t.Errorf("line %d: %s = %#v, want null or an RFC 3339 UTC time", i, k, l[k])
			} else if _, err := time.Parse(time.RFC3339Nano, s); err != nil {
				t.Errorf("line %d: %s: %v", i, k, err)
			}
		}
	}
	return lines
}

func TestTenantCreate(t *testing.T) {
	env := useServices(t)
	ctx := context.Background()
	name := "Clínica São João " + uuid.NewString()
	id, secret := createTenant(t, name)
	id2, secret2 := createTenant(t, name+" (2)")
	if id == id2 || secret == secret2 || secret[:12] == secret2[:12] {
		t.Errorf("two tenants share an id or key: %s %s / %s %s", id, secret[:12], id2, secret2[:12])
	}

	// The tenant exists under that name and its key authenticates with every permission.
	var stored string
	if err := env.Owner.Operator(ctx, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, "select name from tenants where id = $1", id).Scan(&stored)
	}); err != nil {
		t.Fatalf("read tenant back: %v", err)
	}
	if stored != name {
		t.Errorf("tenant name %q, want %q", stored, name)
	}
	svc := tenancy.NewService(env.App, env.Redis)
	p, err := svc.Authenticate(ctx, secret)
	if err != nil {
		t.Fatalf("authenticate the printed key: %v", err)
	}
	if p.TenantID != id || !slices.Equal(permNames(p.Permissions), allPermissionNames()) {
		t.Errorf("principal %+v, want tenant %s with every permission", p, id)
	}

	for _, args := range [][]string{
		{"tenant"},
		{"tenant", "delete", "--name", "x"},
		{"tenant", "create"},                                     // no name
		{"tenant", "create", "--name", ""},                       // empty name
		{"tenant", "create", "--nme", "x"},                       // unknown flag
		{"tenant", "create", "--name", strings.Repeat("x", 256)}, // too long
	} {
		out, _, err := runCLI(t, args...)
		if err == nil {
			t.Errorf("%q: no error", args)
		}
		if out != "" {
			t.Errorf("%q printed %q", args, out)
		}
	}
}

func TestKeyCommands(t *testing.T) {
	env := useServices(t)
	ctx := context.Background()
	svc := tenancy.NewService(env.App, env.Redis)
	tenant, initial := createTenant(t, "keys "+uuid.NewString())

	out, _, err := runCLI(t, "key", "create", "--tenant", tenant.String(),
		"--permissions", "patients:read, scheduling:write,patients:read", "--name", "front desk")
	if err != nil {
		t.Fatalf("key create: %v", err)
	}
	created := oneLine(t, out)
	assertKeys(t, "key create output", created, "key_id", "api_key", "name", "prefix", "permissions")
	keyID, secret := uuidField(t, created, "key_id"), str(t, created, "api_key")
	if !secretFormat.MatchString(secret) || secret == initial {
		t.Errorf("api_key %q: want a fresh key matching %s", secret, secretFormat)
	}
	if created["prefix"] != secret[:12] || created["name"] != "front desk" {
		t.Errorf("prefix %v, name %v; want %q, \"front desk\"", created["prefix"], created["name"], secret[:12])
	}
	wantPerms := []string{"patients:read", "scheduling:write"}
	if got := strings2(created["permissions"]); !slices.Equal(got, wantPerms) {
		t.Errorf("permissions %v, want %v", got, wantPerms)
	}
	p, err := svc.Authenticate(ctx, secret)
	if err != nil {
		t.Fatalf("authenticate the new key: %v", err)
	}
	if p.TenantID != tenant || p.KeyID != keyID || !slices.Equal(permNames(p.Permissions), wantPerms) {
		t.Errorf("principal %+v, want key %s of %s with %v", p, keyID, tenant, wantPerms)
	}

	// Refused creations print nothing and create nothing.
	for _, c := range []struct {
		args []string
		want string // in the error
	}{
		{[]string{"--tenant", tenant.String(), "--permissions", "patients:read,doctors:read"}, "doctors:read"},
		{[]string{"--tenant", tenant.String(), "--permissions", "admin,superuser"}, "superuser"},
		{[]string{"--tenant", tenant.String(), "--permissions", ""}, "permissions"},
		{[]string{"--tenant", tenant.String()}, "permissions"},
		{[]string{"--tenant", "not-a-uuid", "--permissions", "admin"}, "--tenant"},
		{[]string{"--permissions", "admin"}, "--tenant"},
		{[]string{"--tenant", uuid.NewString(), "--permissions", "admin"}, "not found"},
		{[]string{"--tenant", tenant.String(), "--permissions", "admin", "--bogus"}, "bogus"},
	} {
		out, _, err := runCLI(t, append([]string{"key", "create"}, c.args...)...)
		if err == nil || !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(c.want)) {
			t.Errorf("key create %q: err = %v, want one naming %q", c.args, err, c.want)
		}
		if out != "" {
			t.Errorf("key create %q printed %q", c.args, out)
		}
	}
	if _, _, err := runCLI(t, "key", "create", "--tenant", uuid.NewString(), "--permissions", "admin"); errs.KindOf(err) != errs.NotFound {
		t.Errorf("key create for an unknown tenant: kind %v (%v), want NotFound", errs.KindOf(err), err)
	}

	// Three uses of the new key, counted in Redis until a flush, show up in the list. (A flush by
	// another test binary may be running; ListKeys can double-count during one, so retry.)
	for range 3 {
		if err := svc.RecordUse(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	var lines []map[string]any
	for attempt := 0; ; attempt++ {
		lines = listKeys(t, tenant, initial, secret)
		if len(lines) == 2 && lines[1]["request_count"] == json.Number("3") || attempt == 5 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if len(lines) != 2 {
		t.Fatalf("key list printed %d lines, want 2 (the initial key and the new one): %v", len(lines), lines)
	}
	first, second := lines[0], lines[1]
	if first["name"] != "initial" || first["prefix"] != initial[:12] ||
		!slices.Equal(strings2(first["permissions"]), allPermissionNames()) {
		t.Errorf("first line %v, want the initial key (prefix %s, every permission)", first, initial[:12])
	}
	if first["request_count"] != json.Number("0") || first["last_used_at"] != nil || first["revoked_at"] != nil {
		t.Errorf("initial key: request_count %v, last_used_at %v, revoked_at %v; want 0, null, null",
			first["request_count"], first["last_used_at"], first["revoked_at"])
	}
	if uuidField(t, second, "key_id") != keyID || second["name"] != "front desk" || second["prefix"] != secret[:12] ||
		!slices.Equal(strings2(second["permissions"]), wantPerms) {
		t.Errorf("second line %v, want key %s", second, keyID)
	}
	if second["request_count"] != json.Number("3") || second["last_used_at"] == nil || second["revoked_at"] != nil {
		t.Errorf("new key: request_count %v, last_used_at %v, revoked_at %v; want 3, a time, null",
			second["request_count"], second["last_used_at"], second["revoked_at"])
	}

	// Another tenant's list shows only its own key.
	other, otherSecret := createTenant(t, "other "+uuid.NewString())
	if ol := listKeys(t, other, initial, secret); len(ol) != 1 || ol[0]["prefix"] != otherSecret[:12] {
		t.Errorf("other tenant's list %v, want only its initial key", ol)
	}

	// Revoke: printed, listed, and the key no longer authenticates; the other key still does.
	out, _, err = runCLI(t, "key", "revoke", keyID.String())
	if err != nil {
		t.Fatalf("key revoke: %v", err)
	}
	rev := oneLine(t, out)
	assertKeys(t, "key revoke output", rev, "key_id", "revoked")
	if uuidField(t, rev, "key_id") != keyID || rev["revoked"] != true {
		t.Errorf("key revoke printed %v", rev)
	}
	lines = listKeys(t, tenant, initial, secret)
	if len(lines) != 2 || lines[1]["revoked_at"] == nil || lines[0]["revoked_at"] != nil {
		t.Fatalf("after revoke the list is %v; want the new key revoked and the initial one not", lines)
	}
	revokedAt := lines[1]["revoked_at"]
	if _, err := svc.Authenticate(ctx, secret); !errors.Is(err, tenancy.ErrInvalidKey) {
		t.Errorf("authenticate a revoked key: err = %v, want ErrInvalidKey", err)
	}
	if p, err := svc.Authenticate(ctx, initial); err != nil || p.TenantID != tenant {
		t.Errorf("the initial key after revoking another: %+v, %v", p, err)
	}
	// Revoking twice is harmless and keeps the first revocation time.
	if _, _, err := runCLI(t, "key", "revoke", keyID.String()); err != nil {
		t.Errorf("revoke twice: %v", err)
	}
	if lines = listKeys(t, tenant); len(lines) != 2 || lines[1]["revoked_at"] != revokedAt {
		t.Errorf("after a second revoke revoked_at is %v, want %v", lines[1]["revoked_at"], revokedAt)
	}

	if _, _, err := runCLI(t, "key", "revoke", uuid.NewString()); errs.KindOf(err) != errs.NotFound {
		t.Errorf("revoke an unknown key: kind %v (%v), want NotFound", errs.KindOf(err), err)
	}
	for _, args := range [][]string{
		{"key"},
		{"key", "rotate", "--tenant", tenant.String()},
		{"key", "revoke"},
		{"key", "revoke", "not-a-uuid"},
		{"key", "revoke", keyID.String(), uuid.NewString()},
		{"key", "list"},
		{"key", "list", "--tenant", "not-a-uuid"},
	} {
		out, _, err := runCLI(t, args...)
		if err == nil {
			t.Errorf("%q: no error", args)
		}
		if out != "" {
			t.Errorf("%q printed %q", args, out)
		}
	}
}

func TestRunUsage(t *testing.T) {
	clearSettings(t)
	if _, _, err := runCLI(t); err == nil || !strings.Contains(err.Error(), "usage: clinic") {
		t.Errorf("no command: err = %v, want the usage", err)
	}
	if _, _, err := runCLI(t, "frobnicate"); err == nil || !strings.Contains(err.Error(), `unknown command "frobnicate"`) {
		t.Errorf("unknown command: err = %v", err)
	}
	out, _, err := runCLI(t, "config")
	if err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(rows) != len(settings) {
		t.Errorf("clinic config printed %d rows, want %d", len(rows), len(settings))
	}
	for i, s := range settings {
		if i < len(rows) && !strings.HasPrefix(rows[i], s.name+"\t"+s.def+"\t") {
			t.Errorf("config row %d = %q, want %s and its default %q", i, rows[i], s.name, s.def)
		}
	}
	// A bad setting stops every command that needs the configuration, naming the variable.
	t.Setenv("WORKER_CONCURRENCY", "0")
	if _, _, err := runCLI(t, "migrate"); err == nil || !strings.Contains(err.Error(), "WORKER_CONCURRENCY") {
		t.Errorf("migrate with WORKER_CONCURRENCY=0: err = %v", err)
	}
}

func TestMigrateIsIdempotent(t *testing.T) {
	env := useServices(t)
	for i := range 2 {
		if _, _, err := runCLI(t, "migrate"); err != nil {
			t.Fatalf("migrate run %d: %v", i+1, err)
		}
	}
	_, stderr, err := runCLI(t, "migrate")
	if err != nil {
		t.Fatal(err)
	}
	if stderr != "migrations applied: []\ngraph constraints and indexes in place\n" {
		t.Errorf("migrate on an up-to-date database says %q, want nothing applied", stderr)
	}
	res, err := neo4j.ExecuteQuery(context.Background(), env.Graph.Driver, "SHOW CONSTRAINTS YIELD name RETURN collect(name)",
		nil, neo4j.EagerResultTransformer, neo4j.ExecuteQueryWithDatabase(env.Graph.Database))
	if err != nil {
		t.Fatal(err)
	}
	if names := fmt.Sprint(res.Records[0].Values[0]); !strings.Contains(names, "lab_result_key") || !strings.Contains(names, "patient_key") {
		t.Errorf("graph constraints %s", names)
	}
	files, err := fs.Glob(migrations.Files, "*.sql")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	var rows, versions int
	if err := env.Owner.Operator(ctx, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, "select count(*), count(distinct version) from schema_migrations").Scan(&rows, &versions)
	}); err != nil {
		t.Fatal(err)
	}
	if rows != len(files) || versions != len(files) {
		t.Errorf("schema_migrations has %d rows, %d versions; want each of the %d migrations once", rows, versions, len(files))
	}
}

// graph rebuild replaces a tenant's graph with what Postgres holds (here: nothing, so a stray
// node goes) and reports it per tenant.
func TestGraphRebuildCommand(t *testing.T) {
	env := useServices(t)
	tn := env.NewTenant(t)
	ctx := context.Background()
	_, err := neo4j.ExecuteQuery(ctx, env.Graph.Driver, "CREATE (:Patient {tenant_id: $t, id: 'stray'})",
		map[string]any{"t": tn.ID.String()}, neo4j.EagerResultTransformer, neo4j.ExecuteQueryWithDatabase(env.Graph.Database))
	if err != nil {
		t.Fatal(err)
	}
	stdout, _, err := runCLI(t, "graph", "rebuild", "--tenant", tn.ID.String())
	if err != nil {
		t.Fatal(err)
	}
	lines := jsonLines(t, stdout)
	if len(lines) != 1 || lines[0]["tenant_id"] != tn.ID.String() || fmt.Sprint(lines[0]["documents"]) != "0" {
		t.Errorf("rebuild printed %q", stdout)
	}
	res, err := neo4j.ExecuteQuery(ctx, env.Graph.Driver, "MATCH (n {tenant_id: $t}) RETURN count(n)",
		map[string]any{"t": tn.ID.String()}, neo4j.EagerResultTransformer, neo4j.ExecuteQueryWithDatabase(env.Graph.Database))
	if err != nil || res.Records[0].Values[0].(int64) != 0 {
		t.Errorf("the stray node survived the rebuild: %v %v", err, res)
	}
	for _, args := range [][]string{{"graph"}, {"graph", "rebuild", "--tenant", "nope"}, {"graph", "drop"}} {
		if _, _, err := runCLI(t, args...); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

func writeEnvFile(t *testing.T, lines ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "env")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func defaults() config {
	return config{
		DatabaseURL:       "postgres://clinic_app@127.0.0.1:5432/clinic?sslmode=disable",
		DatabaseOwnerURL:  "postgres://clinic_owner@127.0.0.1:5432/clinic?sslmode=disable",
		DatabaseMaxConns:  20,
		RedisURL:          "redis://127.0.0.1:6379/0",
		Neo4jURI:          "bolt://127.0.0.1:7687",
		Neo4jUser:         "neo4j",
		Neo4jPassword:     "",
		Neo4jDatabase:     "neo4j",
		HTTPAddr:          "127.0.0.1:8080",
		AdminAddr:         "127.0.0.1:8081",
		RateLimit:         600,
		MaxBodyBytes:      1 << 20,
		LogLevel:          "info",
		ShutdownTimeout:   20 * time.Second,
		KeyUsageFlush:     time.Minute,
		WorkerConcurrency: 4,
		OCRTimeout:        300 * time.Second,
		StorageDir:        ".local/documents",
		MaxUploadBytes:    41 << 20,
		DocumentSweep:     30 * time.Second,
		AuthFailures:      20,
		KeyCacheTTL:       time.Minute,
		MaxUploads:        4,
		BodyMinBytes:      1024,
		BodyReadWindow:    30 * time.Second,
		Webhooks: webhooks.Config{
			RetrySchedule: []time.Duration{10 * time.Second, time.Minute, 5 * time.Minute, 30 * time.Minute,
				2 * time.Hour, 5 * time.Hour, 8 * time.Hour, 8 * time.Hour},
			DeactivateAfter: 72 * time.Hour,
			Retention:       30 * 24 * time.Hour,
		},
		WebhookPoll:     500 * time.Millisecond,
		WaitlistHold:    2 * time.Hour,
		ConversationTTL: 24 * time.Hour,
		STT:             sttConfig{Model: "whisper-1", Timeout: time.Minute},
		LLM:             llmConfig{Timeout: time.Minute},
	}
}

// The processing SLA is clamped to the spec's 60–1800 seconds, not refused.
func TestOCRTimeoutIsClamped(t *testing.T) {
	for v, want := range map[string]time.Duration{"10": time.Minute, "60": time.Minute, "900": 15 * time.Minute,
		"1800": 30 * time.Minute, "86400": 30 * time.Minute, "-5": time.Minute} {
		clearSettings(t)
		t.Setenv("SERVICE_OCR_PROCESSING_TIMEOUT", v)
		c, err := loadConfig(filepath.Join(t.TempDir(), "none"))
		if err != nil || c.OCRTimeout != want {
			t.Errorf("%s: %v %v, want %v", v, c.OCRTimeout, err, want)
		}
	}
}

func TestLoadConfig(t *testing.T) {
	t.Run("missing file gives the defaults", func(t *testing.T) {
		clearSettings(t)
		c, err := loadConfig(filepath.Join(t.TempDir(), "no-such-file"))
		if err != nil {
			t.Fatalf("missing file: %v", err)
		}
		if !reflect.DeepEqual(c, defaults()) {
			t.Errorf("config %+v,\nwant the defaults %+v", c, defaults())
		}
	})

	t.Run("file, then environment over file", func(t *testing.T) {
		clearSettings(t)
		path := writeEnvFile(t,
			"# written by make services",
			"",
			"DATABASE_URL=postgres://from-file/app",
			"  NEO4J_PASSWORD = s3cr=t  ",
			"SERVICE_RATE_LIMIT_PER_MINUTE=42",
			"SERVICE_SHUTDOWN_TIMEOUT=3s",
			"DATABASE_MAX_CONNS=7",
			"SERVICE_HTTP_ADDR=0.0.0.0:9999",
			"NOT_A_SETTING=ignored",
		)
		t.Setenv("DATABASE_URL", "postgres://from-env/app")
		t.Setenv("DATABASE_MAX_CONNS", "9")
		t.Setenv("WORKER_CONCURRENCY", "11")
		c, err := loadConfig(path)
		if err != nil {
			t.Fatal(err)
		}
		want := defaults()
		want.DatabaseURL = "postgres://from-env/app" // environment wins over the file
		want.DatabaseMaxConns = 9                    // environment wins over the file
		want.WorkerConcurrency = 11                  // environment only
		want.Neo4jPassword = "s3cr=t"                // file only, trimmed, split at the first '='
		want.RateLimit = 42
		want.ShutdownTimeout = 3 * time.Second
		want.HTTPAddr = "0.0.0.0:9999"
		if !reflect.DeepEqual(c, want) {
			t.Errorf("config %+v,\nwant %+v", c, want)
		}
	})

	t.Run("invalid values name the variable", func(t *testing.T) {
		for _, kv := range []string{
			"WORKER_CONCURRENCY=0",
			"SERVICE_WEBHOOK_RETRY_SCHEDULE=10s,,1m",
			"SERVICE_WEBHOOK_RETRY_SCHEDULE=500ms",
			"SERVICE_WEBHOOK_RETRY_SCHEDULE=25h",
			"SERVICE_WEBHOOK_ALLOW_LOOPBACK=maybe",
			"SERVICE_WEBHOOK_DEACTIVATE_AFTER=0s",
			"WORKER_CONCURRENCY=-3",
			"SERVICE_RATE_LIMIT_PER_MINUTE=abc",
			"SERVICE_RATE_LIMIT_PER_MINUTE=0",
			"DATABASE_MAX_CONNS=many",
			"DATABASE_MAX_CONNS=4294967297", // would wrap to 1 as an int32
			"DATABASE_MAX_CONNS=2147483648",
			"SERVICE_MAX_BODY_BYTES=0",
			"SERVICE_MAX_BODY_BYTES=1MB",
			"SERVICE_SHUTDOWN_TIMEOUT=soon",
			"SERVICE_KEY_USAGE_FLUSH_INTERVAL=60",
			"SERVICE_OCR_PROCESSING_TIMEOUT=5m",
			"SERVICE_MAX_UPLOAD_BYTES=0",
			"SERVICE_DOCUMENT_SWEEP_INTERVAL=0s",
		} {
			name, value, _ := strings.Cut(kv, "=")
			for _, source := range []string{"file", "environment"} {
				t.Run(kv+" from "+source, func(t *testing.T) {
					clearSettings(t)
					path := writeEnvFile(t, kv)
					if source == "environment" {
						path = writeEnvFile(t, "# nothing")
						t.Setenv(name, value)
					}
					_, err := loadConfig(path)
					if err == nil || !strings.Contains(err.Error(), name) {
						t.Errorf("err = %v, want an error naming %s", err, name)
					}
				})
			}
		}
	})

	t.Run("a valid environment value overrides an invalid file value", func(t *testing.T) {
		clearSettings(t)
		t.Setenv("WORKER_CONCURRENCY", "2")
		c, err := loadConfig(writeEnvFile(t, "WORKER_CONCURRENCY=0"))
		if err != nil || c.WorkerConcurrency != 2 {
			t.Errorf("WorkerConcurrency %d, err %v; want 2 from the environment", c.WorkerConcurrency, err)
		}
	})

	t.Run("unreadable file is an error", func(t *testing.T) {
		clearSettings(t)
		if _, err := loadConfig(t.TempDir()); err == nil { // a directory
			t.Error("reading a directory as the env file succeeded")
		}
	})
}

// drugs import replaces the installation's licensed rules in one transaction: a running
// service's next check uses them beside the shipped base, and a file with any bad line changes
// nothing and names every bad line.
func TestDrugsImportCommand(t *testing.T) {
	env := useServices(t)
	ctx := context.Background()
	// Names no shipped drug has, so parallel packages' checks never meet these rules.
	a, b := "zzdroga-"+uuid.NewString()[:8], "zzdroga-"+uuid.NewString()[:8]
	file := filepath.Join(t.TempDir(), "licensed.csv")
	write := func(body string) {
		if err := os.WriteFile(file, []byte("drug_a,drug_b,severity,mechanism,recommendation,source\n"+body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	svc := drugs.NewService(env.App, nil)
	write(a + "," + b + ",major,\"Mecanismo, com vírgula\",Evitar,Base licenciada X 2026\n" +
		a + ",classe:aine,minor,m,r,Base licenciada X 2026\n")
	out, _, err := runCLI(t, "drugs", "import", file)
	if err != nil {
		t.Fatal(err)
	}
	var sum struct {
		Version  int64 `json:"version"`
		Rules    int64 `json:"rules"`
		NewDrugs int64 `json:"new_drugs"`
	}
	if err := json.Unmarshal([]byte(out), &sum); err != nil || sum.Rules != 2 || sum.NewDrugs != 2 || sum.Version < 1 {
		t.Fatalf("import printed %q (%v)", out, err)
	}
	check := func() string {
		rep, err := svc.Check(ctx, drugs.CheckRequest{Drugs: []string{strings.ToUpper(a) + " 10 mg", b, "ibuprofeno"}})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, i := range rep.Interactions {
			got = append(got, fmt.Sprintf("%s-%s %s %s imported=%v", i.DrugA, i.DrugB, i.Rule.Severity, i.Rule.Mechanism, i.Rule.Imported))
		}
		return strings.Join(got, "; ")
	}
	want := a + "-" + b + " major Mecanismo, com vírgula imported=true; " + a + "-ibuprofeno minor m imported=true"
	if got := check(); got != want {
		t.Errorf("after import: %s, want %s", got, want)
	}

	// A bad file: every bad line named, nothing replaced.
	write(a + "," + b + ",severe,m,r,s\n" + a + ",classe:nao-existe,minor,m,r,s\n")
	if _, _, err := runCLI(t, "drugs", "import", file); err == nil || !strings.Contains(err.Error(), `line 2: severity "severe"`) {
		t.Errorf("bad severity: %v", err)
	}
	write(a + ",classe:nao_existe,minor,m,r,s\n")
	if _, _, err := runCLI(t, "drugs", "import", file); err == nil || !strings.Contains(err.Error(), `unknown class "nao_existe"`) {
		t.Errorf("unknown class: %v", err)
	}
	write("")
	if _, _, err := runCLI(t, "drugs", "import", file); err == nil {
		t.Error("an empty file was imported")
	}
	for _, args := range [][]string{{"drugs"}, {"drugs", "import"}, {"drugs", "export", file}, {"drugs", "import", file + ".missing"}} {
		if _, _, err := runCLI(t, args...); err == nil {
			t.Errorf("%q: no error", args)
		}
	}
	if got := check(); got != want {
		t.Errorf("after refused imports: %s, want %s", got, want)
	}

	// The service's role may read the rules, never change them.
	err = env.App.Operator(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, "delete from drug_base_rules")
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "permission denied") {
		t.Errorf("the app role deleted imported rules: %v", err)
	}
}
