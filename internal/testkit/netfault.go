package testkit

import (
	"net"
	"sync"
	"testing"
)

// SilentServer returns the address of a TCP server that accepts connections and never answers,
// as a hung dependency would; it and its connections close when tb ends.
func SilentServer(tb testing.TB) string {
	tb.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	closed := false
	tb.Cleanup(func() {
		l.Close()
		mu.Lock()
		defer mu.Unlock()
		closed = true
		for _, c := range conns {
			c.Close()
		}
	})
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			if closed {
				c.Close()
			} else {
				conns = append(conns, c)
			}
			mu.Unlock()
		}
	}()
	return l.Addr().String()
}
