package adminpanel

import (
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"

	"clinic/internal/platform/errs"
	"clinic/internal/tenancy"
	"clinic/internal/webhooks"
)

// The panel's actions: each POST carries the session's CSRF token (checked by requireSession)
// and ends in a redirect to the dashboard, whose #flash says what happened.

// panelKeyLimit is how many keys the dashboard lists (active and revoked, oldest first).
const panelKeyLimit = 200

// dashboard renders the keys, webhooks and pipeline of the session's tenant.
func (p *panel) dashboard(w http.ResponseWriter, r *http.Request, s *session) {
	ctx := r.Context()
	n, err := p.store.takeNotice(ctx, s)
	if err != nil {
		p.fail(w, r, err)
		return
	}
	keys, err := p.cfg.Keys.TenantKeys(ctx, tenancy.KeyQuery{Limit: panelKeyLimit, IncludeRevoked: true})
	if err != nil {
		p.fail(w, r, err)
		return
	}
	v := dashboardView{CSRF: s.CSRF, Notice: n, Keys: keys.Items, MoreKeys: keys.NextCursor != nil, Self: s.KeyID,
		Permissions: tenancy.AllPermissions}
	if p.cfg.Webhooks != nil {
		o, err := p.cfg.Webhooks.Overview(ctx, webhooks.Query{Limit: 20}, 10)
		if err != nil {
			p.fail(w, r, err)
			return
		}
		v.Webhooks, v.MoreWebhooks = o.Items, o.NextCursor != nil
	}
	if p.cfg.Documents != nil {
		pl, err := p.cfg.Documents.PipelineCounts(ctx)
		if err != nil {
			p.fail(w, r, err)
			return
		}
		v.Pipeline = &pl
	}
	p.render(w, r, http.StatusOK, "dashboard", v)
}

// createKey creates a key from the form and shows its secret once.
func (p *panel) createKey(w http.ResponseWriter, r *http.Request) {
	perms := r.PostForm["permissions"]
	k, secret, err := p.cfg.Keys.CreateTenantKey(r.Context(), r.PostFormValue("name"), perms)
	if errs.KindOf(err) == errs.Invalid {
		e, _ := errs.As(err)
		p.back(w, r, notice{Flash: e.Detail, Error: true})
		return
	}
	if err != nil {
		p.fail(w, r, err)
		return
	}
	p.back(w, r, notice{Flash: "Key “" + k.Name + "” created. Copy its secret now: it is not shown again.",
		Secret: secret, KeyName: k.Name, Permissions: permNames(k.Permissions)})
}

// confirmRevoke asks before revoking.
func (p *panel) confirmRevoke(w http.ResponseWriter, r *http.Request) {
	k, ok := p.key(w, r)
	if !ok {
		return
	}
	v := confirmView{CSRF: sessionFrom(r).CSRF, Key: k, Action: "/admin/keys/" + k.ID.String() + "/revoke/confirm",
		Title: "Revoke key “" + k.Name + "”?", Button: "Revoke",
		Text: "Every request with this key gets 401 from now on. This cannot be undone."}
	if k.ID == sessionFrom(r).KeyID {
		v.Text = "This is the key you are signed in with: it cannot be revoked here. Sign in with another admin key to revoke it."
		v.Blocked = true
	}
	p.render(w, r, http.StatusOK, "confirm", v)
}

// revoke revokes the key after confirmation.
func (p *panel) revoke(w http.ResponseWriter, r *http.Request) {
	k, ok := p.key(w, r)
	if !ok {
		return
	}
	err := p.cfg.Keys.RevokeTenantKey(r.Context(), k.ID, sessionFrom(r).KeyID)
	switch {
	case errs.KindOf(err) == errs.Conflict:
		e, _ := errs.As(err)
		p.back(w, r, notice{Flash: e.Detail, Error: true})
	case err != nil:
		p.fail(w, r, err)
	default:
		p.back(w, r, notice{Flash: "Key “" + k.Name + "” (" + k.Prefix + "…) revoked."})
	}
}

// confirmRotate asks before rotating.
func (p *panel) confirmRotate(w http.ResponseWriter, r *http.Request) {
	k, ok := p.key(w, r)
	if !ok {
		return
	}
	v := confirmView{CSRF: sessionFrom(r).CSRF, Key: k, Action: "/admin/keys/" + k.ID.String() + "/rotate/confirm",
		Title: "Rotate key “" + k.Name + "”?", Button: "Rotate",
		Text: "A new key with the same name and permissions is created and shown once; this key is revoked at the same time " +
			"(requests with it get 401). Put the new secret in place right after."}
	if k.ID == sessionFrom(r).KeyID {
		v.Text = "This is the key you are signed in with: rotating it here would revoke it and lock you out. Sign in with another admin key to rotate it."
		v.Blocked = true
	}
	p.render(w, r, http.StatusOK, "confirm", v)
}

// rotate creates the replacement and revokes the old key, after confirmation.
func (p *panel) rotate(w http.ResponseWriter, r *http.Request) {
	k, ok := p.key(w, r)
	if !ok {
		return
	}
	nk, secret, err := p.cfg.Keys.RotateKey(r.Context(), k.ID, sessionFrom(r).KeyID, true)
	switch {
	case errs.KindOf(err) == errs.Conflict:
		e, _ := errs.As(err)
		p.back(w, r, notice{Flash: e.Detail, Error: true})
	case err != nil:
		p.fail(w, r, err)
	default:
		p.back(w, r, notice{Flash: "Key “" + k.Name + "” rotated: " + k.Prefix + "… is revoked. Copy the new secret now: it is not shown again.",
			Secret: secret, KeyName: nk.Name, Permissions: permNames(nk.Permissions)})
	}
}

// replay sends a dead letter again.
func (p *panel) replay(w http.ResponseWriter, r *http.Request) {
	raw := chi.URLParam(r, "delivery_id")
	id, err := uuid.Parse(raw)
	if err != nil || len(raw) != 36 || p.cfg.Webhooks == nil {
		p.message(w, r, http.StatusNotFound, "Dead letter not found", "This clinic has no such dead letter.")
		return
	}
	a, err := p.cfg.Webhooks.Replay(r.Context(), id)
	switch {
	case errs.KindOf(err) == errs.NotFound:
		p.message(w, r, http.StatusNotFound, "Dead letter not found", "This clinic has no such dead letter (or it was delivered since).")
	case errs.KindOf(err) == errs.Conflict:
		e, _ := errs.As(err)
		p.back(w, r, notice{Flash: e.Detail, Error: true})
	case err != nil:
		p.fail(w, r, err)
	case a.Succeeded:
		p.back(w, r, notice{Flash: "Replayed: the receiver accepted the event (" + a.EventType + ")."})
	default:
		why := "no answer"
		if a.ResponseStatus != nil {
			why = "HTTP " + strconv.Itoa(*a.ResponseStatus)
		} else if a.Error != nil {
			why = *a.Error
		}
		p.back(w, r, notice{Flash: "Replay failed (" + why + "); it stays a dead letter.", Error: true})
	}
}

func permNames(perms []tenancy.Permission) []string {
	out := make([]string, len(perms))
	for i, p := range perms {
		out[i] = string(p)
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }
