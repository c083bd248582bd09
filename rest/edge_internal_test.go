package rest

import (
	"net/netip"
	"testing"
	"time"
)

// IPv4 addresses have a failure budget each; IPv6 addresses share one per /64.
func TestBudgetOf(t *testing.T) {
	same := func(a, b string) bool {
		return budgetOf(netip.MustParseAddr(a)) == budgetOf(netip.MustParseAddr(b))
	}
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"203.0.113.7", "203.0.113.7", true},
		{"203.0.113.7", "203.0.113.8", false},
		{"2001:db8::1", "2001:db8::ffff:1", true},
		{"2001:db8:0:0:1:2:3:4", "2001:db8::9", true},
		{"2001:db8::1", "2001:db8:0:1::1", false},
		{"2001:db8::1", "2001:db9::1", false},
	} {
		if got := same(c.a, c.b); got != c.same {
			t.Errorf("%s and %s share a budget: %v, want %v", c.a, c.b, got, c.same)
		}
	}
	if budgetOf(netip.Addr{}) != (netip.Prefix{}) {
		t.Error("no address has a budget of its own")
	}
}

// The memory of blocked addresses is bounded: expired blocks go first, live ones only when
// every entry is live.
func TestBlockedAddressesAreBounded(t *testing.T) {
	g := &authGuard{blocked: map[netip.Prefix]time.Time{}}
	now := time.Now()
	addr := func(i int) netip.Prefix {
		return budgetOf(netip.AddrFrom4([4]byte{10, byte(i >> 16), byte(i >> 8), byte(i)}))
	}
	for i := range maxBlocked - 1 {
		g.blocked[addr(i)] = now.Add(-time.Second) // expired
	}
	g.block(addr(maxBlocked-1), now, now.Add(time.Minute))
	g.block(addr(maxBlocked), now, now.Add(time.Minute))
	if len(g.blocked) != 2 {
		t.Fatalf("%d entries after pruning expired blocks, want the 2 live ones", len(g.blocked))
	}
	for i := range maxBlocked + 10 {
		g.block(addr(i), now, now.Add(time.Minute))
		if len(g.blocked) > maxBlocked {
			t.Fatalf("%d blocked addresses remembered, bound %d", len(g.blocked), maxBlocked)
		}
	}
	x := netip.MustParseAddr("192.0.2.1")
	g.block(budgetOf(x), now, now.Add(time.Minute))
	if g.until(x, now).IsZero() {
		t.Fatal("a block ended before its time")
	}
	if !g.until(x, now.Add(time.Minute)).IsZero() {
		t.Fatal("a block outlived its end")
	}
}
