package webhooks

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
	"time"
)

// A receiver may sit only on a public address: the service must not become a way to reach the
// clinic's network, the cloud's metadata endpoint or itself. The rule is checked twice: when a
// URL is saved (checkURL: the scheme, and the host when it is an address) and at every attempt,
// on the address actually dialled after resolution (newClient's dialer), so a name that
// resolves elsewhere later (DNS rebinding) gains nothing. Redirects are never followed.

// maxURLLength bounds a subscription's URL.
const maxURLLength = 2048

// errTargetRefused is what the dialer answers for an address the rule refuses.
var errTargetRefused = errors.New("target address is not allowed (private, loopback, link-local or reserved range)")

// refusedRanges are the non-public ranges netip's predicates do not name.
var refusedRanges = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),       // "this network"
	netip.MustParsePrefix("100.64.0.0/10"),   // carrier-grade NAT
	netip.MustParsePrefix("192.0.0.0/24"),    // IETF protocol assignments
	netip.MustParsePrefix("192.0.2.0/24"),    // documentation
	netip.MustParsePrefix("198.18.0.0/15"),   // benchmarking
	netip.MustParsePrefix("198.51.100.0/24"), // documentation
	netip.MustParsePrefix("203.0.113.0/24"),  // documentation
	netip.MustParsePrefix("240.0.0.0/4"),     // reserved, broadcast
	netip.MustParsePrefix("64:ff9b::/96"),    // NAT64: an IPv4 address in disguise
	netip.MustParsePrefix("64:ff9b:1::/48"),  // local-use NAT64
	netip.MustParsePrefix("100::/64"),        // discard
	netip.MustParsePrefix("2001::/23"),       // IETF protocol assignments (Teredo, ORCHID...)
	netip.MustParsePrefix("2001:db8::/32"),   // documentation
	netip.MustParsePrefix("2002::/16"),       // 6to4: an IPv4 address in disguise
}

// addressAllowed reports whether a receiver may be dialled at a.
func addressAllowed(a netip.Addr, allowLoopback bool) bool {
	a = a.Unmap()
	if a.IsLoopback() {
		return allowLoopback
	}
	if !a.IsValid() || a.IsUnspecified() || a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsMulticast() ||
		a.IsLinkLocalMulticast() || a.IsInterfaceLocalMulticast() {
		return false
	}
	for _, p := range refusedRanges {
		if p.Contains(a) {
			return false
		}
	}
	return true
}

// checkURL returns the normalised URL, or why it cannot be a receiver: https (http only for a
// loopback address when allowed), a host, no credentials or fragment, at most maxURLLength, and
// no host that is a refused address or names this machine.
func checkURL(raw string, allowLoopback bool) (string, string) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return "", "is required"
	}
	if len(raw) > maxURLLength {
		return "", "must be at most 2048 characters"
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || u.Opaque != "" {
		return "", "must be an absolute URL with a host"
	}
	if u.User != nil {
		return "", "must not carry credentials (authenticate the request by its signature)"
	}
	if u.Fragment != "" || strings.Contains(raw, "#") {
		return "", "must not have a fragment"
	}
	u.Scheme = strings.ToLower(u.Scheme)
	host := strings.ToLower(u.Hostname())
	addr, err := netip.ParseAddr(host)
	isAddr := err == nil
	if !isAddr && (host == "localhost" || strings.HasSuffix(host, ".localhost")) {
		if allowLoopback {
			return "", "must name a loopback address, not localhost (http://127.0.0.1:port/...)"
		}
		return "", "must not be a loopback target"
	}
	loopback := isAddr && addr.Unmap().IsLoopback()
	switch {
	case u.Scheme == "https":
	case u.Scheme == "http" && loopback && allowLoopback:
	case u.Scheme == "http":
		return "", "must use https"
	default:
		return "", "must use https"
	}
	if isAddr && !addressAllowed(addr, allowLoopback) {
		return "", "must not be a private, loopback, link-local or reserved address"
	}
	if p := u.Port(); p != "" {
		if n, err := netip.ParseAddrPort("0.0.0.0:" + p); err != nil || n.Port() == 0 {
			return "", "has an invalid port"
		}
	}
	return u.String(), ""
}

// newClient returns the HTTP client of attempts: the address rule at every dial, no proxy from
// the environment, no redirects, cfg.Timeout for the whole exchange.
func newClient(cfg Config) *http.Client {
	dialer := &net.Dialer{
		Timeout: 5 * time.Second,
		Control: func(_, address string, _ syscall.RawConn) error {
			ap, err := netip.ParseAddrPort(address)
			if err != nil || !addressAllowed(ap.Addr(), cfg.AllowLoopback) {
				return errTargetRefused
			}
			return nil
		},
	}
	transport := &http.Transport{
		Proxy: nil,
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			return dialer.DialContext(ctx, network, addr)
		},
		TLSHandshakeTimeout:    5 * time.Second,
		ResponseHeaderTimeout:  cfg.Timeout,
		MaxIdleConnsPerHost:    2,
		IdleConnTimeout:        30 * time.Second,
		MaxResponseHeaderBytes: 16 << 10,
	}
	return &http.Client{
		Transport:     transport,
		Timeout:       cfg.Timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}
