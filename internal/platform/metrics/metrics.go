// Package metrics holds one process's Prometheus registry (never the global default, so tests
// are isolated) and the few observations the service makes: HTTP requests, rate-limit
// rejections, asynq tasks, OCR pages, webhook deliveries, and, collected at scrape time, queue
// depth and the Postgres and Neo4j pools. Domain packages never import it: they report through
// small funcs or interfaces that cmd wires to a Registry.
package metrics

import (
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Namespace prefixes every metric of the service.
const Namespace = "clinic"

// UnmatchedRoute is the route label of a request no route matched (one label, however many
// distinct paths are probed).
const UnmatchedRoute = "unmatched"

// Rate-limit rejection kinds (the kind label of clinic_rate_limit_rejections_total).
const (
	LimitAPIKey       = "api_key"       // the key's requests per minute
	LimitAuthFailures = "auth_failures" // failed authentications (API keys and the operator token) per client address
	LimitUploads      = "uploads"       // concurrent uploads per key
)

// Registry is one process's metrics. A nil *Registry is valid and records nothing, so code
// that observes needs no check.
type Registry struct {
	reg        *prometheus.Registry
	requests   *prometheus.CounterVec
	latency    *prometheus.HistogramVec
	rejections *prometheus.CounterVec
	tasks      *prometheus.HistogramVec
	ocrPages   *prometheus.HistogramVec
	webhooks   *prometheus.CounterVec
}

// New returns a registry with the service's metrics and the Go runtime and process collectors.
func New() *Registry {
	r := &Registry{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: Namespace, Name: "http_requests_total",
			Help: "HTTP requests answered, by route pattern (never the raw path), method and status."},
			[]string{"route", "method", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: Namespace, Name: "http_request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route pattern, method and status.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30}},
			[]string{"route", "method", "status"}),
		rejections: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: Namespace, Name: "rate_limit_rejections_total",
			Help: "Requests refused with 429, by limit: api_key, auth_failures or uploads."}, []string{"kind"}),
		tasks: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: Namespace, Name: "task_duration_seconds",
			Help:    "Time to run an asynq task, by queue, task type and outcome (success, retry, dead, panic).",
			Buckets: []float64{.01, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120, 300}},
			[]string{"queue", "task_type", "outcome"}),
		ocrPages: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: Namespace, Name: "ocr_page_seconds",
			Help:    "Seconds spent reading one page of a document, by engine (text_layer, pdftotext, tesseract); a file's read time is shared evenly among its pages and labelled by the costliest engine any page needed.",
			Buckets: []float64{.001, .01, .05, .1, .25, .5, 1, 2, 4, 8, 16, 32, 64}},
			[]string{"engine"}),
		webhooks: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: Namespace, Name: "webhook_deliveries_total",
			Help: "Webhook delivery attempts made by the worker, by outcome (delivered, failed, dead_lettered) and the receiver's status class (2xx..5xx, or none when no answer came)."},
			[]string{"outcome", "status_class"}),
	}
	r.reg.MustRegister(r.requests, r.latency, r.rejections, r.tasks, r.ocrPages, r.webhooks,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return r
}

// Handler serves the registry in the Prometheus text format (no authorization: see Protect).
func (r *Registry) Handler() http.Handler {
	return promhttp.HandlerFor(r.reg, promhttp.HandlerOpts{ErrorHandling: promhttp.ContinueOnError})
}

// Register adds a collector of the caller's; an error means a name is already taken.
func (r *Registry) Register(c prometheus.Collector) error { return r.reg.Register(c) }

// ObserveRequest records one answered HTTP request; route is the matched route pattern, ""
// when none matched.
func (r *Registry) ObserveRequest(route, method string, status int, took time.Duration) {
	if r == nil {
		return
	}
	if route == "" {
		route = UnmatchedRoute
	}
	labels := prometheus.Labels{"route": route, "method": knownMethod(method), "status": strconv.Itoa(status)}
	r.requests.With(labels).Inc()
	r.latency.With(labels).Observe(took.Seconds())
}

// knownMethod bounds the method label: a client may send any token as a method.
func knownMethod(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions:
		return m
	}
	return "other"
}

// RateLimited counts one request refused by the limit kind (LimitAPIKey, ...).
func (r *Registry) RateLimited(kind string) {
	if r == nil {
		return
	}
	r.rejections.WithLabelValues(kind).Inc()
}

// ObserveTask records one run of an asynq task.
func (r *Registry) ObserveTask(queue, taskType, outcome string, took time.Duration) {
	if r == nil {
		return
	}
	r.tasks.WithLabelValues(queue, taskType, outcome).Observe(took.Seconds())
}

// ObserveOCRPages records pages pages read by engine, each taking perPage.
func (r *Registry) ObserveOCRPages(engine string, pages int, perPage time.Duration) {
	if r == nil {
		return
	}
	h := r.ocrPages.WithLabelValues(engine)
	for range pages {
		h.Observe(perPage.Seconds())
	}
}

// ObserveWebhook counts one delivery attempt's outcome (webhooks.Outcome*); status is the receiver's HTTP status,
// 0 when no answer came.
func (r *Registry) ObserveWebhook(outcome string, status int) {
	if r == nil {
		return
	}
	class := "none"
	if status >= 100 && status < 600 {
		class = strconv.Itoa(status/100) + "xx"
	}
	r.webhooks.WithLabelValues(outcome, class).Inc()
}
