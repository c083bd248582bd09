package language

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"

	"clinic/internal/language/ptbr"
	"clinic/internal/platform/errs"
	"clinic/internal/platform/fold"
)

// WithConversations keeps conversations in rdb, each for ttl after its last message.
func (s *Service) WithConversations(rdb redis.UniversalClient, ttl time.Duration) *Service {
	s.convs = &conversations{rdb: rdb, ttl: ttl}
	return s
}

// Message is one message of a patient on a channel.
type Message struct {
	PatientRef string
	Channel    string
	Text       string
}

// Reply is the conversation's answer to a message.
type Reply struct {
	Conversation Conversation
	Text         string       // the reply to send the patient, in Portuguese
	Appointment  *Appointment // booked, rescheduled to or cancelled by this message
}

// Validate checks a message's own rules and returns Invalid naming every bad field.
func (m *Message) Validate() error {
	var f errs.Fields
	checkMessage(&f, &m.Text)
	if !slices.Contains(Channels, m.Channel) {
		f.Add("channel", "must be one of %s", strings.Join(Channels, ", "))
	}
	return f.Err()
}

// Converse handles one message: it moves the patient's conversation on the channel through its
// states (idle → collecting → offering → confirming → booked, or the cancel and reschedule flows)
// and books, reschedules or cancels through the scheduling service when the patient confirms.
// Errors: Invalid (the message's own rules, an unknown patient), Conflict (ErrBusy),
// Unavailable (the conversation store).
func (s *Service) Converse(ctx context.Context, m Message) (Reply, error) {
	if err := m.Validate(); err != nil {
		return Reply{}, err
	}
	patient, err := s.patient(ctx, m.PatientRef)
	if err != nil {
		return Reply{}, err
	}
	key, err := s.convs.key(ctx, patient, m.Channel)
	if err != nil {
		return Reply{}, err
	}
	unlock, err := s.convs.lock(ctx, key)
	if err != nil {
		return Reply{}, err
	}
	defer unlock()
	conv, _, err := s.convs.get(ctx, key, m.Channel)
	if err != nil {
		return Reply{}, err
	}
	dir, err := s.sched.Directory(ctx)
	if err != nil {
		return Reply{}, fmt.Errorf("converse: %w", err)
	}
	zone := zoneOf("", dir)
	t := &turn{s: s, ctx: ctx, dir: dir, patient: patient, now: s.now().In(zone), conv: &conv, channel: m.Channel}
	turns := conv.Turns
	text, err := t.handle(m.Text)
	if err != nil {
		return Reply{}, fmt.Errorf("converse: %w", err)
	}
	conv.Turns = turns + 1 // flows start afresh; the count is the conversation's
	conv.UpdatedAt = s.now().UTC()
	if err := s.convs.put(ctx, key, conv); err != nil {
		return Reply{}, err
	}
	return Reply{Conversation: conv, Text: text, Appointment: t.acted}, nil
}

// ConversationState returns the conversation of a patient on a channel and when it expires.
// Errors: ErrNoConversation.
func (s *Service) ConversationState(ctx context.Context, patient uuid.UUID, channel string) (Conversation, time.Time, error) {
	key, err := s.convs.key(ctx, patient, channel)
	if err != nil {
		return Conversation{}, time.Time{}, err
	}
	conv, found, err := s.convs.get(ctx, key, channel)
	if err != nil {
		return Conversation{}, time.Time{}, err
	}
	if !found {
		return Conversation{}, time.Time{}, ErrNoConversation
	}
	return conv, s.convs.expiresAt(ctx, key), nil
}

// ClearConversation forgets the conversation of a patient on a channel. Errors: ErrNoConversation.
func (s *Service) ClearConversation(ctx context.Context, patient uuid.UUID, channel string) error {
	key, err := s.convs.key(ctx, patient, channel)
	if err != nil {
		return err
	}
	return s.convs.clear(ctx, key)
}

// turn is the handling of one message.
type turn struct {
	s       *Service
	ctx     context.Context
	dir     Directory
	patient uuid.UUID
	now     time.Time
	conv    *Conversation
	channel string
	acted   *Appointment
}

// handle moves the conversation on by text and returns the reply.
func (t *turn) handle(text string) (string, error) {
	words := strings.Fields(strings.Map(keepLetters, strings.ToLower(text)))
	before := *t.conv
	before.Previous = nil
	switch {
	case isOneOf(words, "voltar", "volta", "voltar ao passo anterior", "anterior"):
		if t.conv.Previous == nil {
			return "Não há passo anterior. " + t.prompt(), nil
		}
		*t.conv = *t.conv.Previous
		return "Certo, voltando. " + t.prompt(), nil
	case t.busy() && isOneOf(words, "cancelar", "cancela", "sair", "parar", "desistir", "recomecar", "esquece"):
		*t.conv = Conversation{Channel: t.channel, State: StateIdle, Previous: &before}
		return "Tudo bem, parei por aqui; nada foi alterado. Quando quiser, é só mandar uma mensagem.", nil
	}
	r := ptbr.Parse(text, t.now, lexicon(t.dir))
	reply, err := t.step(r, words)
	t.conv.Previous = &before
	if t.acted != nil {
		t.conv.Previous = nil // what was booked or cancelled is not undone by going back
	}
	return reply, err
}

// busy reports a conversation in the middle of a flow.
func (t *turn) busy() bool {
	return t.conv.State != StateIdle && t.conv.State != StateBooked && t.conv.State != StateCancelled
}

// step handles a message that is not a command, by the state it arrives in.
func (t *turn) step(r ptbr.Result, words []string) (string, error) {
	c := t.conv
	if !t.busy() || c.State == StateCollect && (r.Intent == ptbr.Cancel || r.Intent == ptbr.Reschedule) && string(r.Intent) != c.Flow {
		return t.start(r)
	}
	switch c.State {
	case StateCollect:
		merge(&c.Entities, r)
		return t.next("")
	case StateChoose:
		o, ok := pick(words, c.Options)
		if !ok {
			return "Não entendi qual consulta. " + t.prompt(), nil
		}
		c.Moving, c.Options = o.Appointment, nil
		if c.Flow == FlowCancel {
			return t.confirmCancel(), nil
		}
		return t.next("")
	case StateOffer:
		if o, ok := pick(words, c.Options); ok {
			c.Chosen, c.State = &o, StateConfirm
			return t.prompt(), nil
		}
		if r.DateFrom != nil || r.Time != nil || r.Period != "" || r.Specialty != "" || r.ProviderName != "" || r.LocationName != "" {
			merge(&c.Entities, r)
			return t.next("")
		}
		return "Não entendi. " + t.prompt(), nil
	case StateConfirm:
		switch {
		case yes(words):
			return t.act()
		case no(words) && c.Flow == FlowCancel:
			*c = Conversation{Channel: t.channel, State: StateIdle}
			return "Tudo bem, sua consulta continua marcada.", nil
		case no(words):
			c.Chosen, c.State = nil, StateOffer
			return "Sem problema. " + t.prompt(), nil
		}
		return "Responda sim para confirmar ou não para escolher outra opção. " + t.prompt(), nil
	}
	return t.start(r)
}

// start begins a flow from a message read in a conversation that has none under way.
func (t *turn) start(r ptbr.Result) (string, error) {
	*t.conv = Conversation{Channel: t.channel, State: StateIdle, Entities: r}
	switch r.Intent {
	case ptbr.Schedule, ptbr.Availability:
		t.conv.Flow = FlowSchedule
		return t.next("")
	case ptbr.Reschedule:
		t.conv.Flow = FlowReschedule
		return t.chooseAppointment()
	case ptbr.Cancel:
		t.conv.Flow = FlowCancel
		return t.chooseAppointment()
	}
	return "Olá! Posso marcar, remarcar ou cancelar consultas. Diga, por exemplo: “quero marcar cardiologia na quinta à tarde”.", nil
}

// chooseAppointment finds the appointment to move or cancel: the one the message points at, else
// the patient's only one, else a numbered list.
func (t *turn) chooseAppointment() (string, error) {
	c := t.conv
	upcoming, err := t.s.sched.Upcoming(t.ctx, t.patient, t.now)
	if err != nil {
		return "", err
	}
	u := t.understanding()
	matches := matching(upcoming, &u, matchProviders(t.dir, c.Entities))
	if len(matches) == 0 {
		matches = upcoming
	}
	switch len(matches) {
	case 0:
		*c = Conversation{Channel: t.channel, State: StateIdle}
		return "Não encontrei consultas futuras marcadas para você.", nil
	case 1:
		c.Moving = &matches[0]
		if c.Flow == FlowCancel {
			return t.confirmCancel(), nil
		}
		return t.next("")
	}
	c.State, c.Options = StateChoose, nil
	for i, a := range matches[:min(len(matches), MaxSuggestions)] {
		c.Options = append(c.Options, Option{Number: i + 1, Label: t.appointmentLabel(a), Appointment: &a})
	}
	return t.prompt(), nil
}

func (t *turn) confirmCancel() string {
	t.conv.State = StateConfirm
	return t.prompt()
}

// next asks for the first thing still missing (whom, which day, which period), or offers slots.
func (t *turn) next(prefix string) (string, error) {
	c := t.conv
	e := &c.Entities
	c.State = StateCollect
	if c.Moving == nil && len(matchProviders(t.dir, *e)) == 0 {
		if e.ProviderName != "" || e.Specialty != "" {
			who := e.ProviderName
			if who == "" {
				who = "de " + ptbr.SpecialtyName(e.Specialty)
			}
			e.ProviderName, e.Specialty = "", ""
			return prefix + fmt.Sprintf("Não encontrei profissional %s. ", who) + t.prompt(), nil
		}
		return prefix + t.prompt(), nil
	}
	if e.DateFrom == nil || e.Time == nil && e.Period == "" {
		return prefix + t.prompt(), nil
	}
	u := t.understanding()
	u.Intent = ptbr.Schedule
	if c.Flow == FlowReschedule {
		u.Intent = ptbr.Reschedule
	}
	if err := t.s.resolve(t.ctx, t.dir, &u, c.Moving); err != nil {
		return "", err
	}
	if len(u.Slots) == 0 || u.Type == nil {
		e.DateFrom, e.DateTo, e.Time, e.Period = nil, nil, nil, ""
		return prefix + "Não encontrei horários livres nesse dia e período. Quer tentar outro dia?", nil
	}
	c.TypeID, c.Options, c.State = &u.Type.ID, nil, StateOffer
	for i, sl := range u.Slots {
		c.Options = append(c.Options, Option{Number: i + 1, Label: slotLabel(sl, t.now), Slot: &sl})
	}
	return prefix + t.prompt(), nil
}

// prompt is what the current state asks the patient.
func (t *turn) prompt() string {
	c := t.conv
	switch c.State {
	case StateCollect:
		e := c.Entities
		switch {
		case c.Moving == nil && e.ProviderName == "" && e.Specialty == "":
			return "Com qual especialidade ou profissional você quer a consulta?" + t.specialtiesOffered()
		case e.DateFrom == nil:
			return "Para qual dia? Pode ser, por exemplo, “amanhã”, “quinta” ou “dia 15”."
		default:
			return "Prefere de manhã, à tarde ou à noite? Se quiser, diga um horário, como 14h."
		}
	case StateChoose:
		return "Qual consulta? Responda com o número: " + numbered(c.Options)
	case StateOffer:
		return "Encontrei estes horários: " + numbered(c.Options) + ". Responda com o número, ou diga outro dia ou período."
	case StateConfirm:
		if c.Flow == FlowCancel {
			return fmt.Sprintf("Confirma o cancelamento da consulta de %s? Responda sim ou não.", t.appointmentLabel(*c.Moving))
		}
		verb := "Confirma a consulta"
		if c.Flow == FlowReschedule {
			verb = "Confirma a remarcação para"
		}
		return fmt.Sprintf("%s %s? Responda sim ou não.", verb, c.Chosen.Label)
	case StateBooked, StateCancelled, StateIdle:
		return "Posso ajudar a marcar, remarcar ou cancelar uma consulta."
	}
	return ""
}

// act carries out the confirmed option: a booking, a reschedule or a cancellation. A slot taken
// meanwhile (or no longer bookable) is answered with fresh options.
func (t *turn) act() (string, error) {
	c := t.conv
	var a Appointment
	var err error
	switch c.Flow {
	case FlowCancel:
		a, err = t.s.sched.Cancel(t.ctx, c.Moving.ID, "cancelled by the patient in a conversation")
		if errs.KindOf(err) == errs.NotFound || errs.KindOf(err) == errs.Conflict {
			*c = Conversation{Channel: t.channel, State: StateIdle}
			return "Essa consulta não pode mais ser cancelada por aqui (ela já foi alterada). Fale com a clínica se precisar.", nil
		}
		if err != nil {
			return "", err
		}
		label := t.appointmentLabel(*c.Moving)
		*c = Conversation{Channel: t.channel, State: StateCancelled, Flow: FlowCancel, Booked: &a}
		t.acted = &a
		return fmt.Sprintf("Pronto, sua consulta de %s foi cancelada.", label), nil
	case FlowReschedule:
		a, err = t.s.sched.Reschedule(t.ctx, c.Moving.ID, *c.Chosen.Slot)
	default:
		a, err = t.s.sched.Book(t.ctx, Booking{Patient: t.patient, TypeID: *c.TypeID, Slot: *c.Chosen.Slot,
			Source: "conversation:" + t.channel})
	}
	if k := errs.KindOf(err); k == errs.Conflict || k == errs.Invalid {
		c.Chosen = nil
		return t.next("Esse horário acabou de ser ocupado. ")
	}
	if err != nil {
		return "", err
	}
	done := "marcada"
	if c.Flow == FlowReschedule {
		done = "remarcada"
	}
	label := c.Chosen.Label
	*c = Conversation{Channel: t.channel, State: StateBooked, Flow: c.Flow, Booked: &a}
	t.acted = &a
	return fmt.Sprintf("Pronto! Sua consulta foi %s: %s.", done, label), nil
}

// understanding is the conversation's entities as a reading of the clinic.
func (t *turn) understanding() Understanding {
	u := Understanding{Result: t.conv.Entities, Patient: t.patient, Zone: t.now.Location().String(), Reference: t.now}
	u.Intent = ptbr.Intent(t.conv.Flow)
	return u
}

// specialtiesOffered lists the clinic's specialties, for the question that asks for one.
func (t *turn) specialtiesOffered() string {
	var names []string
	for _, p := range t.dir.Providers {
		for _, sp := range p.Specialties {
			if n := ptbr.SpecialtyName(ptbr.CanonicalSpecialty(sp)); !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
	}
	if len(names) == 0 {
		return ""
	}
	slices.Sort(names)
	return " Temos: " + strings.Join(names, ", ") + "."
}

// appointmentLabel names an appointment: its local day and time, provider and location.
func (t *turn) appointmentLabel(a Appointment) string {
	start := a.Start.In(t.now.Location())
	label := ptbr.DayAndTime(localDate(start), start.Hour()*60+start.Minute(), localDate(t.now))
	for _, p := range t.dir.Providers {
		if p.ID == a.ProviderID {
			label += " com " + p.Name
		}
	}
	for _, l := range t.dir.Locations {
		if l.ID == a.LocationID {
			label += " (" + l.Name + ")"
		}
	}
	return label
}

// slotLabel names a slot: its local day and time, provider and location.
func slotLabel(sl Slot, now time.Time) string {
	return fmt.Sprintf("%s com %s (%s)", ptbr.DayAndTime(sl.Date, int(sl.Start), localDate(now)), sl.ProviderName, sl.LocationName)
}

// numbered lists options as "1) ..., 2) ...".
func numbered(opts []Option) string {
	parts := make([]string, len(opts))
	for i, o := range opts {
		parts[i] = fmt.Sprintf("%d) %s", o.Number, o.Label)
	}
	return strings.Join(parts, "; ")
}

// merge writes over what was collected the entities a new message says.
func merge(into *ptbr.Result, r ptbr.Result) {
	if r.Specialty != "" || r.ProviderName != "" {
		into.Specialty, into.ProviderName = r.Specialty, r.ProviderName
	}
	if r.DateFrom != nil {
		into.DateFrom, into.DateTo = r.DateFrom, r.DateTo
	}
	if r.Time != nil {
		into.Time, into.Period = r.Time, ""
	} else if r.Period != "" {
		into.Period, into.Time = r.Period, nil
	}
	if r.LocationName != "" {
		into.LocationName = r.LocationName
	}
	if r.AppointmentType != "" {
		into.AppointmentType = r.AppointmentType
	}
}

// keepLetters keeps letters, digits and spaces (punctuation becomes a space), accents folded.
func keepLetters(r rune) rune {
	r = fold.Rune(r)
	if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
		return r
	}
	return ' '
}

// isOneOf reports whether the words are exactly one of the phrases.
func isOneOf(words []string, phrases ...string) bool {
	return slices.Contains(phrases, strings.Join(words, " "))
}

var (
	yesWords = []string{"sim", "s", "ss", "isso", "confirmo", "confirma", "confirmado", "pode", "pode ser", "ok", "okay",
		"certo", "claro", "com certeza", "perfeito", "beleza", "fechado", "pode confirmar", "sim pode", "sim confirmo",
		"isso mesmo", "sim por favor", "quero", "esse", "essa"}
	noWords = []string{"nao", "n", "negativo", "nao quero", "outro", "outra", "prefiro outro", "prefiro outra", "nao obrigado",
		"nao obrigada", "errado"}
	ordinals = map[string]int{"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "um": 1, "uma": 1, "dois": 2, "duas": 2, "tres": 3,
		"quatro": 4, "cinco": 5, "primeira": 1, "primeiro": 1, "segundo": 2, "terceira": 3, "terceiro": 3, "quarto": 4,
		"quinto": 5, "ultima": -1, "ultimo": -1}
)

func yes(words []string) bool { return isOneOf(words, yesWords...) }
func no(words []string) bool  { return isOneOf(words, noWords...) }

// pick reads the option a reply chooses: "2", "opção 2", "a segunda opção", "o primeiro", "a
// última". A bare weekday name ("segunda") is a new date, not an option.
func pick(words []string, opts []Option) (Option, bool) {
	var rest []string
	for _, w := range words {
		switch w {
		case "a", "o", "opcao", "numero", "n", "no", "horario", "quero", "pode", "ser", "essa", "esse", "por", "favor":
			continue
		}
		rest = append(rest, w)
	}
	if len(rest) != 1 {
		return Option{}, false
	}
	n, ok := ordinals[rest[0]]
	if !ok && (rest[0] == "segunda" || rest[0] == "quarta" || rest[0] == "quinta") && len(words) > 1 {
		n, ok = map[string]int{"segunda": 2, "quarta": 4, "quinta": 5}[rest[0]], true
	}
	if !ok {
		return Option{}, false
	}
	if n == -1 {
		n = len(opts)
	}
	for _, o := range opts {
		if o.Number == n {
			return o, true
		}
	}
	return Option{}, false
}
