package rest

func (s *server) registerProviders() {
}
