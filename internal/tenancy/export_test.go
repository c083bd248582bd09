package tenancy

import "time"

// Test hooks for the external tests of this package (compiled only with the tests).

// SetAfterLookup makes Authenticate call f between its database read and its caching.
func SetAfterLookup(s *Service, f func()) { s.afterLookup = f }

// CacheGeneration returns the key cache's generation (it moves with every revocation seen).
func CacheGeneration(s *Service) uint64 { return s.cache.generation() }

// SetWatchTimings sets how long a quiet subscription waits before its ping, and how long the
// subscription and a ping have to be answered. Call it before WatchRevocations starts.
func SetWatchTimings(s *Service, quiet, answer time.Duration) {
	s.cache.quiet, s.cache.answer = quiet, answer
}

// SetNow replaces the service's clock (the day requests are counted on, and "today").
func SetNow(s *Service, now func() time.Time) { s.now = now }

// UsageHashes returns the names of the live Redis hashes of usage counts and last uses.
func UsageHashes() (count, last string) { return usageCountKey, usageLastKey }
