package rest_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"net/netip"
	"net/textproto"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"clinic/internal/tenancy"
	"clinic/internal/testkit"
)

// Failed authentications are limited per client address: a burst, then 429 with Retry-After
// (before any key lookup); a valid key from the same address keeps working.
func TestFailedAuthenticationsAreLimitedPerAddress(t *testing.T) {
	t.Parallel()
	const burst = 5
	a := newAPI(t, testkit.ServerOptions{AuthFailures: burst, KeyCacheTTL: time.Minute})
	a.c.Do(t, "GET", "/v1/patients", a.tenant.Key, nil).Expect(t, 200) // a key in use, so in the cache
	wrong := "clk_" + strings.Repeat("x", 43)
	for i := range burst {
		if r := a.c.Do(t, "GET", "/v1/patients", wrong, nil); r.Status != 401 {
			t.Fatalf("failure %d: status %d, want 401", i+1, r.Status)
		}
	}
	r := a.c.Do(t, "GET", "/v1/patients", wrong, nil).Expect(t, 429)
	if !strings.HasPrefix(r.JSON(t)["detail"].(string), "Too many failed authentications from this address") {
		t.Errorf("detail %s", r.Body)
	}
	// One failure every 60/5 = 12 s refills: Retry-After says so.
	if ra := headerInt(t, r, "Retry-After"); ra < 11 || ra > 12 {
		t.Errorf("Retry-After %d, want 12", ra)
	}
	// Malformed or missing keys count and are refused alike while blocked.
	a.c.Do(t, "GET", "/v1/patients", "", nil).Expect(t, 429)
	// The clinic's real key, behind the same address, is not punished.
	a.c.Do(t, "GET", "/v1/patients", a.tenant.Key, nil).Expect(t, 200)
}

// Behind a trusted proxy the client is the rightmost untrusted X-Forwarded-For hop; without a
// trusted proxy the header is ignored (a client cannot pick its own address).
func TestClientAddressAndTrustedProxies(t *testing.T) {
	t.Parallel()
	loopback := netip.MustParsePrefix("127.0.0.0/8")
	wrong := "clk_" + strings.Repeat("y", 43)
	// Trusted: each forged client address has its own budget of 2.
	a := newAPI(t, testkit.ServerOptions{AuthFailures: 2, TrustedProxies: []netip.Prefix{loopback}})
	for i := range 3 {
		xff := "X-Forwarded-For: 198.51.100.7, 203.0.113." + strconv.Itoa(i)
		for j := range 2 {
			if r := a.c.Do(t, "GET", "/v1/patients", wrong, nil, xff); r.Status != 401 {
				t.Fatalf("client %d failure %d: %d, want 401 (own budget)", i, j+1, r.Status)
			}
		}
		a.c.Do(t, "GET", "/v1/patients", wrong, nil, xff).Expect(t, 429)
	}
	// Not trusted: the header changes nothing, the peer's budget is spent.
	b := newAPI(t, testkit.ServerOptions{AuthFailures: 2})
	for i := range 3 {
		r := b.c.Do(t, "GET", "/v1/patients", wrong, nil, "X-Forwarded-For: 203.0.113."+strconv.Itoa(i))
		if want := []int{401, 401, 429}[i]; r.Status != want {
			t.Fatalf("request %d with a forged header: %d, want %d", i+1, r.Status, want)
		}
	}
}

// IPv6 clients are counted per /64: addresses of one subscriber share a budget, and a
// neighbouring /64 has its own.
func TestIPv6FailuresAreCountedPerSubnet(t *testing.T) {
	t.Parallel()
	loopback := netip.MustParsePrefix("127.0.0.0/8")
	a := newAPI(t, testkit.ServerOptions{AuthFailures: 2, TrustedProxies: []netip.Prefix{loopback}})
	wrong := "clk_" + strings.Repeat("z", 43)
	from := func(ip string) int {
		return a.c.Do(t, "GET", "/v1/patients", wrong, nil, "X-Forwarded-For: "+ip).Status
	}
	if s1, s2 := from("2001:db8::1"), from("2001:db8::2"); s1 != 401 || s2 != 401 {
		t.Fatalf("first failures of the subnet: %d %d, want 401 401", s1, s2)
	}
	if s := from("2001:db8::ffff:3"); s != 429 {
		t.Errorf("a third address of the same /64: %d, want 429 (shared budget)", s)
	}
	if s := from("2001:db8:0:1::1"); s != 401 {
		t.Errorf("the neighbouring /64: %d, want 401 (own budget)", s)
	}
}

// A key that authenticated on the instance keeps working from a blocked address after its cache
// entry expired (it is looked up, and a guess is not); a guess from there is still refused.
func TestKnownKeyPassesABlockedAddress(t *testing.T) {
	t.Parallel()
	const ttl = 50 * time.Millisecond
	a := newAPI(t, testkit.ServerOptions{AuthFailures: 2, KeyCacheTTL: ttl})
	a.c.Do(t, "GET", "/v1/patients", a.tenant.Key, nil).Expect(t, 200)
	time.Sleep(2 * ttl) // out of the cache: the next use needs a lookup
	wrong := "clk_" + strings.Repeat("w", 43)
	for range 2 {
		a.c.Do(t, "GET", "/v1/patients", wrong, nil).Expect(t, 401)
	}
	a.c.Do(t, "GET", "/v1/patients", wrong, nil).Expect(t, 429)
	a.c.Do(t, "GET", "/v1/patients", a.tenant.Key, nil).Expect(t, 200)
	a.c.Do(t, "GET", "/v1/patients", "clk_"+strings.Repeat("v", 43), nil).Expect(t, 429)
}

// A revoked key stops working on every instance within moments, though both cache it.
func TestRevocationReachesEveryInstance(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	tenant := env.NewTenant(t)
	key, keyID := env.NewKey(t, tenant.ID, tenancy.PatientsRead)
	opt := testkit.ServerOptions{KeyCacheTTL: time.Hour} // only the announcement can drop it
	one, two := env.Server(t, opt), env.Server(t, opt)
	for _, c := range []*testkit.Client{one, two} {
		c.Do(t, "GET", "/v1/patients", key, nil).Expect(t, 200)
	}
	if err := env.Operator.RevokeKey(context.Background(), keyID); err != nil {
		t.Fatal(err)
	}
	for i, c := range []*testkit.Client{one, two} {
		deadline := time.Now().Add(5 * time.Second)
		for {
			r := c.Do(t, "GET", "/v1/patients", key, nil)
			if r.Status == 401 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("instance %d still accepts the revoked key after 5 s", i+1)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// An upload that trickles is cut off, and leaves no staged file; a key has at most N uploads in
// flight.
func TestSlowAndConcurrentUploads(t *testing.T) {
	t.Parallel()
	p := newPrivateDocs(t, time.Minute, testkit.ServerOptions{BodyReadWindow: 300 * time.Millisecond, BodyMinBytes: 512,
		MaxConcurrentUploads: 2, OperatorToken: opsToken})
	pat, _ := p.newPatient(t, "Lenta")

	// Two uploads that send a byte every 100 ms hold both slots; a third is refused at once.
	var wg sync.WaitGroup
	statuses := make([]int, 2)
	started := make(chan struct{}, 2)
	for i := range 2 {
		wg.Go(func() { statuses[i] = p.trickleUpload(t, pat, started) })
	}
	<-started
	<-started
	time.Sleep(50 * time.Millisecond) // both requests are past the edge by now (headers sent first)
	r := p.upload(t, pat, filePart("a.pdf", "application/pdf", fixture(t, "lab_ps2pdf.pdf")))
	wg.Wait()
	if r.Status != 429 || r.Header.Get("Retry-After") == "" {
		t.Errorf("third concurrent upload: %d %s, want 429 with Retry-After", r.Status, r.Body)
	}
	if n, _ := scrape(t, p.c).Value("clinic_rate_limit_rejections_total", map[string]string{"kind": "uploads"}); n != 1 {
		t.Errorf("upload rejections counted %v, want 1", n)
	}
	for i, st := range statuses {
		if st != http.StatusRequestTimeout && st != -1 { // -1: the server closed the connection first
			t.Errorf("trickling upload %d: status %d, want 408", i+1, st)
		}
	}
	// Nothing staged remains, and the slots are free again.
	deadline := time.Now().Add(5 * time.Second)
	for len(p.files(t)) != 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if f := p.files(t); len(f) != 0 {
		t.Errorf("a cut-off upload left %v", f)
	}
	p.upload(t, pat, filePart("a.pdf", "application/pdf", fixture(t, "lab_ps2pdf.pdf"))).Expect(t, 202)
}

// trickleUpload starts a multipart upload of a PDF and sends one byte every 100 ms; it returns
// the status (-1 when the connection was closed without one).
func (p privateDocs) trickleUpload(t *testing.T, patient string, started chan<- struct{}) int {
	pr, pw := io.Pipe()
	w := multipart.NewWriter(pw)
	go func() {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", `form-data; name="file"; filename="slow.pdf"`)
		h.Set("Content-Type", "application/pdf")
		part, err := w.CreatePart(h)
		if err == nil {
			_, err = part.Write([]byte("%PDF-1.4\n"))
		}
		started <- struct{}{}
		for i := 0; err == nil && i < 100; i++ {
			time.Sleep(100 * time.Millisecond)
			_, err = part.Write([]byte(" "))
		}
		pw.CloseWithError(fmt.Errorf("client gave up"))
	}()
	req, err := http.NewRequest("POST", p.c.URL+"/v1/patients/"+patient+"/prontuario-documents", pr)
	if err != nil {
		t.Error(err)
		return 0
	}
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("x-api-key", p.tenant.Key)
	resp, err := p.c.HTTP.Do(req)
	if err != nil {
		return -1
	}
	defer resp.Body.Close()
	return resp.StatusCode
}

// Every body, not only uploads, must keep up the minimum rate: a JSON body that trickles is cut
// off with 408, one that arrives in time is served, and a chunked body that breaks the chunk
// grammar is the client's 400, never a 500.
func TestSlowOrBrokenJSONBodies(t *testing.T) {
	t.Parallel()
	a := newAPI(t, testkit.ServerOptions{BodyReadWindow: 300 * time.Millisecond, BodyMinBytes: 512})
	addr := strings.TrimPrefix(a.c.URL, "http://")
	send := func(head string, parts ...string) string {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
		if _, err := io.WriteString(conn, head); err != nil {
			t.Fatal(err)
		}
		for _, p := range parts {
			time.Sleep(150 * time.Millisecond)
			if _, err := io.WriteString(conn, p); err != nil {
				break // the server gave up on us
			}
		}
		line, _ := bufio.NewReader(conn).ReadString('\n')
		return strings.TrimSpace(line)
	}
	post := "POST /v1/patients HTTP/1.1\r\nHost: x\r\nx-api-key: " + a.tenant.Key + "\r\nContent-Type: application/json\r\n"
	body := `{"name": "Lenta"}`
	// A byte every 150 ms: under 512 bytes in 300 ms.
	trickle := strings.Split(body, "")
	if got := send(post+"Content-Length: "+strconv.Itoa(len(body))+"\r\n\r\n", trickle...); !strings.Contains(got, " 408 ") {
		t.Errorf("trickled JSON body: %q, want 408", got)
	}
	if got := send(post + "Content-Length: " + strconv.Itoa(len(body)) + "\r\n\r\n" + body); !strings.Contains(got, " 201 ") {
		t.Errorf("prompt JSON body: %q, want 201", got)
	}
	if got := send(post + "Transfer-Encoding: chunked\r\n\r\nzz\r\nnot a chunk\r\n0\r\n\r\n"); !strings.Contains(got, " 400 ") {
		t.Errorf("malformed chunked body: %q, want 400", got)
	}
}
