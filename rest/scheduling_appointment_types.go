package rest

func (s *server) registerAppointmentTypes() {
}
