package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/redis/go-redis/v9"

	"clinic/ingest"
	"clinic/internal/clinical/chat"
	"clinic/internal/clinical/consultations"
	"clinic/internal/clinical/drugs"
	"clinic/internal/clinical/llm"
	"clinic/internal/clinical/prescriptions"
	"clinic/internal/doctors"
	"clinic/internal/documents"
	"clinic/internal/knowledge"
	"clinic/internal/language"
	"clinic/internal/language/speech"
	"clinic/internal/patients"
	"clinic/internal/platform/blob"
	"clinic/internal/platform/graphdb"
	"clinic/internal/platform/logging"
	"clinic/internal/platform/pg"
	"clinic/internal/platform/ratelimit"
	"clinic/internal/scheduling/booking"
	"clinic/internal/scheduling/calendar"
	"clinic/internal/scheduling/noshow"
	"clinic/internal/scheduling/waitlist"
	"clinic/internal/tenancy"
	"clinic/internal/webhooks"
	"clinic/internal/wire"
	"clinic/resolvers"
	"clinic/rest"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

func openRedis(url string) (*redis.Client, error) {
	opt, err := redis.ParseURL(url)
	if err != nil {
		return nil, fmt.Errorf("parse REDIS_URL: %w", err)
	}
	return redis.NewClient(opt), nil
}

// restDeps opens every dependency of the API. The caller closes them with the returned func.
func restDeps(ctx context.Context, cfg config) (rest.Deps, func(), error) {
	log := logging.New(os.Stdout, cfg.LogLevel)
	db, err := pg.Open(ctx, cfg.DatabaseURL, cfg.DatabaseMaxConns)
	if err != nil {
		return rest.Deps{}, nil, fmt.Errorf("postgres: %w", err)
	}
	rdb, err := openRedis(cfg.RedisURL)
	if err != nil {
		db.Close()
		return rest.Deps{}, nil, err
	}
	graph, err := graphdb.Open(cfg.Neo4jURI, cfg.Neo4jUser, cfg.Neo4jPassword, cfg.Neo4jDatabase)
	if err != nil {
		db.Close()
		rdb.Close()
		return rest.Deps{}, nil, err
	}
	blobs, err := blob.NewDir(cfg.StorageDir)
	if err != nil {
		db.Close()
		rdb.Close()
		return rest.Deps{}, nil, err
	}
	edge, err := ratelimit.NewClient(cfg.RedisURL)
	if err != nil {
		db.Close()
		rdb.Close()
		return rest.Deps{}, nil, err
	}
	reg, queueUI, closeOps, err := operatorDeps(cfg, db, graph)
	if err != nil {
		db.Close()
		rdb.Close()
		edge.Close()
		return rest.Deps{}, nil, err
	}
	closeAll := func() {
		closeOps()
		db.Close()
		rdb.Close()
		edge.Close()
		_ = graph.Close(context.Background())
	}
	wl := waitlist.NewService(db, cfg.WaitlistHold)
	know := knowledge.NewService(db, graph, 5*time.Second)
	drugSvc := drugs.NewService(db, wire.PatientFacts{Knowledge: know})
	pats := patients.NewService(db)
	docs := documents.NewService(db, blobs, ingest.NewDispatcher(rdb, cfg.OCRTimeout), log, cfg.OCRTimeout)
	consults := consultations.NewService(db, languageModel(cfg.LLM))
	consults.WithGraph(wire.ConsultationNotes{Knowledge: know, Consultations: consults, Patients: pats})
	cal, book := calendar.NewService(db), booking.NewService(db).WithWaitlist(wl)
	deps := rest.Deps{
		Log:      log,
		Tenancy:  tenancy.NewService(db, edge).CacheKeys(cfg.KeyCacheTTL),
		Patients: pats,
		Doctors:  doctors.NewService(db),
		Calendar: cal,
		Booking:  book,
		Language: language.NewService(wire.Scheduling{Calendar: cal, Booking: book, Patients: pats}).
			WithConversations(rdb, cfg.ConversationTTL).WithSpeech(transcriber(cfg.STT)),
		Waitlist: wl,
		NoShow:   noshow.NewService(db),
		Webhooks: webhooks.NewService(db, cfg.Webhooks),
		Limiter:  ratelimit.New(edge, cfg.RateLimit, time.Minute),
		Checks: []rest.Check{
			{Name: "postgres", Ping: db.Ping, Ready: true},
			{Name: "redis", Ping: func(ctx context.Context) error { return rdb.Ping(ctx).Err() }, Ready: true},
			{Name: "neo4j", Ping: graph.Ping},
		},
		Documents:     docs,
		Knowledge:     know,
		Drugs:         drugSvc,
		Prescriptions: prescriptions.NewService(db, wire.PatientFacts{Knowledge: know}, drugSvc).WithModel(languageModel(cfg.LLM)),
		Consultations: consults,
		Chat:          chat.NewService(db, wire.ChatRecords{Knowledge: know, Documents: docs}, languageModel(cfg.LLM)),
		GraphQL: resolvers.NewHandler(resolvers.Deps{Log: log, Patients: pats, Calendar: cal, Booking: book,
			Documents: docs, Knowledge: know}, resolvers.Options{RequestID: rest.RequestIDFrom}),
		BodyLimit:   cfg.MaxBodyBytes,
		UploadLimit: cfg.MaxUploadBytes,
		Version:     version,

		AuthFailures:         ratelimit.New(edge, cfg.AuthFailures, time.Minute),
		TrustedProxies:       cfg.TrustedProxies,
		MaxConcurrentUploads: cfg.MaxUploads,
		BodyReadWindow:       cfg.BodyReadWindow,
		BodyMinBytes:         cfg.BodyMinBytes,

		Metrics:       reg,
		OperatorToken: cfg.OperatorToken,
		QueueUI:       queueUI,
		AdminSessions: rdb,
	}
	return deps, closeAll, nil
}

// languageModel is the configured language model, nil when none is (the deterministic
// engines answer).
func languageModel(c llmConfig) llm.Model {
	if c.URL == "" {
		return nil
	}
	return llm.NewOpenAI(c.URL, c.Model, c.APIKey, c.Timeout)
}

// transcriber is the configured speech-to-text provider, nil when none is.
func transcriber(c sttConfig) speech.Transcriber {
	if c.URL == "" {
		return nil
	}
	return speech.NewOpenAI(c.URL, c.Model, c.APIKey, c.Timeout)
}

func serve(ctx context.Context, cfg config) error {
	deps, closeAll, err := restDeps(ctx, cfg)
	if err != nil {
		return err
	}
	defer closeAll()
	go deps.Tenancy.WatchRevocations(ctx) // the key cache is used only while this is subscribed
	// A graph that is down is logged, not waited for: its endpoints answer 503 until it is back.
	if took, err := deps.Knowledge.Warm(ctx); err != nil {
		deps.Log.Warn("graph reads not warmed", "error", err.Error(), "took", took.String())
	} else {
		deps.Log.Info("graph reads warmed", "took", took.String())
	}
	srv := &http.Server{
		Addr:              cfg.HTTPAddr,
		Handler:           rest.New(deps),
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	deps.Log.Info("serving", "addr", cfg.HTTPAddr, "docs", "http://"+cfg.HTTPAddr+"/docs", "version", version)
	select {
	case err := <-errc:
		return fmt.Errorf("http server: %w", err)
	case <-ctx.Done():
	}
	deps.Log.Info("shutting down", "timeout", cfg.ShutdownTimeout.String())
	sctx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}
