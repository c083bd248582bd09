// Package pg owns the Postgres pool and the one helper through which all tenant work runs.
package pg

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"

	"github.com/jackc/puddle/v2"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/tenantctx"
)

// ErrNoTenant is returned when tenant work is attempted with no tenant in the context.
var ErrNoTenant = errors.New("pg: no tenant in context")

// DB is a Postgres pool. Tenant data is reached only through InTenant.
type DB struct {
	pool *pgxpool.Pool
}

// Open connects a pool to url (maxConns 0 keeps pgx's default) and pings it.
func Open(ctx context.Context, url string, maxConns int32) (*DB, error) {
	return OpenTraced(ctx, url, maxConns, nil)
}

// OpenTraced is Open with every statement reported to tracer (nil: none), e.g. a test that
// counts the statements a request runs.
func OpenTraced(ctx context.Context, url string, maxConns int32, tracer pgx.QueryTracer) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("parse database url: %w", err)
	}
	if maxConns > 0 {
		cfg.MaxConns = maxConns
	}
	cfg.ConnConfig.Tracer = tracer
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("open pool: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("ping postgres: %w", err)
	}
	return &DB{pool: pool}, nil
}

// Close closes the pool.
func (db *DB) Close() { db.pool.Close() }

// Stat returns the pool's statistics now (for metrics).
func (db *DB) Stat() *pgxpool.Stat { return db.pool.Stat() }

// Ping checks that Postgres answers.
func (db *DB) Ping(ctx context.Context) error { return db.pool.Ping(ctx) }

// InTenant runs fn in a transaction whose row-level-security tenant is the one in ctx.
// The setting is transaction-local (set_config(..., true)), so it ends with the transaction and
// never leaks to the next user of the pooled connection. fn's error rolls the transaction back.
// Errors: ErrNoTenant when ctx has no tenant; Unavailable when Postgres cannot be reached; fn's error.
func (db *DB) InTenant(ctx context.Context, fn func(pgx.Tx) error) error {
	id, ok := tenantctx.From(ctx)
	if !ok {
		return ErrNoTenant
	}
	return db.inSession(ctx, "app.tenant_id", id.TenantID.String(), fn)
}

// ReadInTenant runs one read-only statement under the tenant in ctx in a single round trip and
// hands its rows to fn. The setting and the statement travel as one pipelined batch ending in one
// Sync, which Postgres runs as one implicit transaction: the transaction-local setting ends with
// it, exactly as with InTenant. Use it for the hot single-query reads (authentication, resolving
// a path id); anything that writes or needs several statements uses InTenant.
// Errors: ErrNoTenant; Unavailable; the statement's or fn's error.
func (db *DB) ReadInTenant(ctx context.Context, fn func(pgx.Rows) error, query string, args ...any) error {
	id, ok := tenantctx.From(ctx)
	if !ok {
		return ErrNoTenant
	}
	return db.readInSession(ctx, "app.tenant_id", id.TenantID.String(), fn, query, args)
}

// InKeyLookup runs one statement that may see only the api_keys row whose key_hash equals
// hashHex (see the api_key_lookup policy), in one round trip like ReadInTenant. It is how a
// request is authenticated before its tenant is known; it can reveal nothing to a caller who does
// not hold the key.
func (db *DB) InKeyLookup(ctx context.Context, hashHex string, fn func(pgx.Rows) error, query string, args ...any) error {
	return db.readInSession(ctx, "app.api_key_hash", hashHex, fn, query, args)
}

func (db *DB) readInSession(ctx context.Context, setting, value string, fn func(pgx.Rows) error, query string, args []any) error {
	b := &pgx.Batch{}
	b.Queue("select set_config($1, $2, true)", setting, value)
	b.Queue(query, args...)
	br := db.pool.SendBatch(ctx, b)
	defer br.Close()
	if _, err := br.Exec(); err != nil {
		return classify(err)
	}
	rows, err := br.Query()
	if err != nil {
		return classify(err)
	}
	if err := fn(rows); err != nil {
		return err
	}
	return classify(br.Close())
}

// inSession begins a transaction whose first statement sets setting to value, transaction-local,
// in the same round trip as BEGIN (one simple-protocol message; the values are quoted literals).
func (db *DB) inSession(ctx context.Context, setting, value string, fn func(pgx.Tx) error) error {
	tx, err := db.pool.BeginTx(ctx, pgx.TxOptions{
		BeginQuery: "begin; select set_config(" + quoteLiteral(setting) + ", " + quoteLiteral(value) + ", true)",
	})
	if err != nil {
		return classify(err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx)) //nolint:errcheck // no-op after commit
	if err := fn(tx); err != nil {
		return err
	}
	if err := tx.Commit(ctx); err != nil {
		return classify(err)
	}
	return nil
}

// quoteLiteral quotes s as a SQL string literal (standard_conforming_strings, on by default since
// PostgreSQL 9.1, makes backslashes plain characters; no escape-string form is produced).
func quoteLiteral(s string) string {
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}

// classify turns failures to reach Postgres (cannot connect, connection lost, network timeout)
// into Unavailable; every other error (a statement's, a commit turned into a rollback, a
// cancelled context) passes through unchanged.
func classify(err error) error {
	if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	var connectErr *pgconn.ConnectError
	var netErr net.Error
	if errors.As(err, &connectErr) || errors.As(err, &netErr) || errors.Is(err, io.EOF) ||
		errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, puddle.ErrClosedPool) {
		return errs.Unavailablef(err, "Database unavailable")
	}
	return err
}

// IsUniqueViolation reports whether err is a unique-constraint violation of the named constraint
// (any unique constraint when name is empty).
func IsUniqueViolation(err error, name string) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505" && (name == "" || pgErr.ConstraintName == name)
}

// IsInvalidText reports whether err is Postgres refusing a text value (a NUL character, or bytes
// that are not UTF-8): the client's input, not the service, is at fault.
func IsInvalidText(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (pgErr.Code == "22021" || pgErr.Code == "22P05")
}

// deadlockAttempts is how many times InTenantRetrying runs a transaction Postgres broke a
// deadlock in.
const deadlockAttempts = 3

// InTenantRetrying is InTenant for transactions that lock rows in an order another may not
// (a booking locks its provider then a waitlist entry; the waitlist, an entry then its
// provider): when Postgres breaks a deadlock by aborting this one, it runs fn again, up to three
// times in all.
func (db *DB) InTenantRetrying(ctx context.Context, fn func(pgx.Tx) error) error {
	for attempt := 1; ; attempt++ {
		err := db.InTenant(ctx, fn)
		var pgErr *pgconn.PgError
		if attempt < deadlockAttempts && errors.As(err, &pgErr) && pgErr.Code == "40P01" {
			continue
		}
		return err
	}
}

// ReadOne runs one read-only statement under the tenant in ctx (ReadInTenant) that returns one
// row, and scans it with scan. Errors: NotFound with notFound as its detail when there is no row;
// ReadInTenant's.
func ReadOne[T any](ctx context.Context, db *DB, scan pgx.RowToFunc[T], notFound, query string, args ...any) (T, error) {
	var v T
	err := db.ReadInTenant(ctx, func(rows pgx.Rows) error {
		var err error
		v, err = pgx.CollectExactlyOneRow(rows, scan)
		return err
	}, query, args...)
	return v, NotFoundIfNoRows(err, notFound)
}

// NotFoundIfNoRows maps pgx.ErrNoRows to a NotFound error with detail; other errors pass through.
func NotFoundIfNoRows(err error, detail string) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return errs.NotFoundf("%s", detail)
	}
	return err
}

// Operator runs fn in a plain transaction with no tenant. Under the app role it sees no tenant
// row at all; it exists for the operator CLI, which connects as the owner role whose
// operator_all policies cover the tenants and api_keys tables only, and for the worker's calls of
// the cross-tenant maintenance functions (SECURITY DEFINER, e.g. documents_reap).
func (db *DB) Operator(ctx context.Context, fn func(pgx.Tx) error) error {
	tx, err := db.pool.Begin(ctx)
	if err != nil {
		return classify(err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx)) //nolint:errcheck // no-op after commit
	if err := fn(tx); err != nil {
		return err
	}
	return classify(tx.Commit(ctx))
}
