package rest

func (s *server) registerSlots() {
}
