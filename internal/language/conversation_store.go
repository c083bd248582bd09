package language

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"

	"clinic/internal/language/ptbr"
	"clinic/internal/platform/errs"
	"clinic/internal/platform/tenantctx"
)

// The channels a conversation runs on; each (patient, channel) has its own conversation.
var Channels = []string{"whatsapp", "sms", "web", "phone"}

// The states of a conversation.
const (
	StateIdle      = "idle"                 // nothing under way
	StateCollect   = "collecting"           // asking for what is missing: specialty or provider, date, period
	StateChoose    = "choosing_appointment" // the patient picks which of their appointments
	StateOffer     = "offering"             // numbered slot options
	StateConfirm   = "confirming"           // the interpretation said back, waiting for sim/não
	StateBooked    = "booked"               // an appointment was booked (or rescheduled); the next message starts afresh
	StateCancelled = "cancelled"            // an appointment was cancelled; the next message starts afresh
)

// States lists every state, in the order a booking goes through them.
var States = []string{StateIdle, StateCollect, StateChoose, StateOffer, StateConfirm, StateBooked, StateCancelled}

// The flows a conversation carries out.
const (
	FlowSchedule   = "schedule"
	FlowReschedule = "reschedule"
	FlowCancel     = "cancel"
)

// Conversation is the state of one patient's conversation on one channel, kept in Redis.
type Conversation struct {
	Channel   string
	State     string
	Flow      string
	Entities  ptbr.Result // what was collected, merged message by message
	TypeID    *uuid.UUID  // the type being booked
	Options   []Option    // offered slots or appointments, numbered from 1
	Chosen    *Option     // the option being confirmed
	Moving    *Appointment
	Booked    *Appointment  // the appointment booked, rescheduled to or cancelled
	Previous  *Conversation `json:",omitempty"` // the state before the last message, for "voltar"
	Turns     int
	UpdatedAt time.Time
}

// Option is one numbered choice: a slot, or one of the patient's appointments.
type Option struct {
	Number      int
	Label       string
	Slot        *Slot
	Appointment *Appointment
}

// conversations keeps conversations in Redis under a key of tenant, patient and channel, with a
// time to live renewed by every message, and a short lock so two messages of one conversation
// are handled one after the other.
type conversations struct {
	rdb redis.UniversalClient
	ttl time.Duration
}

// lockTTL bounds how long a crashed handler can hold a conversation.
const lockTTL = 30 * time.Second

// ErrBusy answers a message that arrives while another of the same conversation is handled.
var ErrBusy = &errs.Error{Kind: errs.Conflict, Detail: "Another message of this conversation is being handled; send it again"}

// ErrNoConversation is the uniform answer for a conversation that does not exist.
var ErrNoConversation = &errs.Error{Kind: errs.NotFound, Detail: "Conversation not found"}

func (c *conversations) key(ctx context.Context, patient uuid.UUID, channel string) (string, error) {
	id, ok := tenantctx.From(ctx)
	if !ok {
		return "", errors.New("conversation: no tenant in context")
	}
	return fmt.Sprintf("conversation:%s:%s:%s", id.TenantID, patient, channel), nil
}

// get returns the conversation, or a fresh idle one when there is none.
func (c *conversations) get(ctx context.Context, key, channel string) (Conversation, bool, error) {
	raw, err := c.rdb.Get(ctx, key).Bytes()
	if errors.Is(err, redis.Nil) {
		return Conversation{Channel: channel, State: StateIdle}, false, nil
	}
	if err != nil {
		return Conversation{}, false, errs.Unavailablef(err, "Conversation store unavailable")
	}
	var conv Conversation
	if err := json.Unmarshal(raw, &conv); err != nil {
		return Conversation{}, false, fmt.Errorf("conversation: decode: %w", err)
	}
	return conv, true, nil
}

func (c *conversations) put(ctx context.Context, key string, conv Conversation) error {
	raw, err := json.Marshal(conv)
	if err != nil {
		return fmt.Errorf("conversation: encode: %w", err)
	}
	if err := c.rdb.Set(ctx, key, raw, c.ttl).Err(); err != nil {
		return errs.Unavailablef(err, "Conversation store unavailable")
	}
	return nil
}

// unlockScript deletes the lock only when it is still ours.
var unlockScript = redis.NewScript(`if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) end return 0`)

// lock takes the conversation's lock and returns its release. Errors: ErrBusy.
func (c *conversations) lock(ctx context.Context, key string) (func(), error) {
	token := uuid.NewString()
	ok, err := c.rdb.SetNX(ctx, key+":lock", token, lockTTL).Result()
	if err != nil {
		return nil, errs.Unavailablef(err, "Conversation store unavailable")
	}
	if !ok {
		return nil, ErrBusy
	}
	return func() { unlockScript.Run(context.WithoutCancel(ctx), c.rdb, []string{key + ":lock"}, token) }, nil
}

// clear deletes the conversation. Errors: ErrNoConversation.
func (c *conversations) clear(ctx context.Context, key string) error {
	n, err := c.rdb.Del(ctx, key).Result()
	if err != nil {
		return errs.Unavailablef(err, "Conversation store unavailable")
	}
	if n == 0 {
		return ErrNoConversation
	}
	return nil
}

// expiresAt returns when the conversation at key expires.
func (c *conversations) expiresAt(ctx context.Context, key string) time.Time {
	d, err := c.rdb.TTL(ctx, key).Result()
	if err != nil || d < 0 {
		return time.Time{}
	}
	return time.Now().Add(d).UTC().Truncate(time.Second)
}
