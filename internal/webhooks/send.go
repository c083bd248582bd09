package webhooks

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"syscall"
	"time"
)

// maxResponseBytes is how much of a receiver's answer is read (and dropped): enough to reuse
// the connection, never a memory cost a receiver chooses.
const maxResponseBytes = 64 << 10

// userAgent names the sender.
const userAgent = "clinic-webhooks/1"

// result is what one HTTP attempt gave.
type result struct {
	at       time.Time
	duration time.Duration
	status   int    // 0 when no answer came
	err      string // empty on success
}

func (r result) ok() bool { return r.err == "" }

// send posts body to url, signed with secrets (current first), as event id, and classifies the
// outcome: a 2xx answer within the timeout is success; anything else is an error text fit to
// show the clinic (no internals of this service).
func (s *Service) send(ctx context.Context, url, id string, body []byte, secrets []string) result {
	start := s.now()
	ts := start.Unix()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return result{at: start, err: "invalid URL"}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", userAgent)
	req.Header.Set("webhook-id", id)
	req.Header.Set("webhook-timestamp", strconv.FormatInt(ts, 10))
	req.Header.Set("webhook-signature", Signature(secrets, id, ts, body))
	resp, err := s.client.Do(req)
	r := result{at: start}
	if err != nil {
		r.duration = s.now().Sub(start)
		r.err = describeSendError(err, s.cfg.Timeout)
		return r
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, maxResponseBytes))
	_ = resp.Body.Close()
	r.duration, r.status = s.now().Sub(start), resp.StatusCode
	switch {
	case resp.StatusCode >= 200 && resp.StatusCode < 300:
	case resp.StatusCode >= 300 && resp.StatusCode < 400:
		r.err = fmt.Sprintf("HTTP %d: redirects are not followed", resp.StatusCode)
	default:
		r.err = fmt.Sprintf("HTTP %d", resp.StatusCode)
	}
	return r
}

// describeSendError turns a transport error into a short, stable text.
func describeSendError(err error, timeout time.Duration) string {
	var dnsErr *net.DNSError
	var netErr net.Error
	switch {
	case errors.Is(err, errTargetRefused):
		return errTargetRefused.Error()
	case errors.As(err, &dnsErr):
		return "host name could not be resolved"
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &netErr) && netErr.Timeout():
		return "no answer within " + timeout.String()
	case errors.Is(err, context.Canceled):
		return "attempt interrupted (worker shutting down)"
	case errors.Is(err, syscall.ECONNREFUSED):
		return "connection refused"
	}
	var opErr *net.OpError
	if errors.As(err, &opErr) {
		return "connection failed: " + opErr.Op
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return "connection closed before an answer"
	}
	return "request failed (TLS or protocol error)"
}
