package webhooks

import (
	"context"
	"fmt"
)

// SubscriptionOverview is a subscription with its latest delivery attempts and dead letters,
// newest first: what the administration panel shows.
type SubscriptionOverview struct {
	Subscription
	RecentAttempts []Attempt
	DeadLetters    []DeadLetter
}

// OverviewPage is one page of subscriptions with their overviews.
type OverviewPage struct {
	Items      []SubscriptionOverview
	NextCursor *string
}

// Overview returns one page of the tenant's subscriptions (as List), each with its latest recent
// attempts and dead letters (recent is 1 to 200). Errors: BadRequest for a foreign cursor.
func (s *Service) Overview(ctx context.Context, q Query, recent int) (OverviewPage, error) {
	p, err := s.List(ctx, q)
	if err != nil {
		return OverviewPage{}, err
	}
	out := OverviewPage{NextCursor: p.NextCursor, Items: make([]SubscriptionOverview, 0, len(p.Items))}
	for _, sub := range p.Items {
		attempts, err := s.Attempts(ctx, sub.ID, Query{Limit: recent})
		if err != nil {
			return OverviewPage{}, fmt.Errorf("overview attempts: %w", err)
		}
		id := sub.ID
		dead, err := s.DeadLetters(ctx, DeadLetterQuery{SubscriptionID: &id, Limit: recent})
		if err != nil {
			return OverviewPage{}, fmt.Errorf("overview dead letters: %w", err)
		}
		out.Items = append(out.Items, SubscriptionOverview{Subscription: sub, RecentAttempts: attempts.Items, DeadLetters: dead.Items})
	}
	return out, nil
}
