package booking

// The window queries and their margins, for windows_test.go (package booking_test, which needs
// testkit, which imports this package).
const (
	ConflictsSQL = conflictsSQL
	ScheduleSQL  = scheduleSQL
	BusyBefore   = busyBefore
	BusyAfter    = busyAfter
)
