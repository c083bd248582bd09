package webhooks

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"slices"
	"strings"
	"testing"
	"time"

	"clinic/internal/scheduling/booking"
)

// The Standard Webhooks specification's own example signs as we do.
func TestSignatureMatchesTheStandardWebhooksExample(t *testing.T) {
	got := Signature([]string{"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"}, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330,
		[]byte(`{"test": 2432232314}`))
	if want := "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="; got != want {
		t.Errorf("Signature = %s, want %s", got, want)
	}
	two := Signature([]string{newSecret(), "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"}, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330,
		[]byte(`{"test": 2432232314}`))
	if f := strings.Fields(two); len(f) != 2 || f[1] != got {
		t.Errorf("two secrets sign %q", two)
	}
}

func TestCheckURL(t *testing.T) {
	for _, tc := range []struct {
		url      string
		loopback bool
		ok       bool
	}{
		{"https://clinica.example.com.br/hooks", false, true},
		{"HTTPS://Clinica.Example.com.br:8443/a?b=c", false, true},
		{"https://93.184.216.34/hooks", false, true},
		{"https://[2606:4700::1111]/hooks", false, true},
		{"http://clinica.example.com.br/hooks", false, false},
		{"http://127.0.0.1:8080/hooks", true, true},
		{"http://[::1]:8080/hooks", true, true},
		{"https://127.0.0.1/hooks", true, true},
		{"http://127.0.0.1:8080/hooks", false, false},
		{"https://127.0.0.1/hooks", false, false},
		{"http://localhost:8080/hooks", true, false},
		{"https://api.localhost/hooks", false, false},
		{"https://10.1.2.3/x", true, false},
		{"https://172.16.0.1/x", false, false},
		{"https://192.168.1.1/x", false, false},
		{"https://169.254.169.254/x", true, false},
		{"https://[fe80::1]/x", false, false},
		{"https://[fc00::1]/x", false, false},
		{"https://[::ffff:10.0.0.1]/x", false, false},
		{"https://[64:ff9b::a00:1]/x", false, false},
		{"https://0.0.0.0/x", false, false},
		{"https://100.100.100.100/x", false, false},
		{"https://224.0.0.1/x", false, false},
		{"https://255.255.255.255/x", false, false},
		{"https://u:p@clinica.example.com.br/x", false, false},
		{"https://clinica.example.com.br/x#frag", false, false},
		{"https://clinica.example.com.br:0/x", false, false},
		{"https://clinica.example.com.br:99999/x", false, false},
		{"mailto:a@b.c", false, false},
		{"https:///nohost", false, false},
		{"", false, false},
		{"https://" + strings.Repeat("a", 2100) + ".com", false, false},
	} {
		_, why := checkURL(tc.url, tc.loopback)
		if (why == "") != tc.ok {
			t.Errorf("checkURL(%q, loopback %v) = %q, want ok %v", tc.url, tc.loopback, why, tc.ok)
		}
	}
}

// The rule holds on the address dialled, whatever name led there: a name that resolves to this
// machine (as a rebinding DNS answer would) is refused at connect time.
func TestDialRefusesInwardAddresses(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {}))
	defer srv.Close()
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(srv.URL, "http://"))
	strict := newClient(Config{Timeout: 2 * time.Second})
	for _, u := range []string{srv.URL, "http://localhost:" + port} {
		_, err := strict.Get(u)
		if !errors.Is(err, errTargetRefused) {
			t.Errorf("GET %s without loopback: %v, want the target refused", u, err)
		}
	}
	loose := newClient(Config{Timeout: 2 * time.Second, AllowLoopback: true})
	resp, err := loose.Get(srv.URL)
	if err != nil {
		t.Fatalf("GET %s with loopback allowed: %v", srv.URL, err)
	}
	resp.Body.Close()
	if got := describeSendError(&net.OpError{Op: "dial", Err: errTargetRefused}, time.Second); got != errTargetRefused.Error() {
		t.Errorf("described as %q", got)
	}
	if got := describeSendError(context.DeadlineExceeded, 10*time.Second); got != "no answer within 10s" {
		t.Errorf("timeout described as %q", got)
	}
}

func TestAddressAllowed(t *testing.T) {
	for a, want := range map[string]bool{
		"8.8.8.8": true, "2001:4860:4860::8888": true, "127.0.0.1": false, "::1": false, "10.0.0.1": false,
		"::ffff:127.0.0.1": false, "2002:a00:1::": false, "2001:db8::1": false, "198.18.0.1": false, "::": false,
	} {
		if got := addressAllowed(netip.MustParseAddr(a), false); got != want {
			t.Errorf("addressAllowed(%s) = %v", a, got)
		}
	}
	if !addressAllowed(netip.MustParseAddr("::ffff:127.0.0.1"), true) {
		t.Error("a mapped loopback address is refused with loopback allowed")
	}
}

func TestRetryDelayJitterAndEnd(t *testing.T) {
	s := NewService(nil, Config{RetrySchedule: []time.Duration{10 * time.Second, time.Minute}})
	for _, j := range []float64{0, 0.5, 0.999} {
		s.jitter = func() float64 { return j }
		d, ok := s.retryDelay(2)
		if !ok || d < 54*time.Second || d > 66*time.Second {
			t.Errorf("jitter %v: retryDelay(2) = %v, %v", j, d, ok)
		}
	}
	if _, ok := s.retryDelay(3); ok {
		t.Error("a retry after the schedule ran out")
	}
	if s.Lease() <= s.cfg.Timeout {
		t.Errorf("lease %v not longer than an attempt", s.Lease())
	}
}

// Every event booking writes is one a subscription may name.
func TestEveryAppointmentEventIsKnown(t *testing.T) {
	for _, e := range []booking.Event{booking.AppointmentCreated, booking.AppointmentUpdated, booking.AppointmentConfirmed,
		booking.AppointmentCheckedIn, booking.AppointmentStarted, booking.AppointmentCompleted, booking.AppointmentNoShow,
		booking.AppointmentCancelled, booking.AppointmentRescheduled} {
		if !slices.Contains(EventTypes, string(e)) {
			t.Errorf("%s is not in EventTypes", e)
		}
	}
}
