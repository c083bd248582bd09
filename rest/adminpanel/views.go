package adminpanel

import (
	"bytes"
	"embed"
	"html/template"
	"net/http"
	"slices"
	"time"

	"github.com/google/uuid"

	"clinic/internal/documents"
	"clinic/internal/tenancy"
	"clinic/internal/webhooks"
)

//go:embed assets
var assets embed.FS

var pages = template.Must(template.New("").Funcs(template.FuncMap{
	"when":  when,
	"whenp": func(t *time.Time) string { return whenPtr(t, "never") },
	"has":   func(perms []tenancy.Permission, p tenancy.Permission) bool { return slices.Contains(perms, p) },
	"join":  joinPerms,
}).ParseFS(assets, "assets/*.html"))

// signInView is the sign-in page.
type signInView struct {
	CSRF    string
	Problem string
}

// dashboardView is the signed-in page.
type dashboardView struct {
	CSRF         string
	Notice       *notice
	Keys         []tenancy.KeyUsage
	MoreKeys     bool
	Self         uuid.UUID
	Permissions  []tenancy.Permission
	Webhooks     []webhooks.SubscriptionOverview
	MoreWebhooks bool
	Pipeline     *documents.Pipeline
}

// OCRStatuses and ClassificationStatuses list the pipeline's statuses in order.
func (dashboardView) OCRStatuses() []string { return documents.OCRStatuses }

// ClassificationStatuses lists the classification statuses in order.
func (dashboardView) ClassificationStatuses() []string { return documents.ClassificationStatuses }

// confirmView asks to confirm a revocation or rotation.
type confirmView struct {
	CSRF    string
	Key     tenancy.KeyUsage
	Action  string
	Title   string
	Text    string
	Button  string
	Blocked bool // the action is refused (the session's own key): no confirm button
}

// messageView is an error or information page.
type messageView struct {
	Title, Text string
}

// render writes the named page with status.
func (p *panel) render(w http.ResponseWriter, r *http.Request, status int, name string, data any) {
	var buf bytes.Buffer
	if err := pages.ExecuteTemplate(&buf, name, data); err != nil {
		if p.cfg.Log != nil {
			p.cfg.Log.ErrorContext(r.Context(), "admin panel template", "page", name, "error", err.Error())
		}
		http.Error(w, "Internal server error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

// message renders a page that only says something (errors, refusals).
func (p *panel) message(w http.ResponseWriter, r *http.Request, status int, title, text string) {
	p.render(w, r, status, "message", messageView{Title: title, Text: text})
}

// serveCSS serves the embedded stylesheet.
func serveCSS(w http.ResponseWriter, r *http.Request) {
	b, err := assets.ReadFile("assets/admin.css")
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/css; charset=utf-8")
	_, _ = w.Write(b)
}

// when shows an instant in the product's zone (America/Sao_Paulo), to the minute.
func when(t time.Time) string { return t.In(tenancy.UsageZone).Format("2006-01-02 15:04") }

func whenPtr(t *time.Time, none string) string {
	if t == nil {
		return none
	}
	return when(*t)
}

func joinPerms(perms any) string {
	var out []byte
	add := func(s string) {
		if len(out) > 0 {
			out = append(out, ", "...)
		}
		out = append(out, s...)
	}
	switch ps := perms.(type) {
	case []tenancy.Permission:
		for _, p := range ps {
			add(string(p))
		}
	case []string:
		for _, p := range ps {
			add(p)
		}
	}
	return string(out)
}
