package capacity

// The window queries, for windows_test.go (package capacity_test, which needs testkit).
const (
	CapacitySQL = capacitySQL
	DailySQL    = dailySQL
	BusySQL     = busySQL
)
