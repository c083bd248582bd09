package chat

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
)

// The chat tables' SQL, in one place.

type citationRow struct {
	Kind string `json:"kind"`
	ID   string `json:"id"`
	Text string `json:"text"`
}

// conversationOf reports whether id is a conversation about the patient.
func (s *Service) conversationOf(ctx context.Context, id, patientID uuid.UUID) (bool, error) {
	var ok bool
	err := s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		var err error
		ok, err = pgx.CollectExactlyOneRow(rows, pgx.RowTo[bool])
		return err
	}, `select exists (select 1 from chat_conversations where id = $1 and patient_id = $2)`, id, patientID)
	if err != nil {
		return false, fmt.Errorf("conversation: %w", err)
	}
	return ok, nil
}

// history returns the last n messages of the conversation about the patient, oldest first
// (none when it is another patient's).
func (s *Service) history(ctx context.Context, patientID, id uuid.UUID, n int) ([]turn, error) {
	var out []turn
	err := s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		var err error
		out, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (turn, error) {
			var t turn
			err := r.Scan(&t.role, &t.content)
			return t, err
		})
		return err
	}, `select role, content from (select m.id, m.role, m.content from chat_messages m
		join chat_conversations c on c.id = m.conversation_id and c.patient_id = $3
		where m.conversation_id = $1 order by m.id desc limit $2) m order by id`, id, n, patientID)
	if err != nil {
		return nil, fmt.Errorf("conversation history: %w", err)
	}
	return out, nil
}

// keep stores the question and the answer (creating the conversation when id is nil) and fills
// a's ids and time.
func (s *Service) keep(ctx context.Context, patientID uuid.UUID, id *uuid.UUID, question string, a *Answer) error {
	rows := make([]citationRow, len(a.Citations))
	for i, c := range a.Citations {
		rows[i] = citationRow(c)
	}
	cites, _ := json.Marshal(rows)
	err := s.db.InTenant(ctx, func(tx pgx.Tx) error {
		if id == nil {
			a.ConversationID = uuid.Must(uuid.NewV7())
			if _, err := tx.Exec(ctx, `insert into chat_conversations (id, tenant_id, patient_id)
				values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2)`, a.ConversationID, patientID); err != nil {
				return err
			}
		} else {
			a.ConversationID = *id
			tag, err := tx.Exec(ctx, `update chat_conversations set updated_at = now() where id = $1 and patient_id = $2`, *id, patientID)
			if err != nil {
				return err
			}
			if tag.RowsAffected() == 0 {
				return errs.NotFoundf("Conversation not found")
			}
		}
		questionID := uuid.Must(uuid.NewV7()) // before the answer's: messages are read in id order
		a.MessageID = uuid.Must(uuid.NewV7())
		if _, err := tx.Exec(ctx, `insert into chat_messages (id, tenant_id, conversation_id, role, content)
			values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, 'user', $3)`,
			questionID, a.ConversationID, question); err != nil {
			return err
		}
		return tx.QueryRow(ctx, `insert into chat_messages (id, tenant_id, conversation_id, role, content, citations, engine, model, prompt_version)
			values ($1, (select nullif(current_setting('app.tenant_id', true), ''))::uuid, $2, 'assistant', $3, $4, $5, $6, $7)
			returning created_at`, a.MessageID, a.ConversationID, a.Text, cites, a.Engine, a.Model, a.PromptVersion).Scan(&a.CreatedAt)
	})
	if err != nil {
		return fmt.Errorf("keep chat messages: %w", err)
	}
	return nil
}

// Message is one message of a conversation.
type Message struct {
	ID            uuid.UUID
	Role          string // user or assistant
	Content       string
	Citations     []Citation
	Engine        string
	Model         string
	PromptVersion string
	CreatedAt     time.Time
}

// Conversation returns a conversation about the patient, oldest message first.
// Errors: NotFound (another patient's or tenant's too); Unavailable.
func (s *Service) Conversation(ctx context.Context, patientID, id uuid.UUID) ([]Message, error) {
	ok, err := s.conversationOf(ctx, id, patientID)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errs.NotFoundf("Conversation not found")
	}
	var out []Message
	err = s.db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		var err error
		out, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (Message, error) {
			var m Message
			var cites []byte
			var engine, model, version *string
			if err := r.Scan(&m.ID, &m.Role, &m.Content, &cites, &engine, &model, &version, &m.CreatedAt); err != nil {
				return m, err
			}
			var rows []citationRow
			if err := json.Unmarshal(cites, &rows); err != nil {
				return m, err
			}
			for _, c := range rows {
				m.Citations = append(m.Citations, Citation(c))
			}
			m.Engine, m.Model, m.PromptVersion = deref(engine), deref(model), deref(version)
			return m, nil
		})
		return err
	}, `select id, role, content, citations, engine, model, prompt_version, created_at from chat_messages
		where conversation_id = $1 order by id`, id)
	if err != nil {
		return nil, fmt.Errorf("conversation: %w", err)
	}
	return out, nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
