package rest

func (s *server) registerLocations() {
}
