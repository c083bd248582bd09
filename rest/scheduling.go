package rest

// registerScheduling adds every /v1/scheduling operation; each resource has its own file.
func (s *server) registerScheduling() {
	s.registerLocations()
	s.registerAppointmentTypes()
	s.registerProviders()
	s.registerAppointments()
	s.registerSlots()
	s.registerLocationsSchedule()
}
