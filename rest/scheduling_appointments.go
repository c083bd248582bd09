package rest

func (s *server) registerAppointments() {
}
