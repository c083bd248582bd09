package rest_test

import (
	"context"
	"io"
	"net"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/graphdb"
	"clinic/internal/testkit"
)

// switchProxy forwards TCP from a fixed loopback port to target while up; down closes the port
// and every open connection, as a Neo4j crash would.
type switchProxy struct {
	addr, target string
	mu           sync.Mutex
	ln           net.Listener
	conns        []net.Conn
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
			go func() { _, _ = io.Copy(c, u); c.Close() }()
		}
	}()
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

// The knowledge endpoints answer 503 with a clear detail while Neo4j is unreachable, and work
// again as soon as it is back, without a restart.
func TestKnowledgeEndpointsAre503WhileNeo4jIsDown(t *testing.T) {
	t.Parallel()
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
	a := newAPI(t, testkit.ServerOptions{Graph: graph, GraphTimeout: 3 * time.Second})
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
	err = a.env.Knowledge(3*time.Second, graph).SyncDocument(context.Background(), a.tenant.ID, uuid.New())
	if errs.KindOf(err) != errs.Unavailable {
		t.Errorf("graph sync with Neo4j down: %v, want Unavailable", err)
	}
	proxy.up(t)
	for _, c := range calls {
		a.c.Do(t, c.method, c.path, a.tenant.Key, nil).Expect(t, 200)
	}
}
