package rest_test

import (
	"context"
	"io"
	"net"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/graphdb"
	"clinic/internal/testkit"
)

// switchProxy forwards TCP from a fixed loopback port to target while up; down closes the port
// and every open connection, as a Neo4j crash would. With a lag, every chunk the target sends
// waits that long first, as a loaded Neo4j would answer.
type switchProxy struct {
	addr, target string
	mu           sync.Mutex
	ln           net.Listener
	conns        []net.Conn
	lag          atomic.Int64 // nanoseconds
}

func newSwitchProxy(t *testing.T, target string) *switchProxy {
	t.Helper()
	p := &switchProxy{target: target}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p.addr = ln.Addr().String()
	p.serve(ln)
	t.Cleanup(p.down)
	return p
}

func (p *switchProxy) serve(ln net.Listener) {
	p.mu.Lock()
	p.ln = ln
	p.mu.Unlock()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			u, err := net.Dial("tcp", p.target)
			if err != nil {
				c.Close()
				continue
			}
			p.mu.Lock()
			p.conns = append(p.conns, c, u)
			p.mu.Unlock()
			go func() { _, _ = io.Copy(u, c); u.Close() }()
			go func() { _, _ = io.Copy(c, lagged{u, &p.lag}); c.Close() }()
		}
	}()
}

// lagged is a reader whose every read returns lag late.
type lagged struct {
	r   io.Reader
	lag *atomic.Int64
}

func (l lagged) Read(b []byte) (int, error) {
	n, err := l.r.Read(b)
	time.Sleep(time.Duration(l.lag.Load()))
	return n, err
}

func (p *switchProxy) down() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln != nil {
		p.ln.Close()
		p.ln = nil
	}
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

func (p *switchProxy) up(t *testing.T) {
	t.Helper()
	ln, err := net.Listen("tcp", p.addr)
	if err != nil {
		t.Fatal(err)
	}
	p.serve(ln)
}

// proxiedGraphAPI is an API whose Neo4j is reached through a switchProxy, its graph reads bounded
// by timeout.
func proxiedGraphAPI(t *testing.T, timeout time.Duration) (api, *switchProxy, *graphdb.Graph) {
	t.Helper()
	env := testkit.Setup(t)
	u, err := url.Parse(env.Settings["NEO4J_URI"])
	if err != nil {
		t.Fatal(err)
	}
	proxy := newSwitchProxy(t, u.Host)
	graph, err := graphdb.Open("bolt://"+proxy.addr, env.Settings["NEO4J_USER"], env.Settings["NEO4J_PASSWORD"], "neo4j")
	if err != nil {
		t.Fatal(err)
	}
	return newAPI(t, testkit.ServerOptions{Graph: graph, GraphTimeout: timeout}), proxy, graph
}

// The knowledge endpoints answer 503 with a clear detail while Neo4j is unreachable, and work
// again as soon as it is back, without a restart.
func TestKnowledgeEndpointsAre503WhileNeo4jIsDown(t *testing.T) {
	t.Parallel()
	a, proxy, graph := proxiedGraphAPI(t, 3*time.Second)
	pat, _ := a.newPatient(t, "Maria")
	calls := []struct{ method, path string }{
		{"GET", "/v1/patients/" + pat + "/lab-trends"},
		{"GET", "/v1/patients/" + pat + "/context"},
		{"POST", "/v1/patients/" + pat + "/summary"},
	}
	for _, c := range calls {
		a.c.Do(t, c.method, c.path, a.tenant.Key, nil).Expect(t, 200)
	}
	proxy.down()
	for _, c := range calls {
		r := a.c.Do(t, c.method, c.path, a.tenant.Key, nil).Expect(t, 503)
		wantDetail(t, r, "Knowledge graph unavailable; retry with exponential backoff")
	}
	// The graph task fails as Unavailable (so the queue retries it with backoff) and leaves its
	// job queued; OCR and classification statuses are never touched by it.
	err := a.env.Knowledge(3*time.Second, graph).SyncDocument(context.Background(), a.tenant.ID, uuid.New())
	if errs.KindOf(err) != errs.Unavailable {
		t.Errorf("graph sync with Neo4j down: %v, want Unavailable", err)
	}
	proxy.up(t)
	for _, c := range calls {
		a.c.Do(t, c.method, c.path, a.tenant.Key, nil).Expect(t, 200)
	}
}

// A question that takes several graph reads has one timeout in all: a summary (four reads) from a
// graph whose every answer is slow, though each read alone would finish in time, is a 503 when
// the timeout has passed, not a 200 after several timeouts.
func TestKnowledgeQuestionHasOneTimeout(t *testing.T) {
	t.Parallel()
	const timeout = 2 * time.Second
	a, proxy, _ := proxiedGraphAPI(t, timeout)
	pat, _ := a.newPatient(t, "Maria")
	summary := "/v1/patients/" + pat + "/summary"
	a.c.Do(t, "POST", summary, a.tenant.Key, nil).Expect(t, 200)
	// A read waits for about four answers, so about 0.8 s: well under the timeout alone, over it
	// four times over (the summary took 3 s when each read had its own timeout).
	proxy.lag.Store(int64(200 * time.Millisecond))
	start := time.Now()
	r := a.c.Do(t, "POST", summary, a.tenant.Key, nil).Expect(t, 503)
	wantDetail(t, r, "Knowledge graph unavailable; retry with exponential backoff")
	if took := time.Since(start); took < timeout {
		t.Errorf("503 after %v, before the timeout of %v", took, timeout)
	}
	proxy.lag.Store(0)
	a.c.Do(t, "POST", summary, a.tenant.Key, nil).Expect(t, 200)
}
