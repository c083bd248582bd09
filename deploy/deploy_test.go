// Package deploy checks docker-compose.yml, which cannot run here (no Docker engine): it is loaded
// with compose-go, the loader docker compose itself uses, and compared with the local stack.
package deploy

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/loader"
	"github.com/compose-spec/compose-go/v2/types"
)

func load(t *testing.T) *types.Project {
	t.Helper()
	root, _ := filepath.Abs("..")
	p, err := loader.LoadWithContext(context.Background(), types.ConfigDetails{
		WorkingDir:  root,
		ConfigFiles: []types.ConfigFile{{Filename: filepath.Join(root, "docker-compose.yml")}},
		Environment: types.Mapping{},
	}, func(o *loader.Options) { o.SetProjectName("clinic", true) })
	if err != nil {
		t.Fatalf("docker-compose.yml does not load: %v", err)
	}
	return p
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", path))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestComposeHasEveryServiceWithHealthChecks(t *testing.T) {
	p := load(t)
	for _, name := range []string{"postgres", "redis", "neo4j", "migrate", "api", "worker"} {
		if _, err := p.GetService(name); err != nil {
			t.Fatalf("service %s missing: %v", name, err)
		}
	}
	for _, name := range []string{"postgres", "redis", "neo4j", "api", "worker"} {
		s, _ := p.GetService(name)
		if s.HealthCheck == nil || len(s.HealthCheck.Test) == 0 || s.HealthCheck.Disable {
			t.Errorf("service %s has no health check", name)
		}
	}
	for _, name := range []string{"pgdata", "redisdata", "neo4jdata"} {
		if _, ok := p.Volumes[name]; !ok {
			t.Errorf("named volume %s missing", name)
		}
	}
}

// Uploads are written by the api and read by the worker: both mount one volume where
// SERVICE_STORAGE_DIR points. Migrations create the graph's constraints, so they wait for Neo4j.
func TestComposeAPIAndWorkerShareTheDocumentStore(t *testing.T) {
	p := load(t)
	if _, ok := p.Volumes["documents"]; !ok {
		t.Fatal("named volume documents missing")
	}
	for _, name := range []string{"api", "worker"} {
		s, _ := p.GetService(name)
		dir := s.Environment["SERVICE_STORAGE_DIR"]
		mounted := false
		for _, v := range s.Volumes {
			mounted = mounted || (v.Source == "documents" && dir != nil && v.Target == *dir)
		}
		if !mounted {
			t.Errorf("%s does not mount the documents volume at SERVICE_STORAGE_DIR (%v): %+v", name, dir, s.Volumes)
		}
	}
	m, _ := p.GetService("migrate")
	if m.DependsOn["neo4j"].Condition != types.ServiceConditionHealthy {
		t.Errorf("migrate must wait for Neo4j: %+v", m.DependsOn)
	}
}

func TestComposeAPIAndWorkerShareOneImage(t *testing.T) {
	p := load(t)
	for _, name := range []string{"api", "worker", "migrate"} {
		s, _ := p.GetService(name)
		if s.Build == nil || s.Build.Dockerfile != "Dockerfile" {
			t.Errorf("%s is not built from the one Dockerfile: %+v", name, s.Build)
		}
	}
	api, _ := p.GetService("api")
	if api.DependsOn["migrate"].Condition != types.ServiceConditionCompletedSuccessfully {
		t.Errorf("api must wait for migrations, depends_on = %+v", api.DependsOn)
	}
	if got := strings.Join(api.Command, " "); got != "serve" {
		t.Errorf("api command = %q", got)
	}
	w, _ := p.GetService("worker")
	if got := strings.Join(w.Command, " "); got != "worker" {
		t.Errorf("worker command = %q", got)
	}
}

func TestComposeRedisNeverEvictsQueuedTasks(t *testing.T) {
	s, _ := load(t).GetService("redis")
	cmd := strings.Join(s.Command, " ")
	for _, want := range []string{"--appendonly yes", "--maxmemory-policy noeviction"} {
		if !strings.Contains(cmd, want) {
			t.Errorf("redis command %q lacks %q", cmd, want)
		}
	}
}

// The images must be the versions the local stack runs, so both kinds of host test one thing.
func TestComposeVersionsMatchLocalStack(t *testing.T) {
	p := load(t)
	image := func(name string) string { s, _ := p.GetService(name); return s.Image }

	pgLocal := regexp.MustCompile(`/usr/lib/postgresql/(\d+)/bin`).FindStringSubmatch(read(t, "scripts/services.sh"))
	if pgLocal == nil || image("postgres") != "postgres:"+pgLocal[1] {
		t.Errorf("postgres image %q, local stack runs %v", image("postgres"), pgLocal)
	}
	neoLocal := regexp.MustCompile(`<neo4j.version>([0-9.]+)</neo4j.version>`).FindStringSubmatch(read(t, "tools/neo4j/pom.xml"))
	if neoLocal == nil || image("neo4j") != "neo4j:"+neoLocal[1]+"-community" {
		t.Errorf("neo4j image %q, local stack pins %v", image("neo4j"), neoLocal)
	}
	if !strings.HasPrefix(neoLocal[1], "5.26.") {
		t.Errorf("neo4j must stay on 5.26.x (2025.x needs Java 21), pom pins %s", neoLocal[1])
	}
	if image("redis") != "redis:7" {
		t.Errorf("redis image %q, local stack runs Redis 7", image("redis"))
	}
}

func TestDockerfileBuildsTheOneBinaryWithOCRTools(t *testing.T) {
	df := read(t, "Dockerfile")
	for _, want := range []string{"./cmd/clinic", "tesseract-ocr-por", "poppler-utils", `ENTRYPOINT ["/usr/local/bin/clinic"]`} {
		if !strings.Contains(df, want) {
			t.Errorf("Dockerfile lacks %q", want)
		}
	}
	if !slices.Contains(strings.Fields(df), "USER") {
		t.Error("the image must not run as root")
	}
}
