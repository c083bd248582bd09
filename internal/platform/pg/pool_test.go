package pg_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/pg"
	"clinic/internal/platform/tenantctx"
	"clinic/internal/testkit"
)

// These tests prove that the tenant setting made by InTenant lives exactly as long as its
// transaction, whatever way the transaction ends, on a small pool whose connections are reused by
// every tenant in turn. They would fail if InTenant set app.tenant_id for the session
// (set_config(..., false)): a committed InTenant would leave its tenant on the connection, and
// the plain transaction (Operator) that next acquires that connection would see the tenant's rows
// and read the setting back. Every check runs on connections identified by pg_backend_pid(), so
// the tests also prove that the connections they inspect are the reused ones.

// snapshot is what one transaction sees: its connection, its tenant setting and the rows visible.
type snapshot struct {
	pid                                 int32
	setting                             *string // current_setting('app.tenant_id', true)
	tenants, apiKeys, patients, doctors int
	tenantRow                           *uuid.UUID // the one tenants row visible, if exactly one
}

const snapshotSQL = `select pg_backend_pid(), current_setting('app.tenant_id', true),
	(select count(*) from tenants)::int, (select count(*) from api_keys)::int,
	(select count(*) from patients)::int, (select count(*) from doctors)::int,
	(select id from tenants limit 1)`

func take(ctx context.Context, tx pgx.Tx) (snapshot, error) {
	var s snapshot
	err := tx.QueryRow(ctx, snapshotSQL).Scan(&s.pid, &s.setting, &s.tenants, &s.apiKeys, &s.patients, &s.doctors, &s.tenantRow)
	return s, err
}

// asTenant returns "" when s is exactly what tenant want (holding nPatients patients) must see,
// else what is wrong. It calls no testing method, so goroutines may use it.
func (s snapshot) asTenant(want uuid.UUID, nPatients int) string {
	var bad []string
	if s.setting == nil || *s.setting != want.String() {
		bad = append(bad, fmt.Sprintf("app.tenant_id = %s, want %s", show(s.setting), want))
	}
	if s.patients != nPatients {
		bad = append(bad, fmt.Sprintf("%d patients visible, want %d", s.patients, nPatients))
	}
	if s.tenants != 1 || s.tenantRow == nil || *s.tenantRow != want {
		bad = append(bad, fmt.Sprintf("%d tenant rows visible (first %v), want only %s", s.tenants, s.tenantRow, want))
	}
	if s.apiKeys != 1 { // seedTenant's tenants hold exactly their initial key
		bad = append(bad, fmt.Sprintf("%d api keys visible, want 1", s.apiKeys))
	}
	return strings.Join(bad, "; ")
}

// asNobody returns "" when s is what a transaction with no tenant must see: no row at all and the
// setting unset (NULL on a connection that never set it, ” after a transaction-local set ended).
func (s snapshot) asNobody() string {
	var bad []string
	if s.setting != nil && *s.setting != "" {
		bad = append(bad, fmt.Sprintf("app.tenant_id = %s, want '' or NULL", show(s.setting)))
	}
	if n := s.tenants + s.apiKeys + s.patients + s.doctors; n != 0 {
		bad = append(bad, fmt.Sprintf("%d tenants, %d api keys, %d patients, %d doctors visible, want none",
			s.tenants, s.apiKeys, s.patients, s.doctors))
	}
	return strings.Join(bad, "; ")
}

func show(s *string) string {
	if s == nil {
		return "NULL"
	}
	return fmt.Sprintf("%q", *s)
}

// newPublicID returns a fresh pat_ token without touching testing.TB (safe in goroutines).
func newPublicID() string {
	u := uuid.New()
	s := new(big.Int).SetBytes(u[:]).Text(62) // 128 bits fit in 22 base-62 digits
	return "pat_" + strings.Repeat("0", 22-len(s)) + s
}

// insertPatient writes one patient of tenant in tx and returns its id.
func insertPatient(ctx context.Context, tx pgx.Tx, tenant uuid.UUID, name string) (uuid.UUID, error) {
	id := uuid.Must(uuid.NewV7())
	_, err := tx.Exec(ctx, `insert into patients (id, tenant_id, public_id, name) values ($1, $2, $3, $4)`,
		id, tenant, newPublicID(), name)
	return id, err
}

// outcome is one way an InTenant call can end.
type outcome int

const (
	succeed          outcome = iota // fn returns nil, commit succeeds
	fnError                         // fn writes, then returns its own error
	sqlError                        // fn hits division by zero and returns that error
	swallowedSQL                    // fn writes, hits an SQL error, ignores it and returns nil: commit rolls back
	cancelBeforeExec                // ctx cancelled, then fn runs a statement (refused before it is sent)
	cancelBeforeDone                // fn writes, ctx cancelled, fn returns nil: commit is refused
	cancelMidQuery                  // fn writes, ctx cancelled while pg_sleep runs
	outcomes
)

func (o outcome) String() string {
	return [...]string{"succeed", "fn error", "sql error", "swallowed sql error", "cancel before exec",
		"cancel before commit", "cancel mid-query"}[o]
}

// survives reports whether pgx keeps the connection after o (the others close it, so the pool
// replaces it).
func (o outcome) survives() bool {
	return o == succeed || o == fnError || o == sqlError || o == swallowedSQL || o == cancelBeforeExec
}

var errFromFn = errors.New("fn gave up")

var callSeq atomic.Int64

// call is the record of one InTenant call.
type call struct {
	outcome outcome
	tenant  uuid.UUID
	start   snapshot    // taken inside the transaction before anything else
	seq     int64       // order of start among all calls (a connection serves one call at a time)
	written []uuid.UUID // patients inserted in a transaction that must not commit
	err     error       // what InTenant returned
	problem string      // what was wrong, "" when all was as expected
}

// runOutcome makes one InTenant call for tenant (holding nPatients patients) that ends as o, and
// checks the start of the transaction and the error. It calls no testing method.
func runOutcome(db *pg.DB, o outcome, tenant uuid.UUID, nPatients int) call {
	c := call{outcome: o, tenant: tenant}
	ctx, cancel := context.WithCancel(inTenant(tenant))
	defer cancel()
	var problems []string
	c.err = db.InTenant(ctx, func(tx pgx.Tx) error {
		var err error
		if c.start, err = take(ctx, tx); err != nil {
			return fmt.Errorf("snapshot: %w", err)
		}
		c.seq = callSeq.Add(1)
		if p := c.start.asTenant(tenant, nPatients); p != "" {
			problems = append(problems, "at start: "+p)
		}
		write := func() error {
			id, err := insertPatient(ctx, tx, tenant, "must be rolled back ("+o.String()+")")
			if err != nil {
				return fmt.Errorf("insert: %w", err)
			}
			c.written = append(c.written, id)
			return nil
		}
		switch o {
		case succeed:
			return nil
		case fnError:
			if err := write(); err != nil {
				return err
			}
			return errFromFn
		case sqlError:
			_, err := tx.Exec(ctx, "select 1/0")
			return err
		case swallowedSQL:
			if err := write(); err != nil {
				return err
			}
			_, _ = tx.Exec(ctx, "select 1/0")
			return nil
		case cancelBeforeExec:
			cancel()
			_, err := tx.Exec(ctx, "select 1")
			return err
		case cancelBeforeDone:
			if err := write(); err != nil {
				return err
			}
			cancel()
			return nil
		case cancelMidQuery:
			if err := write(); err != nil {
				return err
			}
			// The server keeps sleeping after the client gives up (pgx closes the connection), so
			// the sleep is short: long enough that the cancel always comes first.
			timer := time.AfterFunc(5*time.Millisecond, cancel)
			defer timer.Stop()
			_, err := tx.Exec(ctx, "select pg_sleep(0.25)")
			return err
		}
		return fmt.Errorf("unknown outcome %d", o)
	})
	switch o {
	case succeed:
		if c.err != nil {
			problems = append(problems, fmt.Sprintf("err = %v, want nil", c.err))
		}
	case fnError:
		if !errors.Is(c.err, errFromFn) {
			problems = append(problems, fmt.Sprintf("err = %v, want fn's own error", c.err))
		}
	case sqlError:
		if sqlState(c.err) != "22012" {
			problems = append(problems, fmt.Sprintf("err = %v, want SQLSTATE 22012", c.err))
		}
	case swallowedSQL:
		if !errors.Is(c.err, pgx.ErrTxCommitRollback) || errs.KindOf(c.err) != errs.Internal {
			problems = append(problems, fmt.Sprintf("err = %v, want pgx.ErrTxCommitRollback of kind Internal (not Unavailable)", c.err))
		}
	case cancelBeforeExec, cancelBeforeDone, cancelMidQuery:
		if !errors.Is(c.err, context.Canceled) {
			problems = append(problems, fmt.Sprintf("err = %v, want context.Canceled", c.err))
		}
	}
	if o != succeed && len(c.written) == 0 && o != sqlError && o != cancelBeforeExec {
		problems = append(problems, "fn wrote nothing")
	}
	c.problem = strings.Join(problems, "; ")
	return c
}

// onEveryConn runs n calls of through at once, each holding its transaction open until all n
// have started, so that a pool of n connections lends each of them exactly once. It returns the
// snapshot each transaction took.
func onEveryConn(t *testing.T, n int, through func(ctx context.Context, i int, fn func(pgx.Tx) error) error) []snapshot {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	arrived := make(chan struct{}, n)
	release := make(chan struct{})
	out := make([]snapshot, n)
	errc := make(chan error, n)
	for i := range n {
		go func() {
			errc <- through(ctx, i, func(tx pgx.Tx) error {
				var err error
				out[i], err = take(ctx, tx)
				arrived <- struct{}{}
				select {
				case <-release:
				case <-ctx.Done():
					return fmt.Errorf("never released: %w", ctx.Err())
				}
				return err
			})
		}()
	}
	for range n {
		select {
		case <-arrived:
		case <-ctx.Done():
			t.Errorf("only some of %d transactions got a connection: %v", n, ctx.Err())
		}
	}
	close(release)
	for range n {
		if err := <-errc; err != nil {
			t.Fatalf("transaction on every connection: %v", err)
		}
	}
	return out
}

func pids(snaps []snapshot) map[int32]bool {
	out := map[int32]bool{}
	for _, s := range snaps {
		out[s.pid] = true
	}
	return out
}

// assertNothingCommitted fails unless tenant s still holds exactly its seeded patients and none of
// the ids written by transactions that had to roll back.
func assertNothingCommitted(t *testing.T, db *pg.DB, s seeded, written []uuid.UUID) {
	t.Helper()
	var total, leaked int
	err := db.InTenant(inTenant(s.ID), func(tx pgx.Tx) error {
		return tx.QueryRow(context.Background(),
			"select (select count(*) from patients)::int, (select count(*) from patients where id = any($1))::int",
			written).Scan(&total, &leaked)
	})
	if err != nil {
		t.Fatalf("count patients: %v", err)
	}
	if leaked != 0 || total != len(s.Patients) {
		t.Errorf("tenant %s: %d patients (want %d), %d of the %d written by failed transactions were committed",
			s.ID, total, len(s.Patients), leaked, len(written))
	}
}

// One connection, so every call reuses it: after each way an InTenant can end, a plain
// transaction on that same connection sees nothing, and the next tenant sees exactly its own.
func TestInTenantSettingEndsWithItsTransaction(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	ctx := context.Background()
	a, b := seedTenant(t, env, 3, 1), seedTenant(t, env, 5, 0)
	db, err := pg.Open(ctx, env.Settings["DATABASE_URL"], 1)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	var written []uuid.UUID
	for o := range outcomes {
		for _, pair := range [][2]seeded{{a, b}, {b, a}} {
			first, next := pair[0], pair[1]
			c := runOutcome(db, o, first.ID, len(first.Patients))
			if c.problem != "" {
				t.Errorf("%s as %s: %s", o, first.ID, c.problem)
			}
			written = append(written, c.written...)

			var plain snapshot
			if err := db.Operator(ctx, func(tx pgx.Tx) (err error) { plain, err = take(ctx, tx); return err }); err != nil {
				t.Fatalf("%s: plain transaction: %v", o, err)
			}
			if o.survives() && plain.pid != c.start.pid {
				t.Errorf("%s: the connection was replaced (pid %d, then %d); the check did not reuse it", o, c.start.pid, plain.pid)
			}
			if p := plain.asNobody(); p != "" {
				t.Errorf("plain transaction after InTenant(%s) ended with %s: %s", first.ID, o, p)
			}

			after := runOutcome(db, succeed, next.ID, len(next.Patients))
			if after.problem != "" {
				t.Errorf("next InTenant after %s: %s", o, after.problem)
			}
			if after.start.pid != plain.pid {
				t.Errorf("%s: next call ran on pid %d, not the reused %d", o, after.start.pid, plain.pid)
			}
		}
	}

	// A committed write is visible, so the absence of the others is the rollback, not a failed insert.
	var kept uuid.UUID
	if err := db.InTenant(inTenant(a.ID), func(tx pgx.Tx) (err error) {
		kept, err = insertPatient(ctx, tx, a.ID, "kept")
		return err
	}); err != nil {
		t.Fatalf("committed write: %v", err)
	}
	a.Patients = append(a.Patients, kept)
	assertNothingCommitted(t, db, a, written)
	assertNothingCommitted(t, db, b, written)
}

// Several goroutines share a pool of two connections, alternating three tenants, with calls that
// succeed, fail in fn, fail in SQL, swallow an SQL error, or are cancelled before a statement,
// before commit or mid-query. Every call sees exactly its own tenant; afterwards no connection
// carries a tenant; no failed transaction committed its write.
func TestInTenantNeverLeaksAcrossPooledConnections(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	ctx := context.Background()
	tenants := []seeded{seedTenant(t, env, 2, 0), seedTenant(t, env, 5, 1), seedTenant(t, env, 9, 2)}
	const poolSize = 2
	db, err := pg.Open(ctx, env.Settings["DATABASE_URL"], poolSize)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	const workers, perWorker = 6, 50
	calls := make([][]call, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range perWorker {
				o := outcome((w*3 + i) % int(outcomes))
				s := tenants[(w+i)%len(tenants)]
				c := runOutcome(db, o, s.ID, len(s.Patients))
				calls[w] = append(calls[w], c)
				if o != succeed {
					// The next call, most likely on the same connection, is checked like any other.
					s = tenants[(w+i+1)%len(tenants)]
					calls[w] = append(calls[w], runOutcome(db, succeed, s.ID, len(s.Patients)))
				}
			}
		}()
	}
	wg.Wait()

	var all []call
	for w := range calls {
		all = append(all, calls[w]...)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].seq < all[j].seq })
	var written []uuid.UUID
	tenantsOnPid := map[int32]map[uuid.UUID]bool{}
	afterFailure := map[int32]bool{} // pids whose previous transaction failed and kept the connection
	reusedAfterFailure, byOutcome := 0, map[outcome]int{}
	for _, c := range all {
		byOutcome[c.outcome]++
		if c.problem != "" {
			t.Errorf("%s as %s on pid %d: %s", c.outcome, c.tenant, c.start.pid, c.problem)
		}
		written = append(written, c.written...)
		if c.seq == 0 {
			continue // the transaction never started (problem reported above)
		}
		if tenantsOnPid[c.start.pid] == nil {
			tenantsOnPid[c.start.pid] = map[uuid.UUID]bool{}
		}
		tenantsOnPid[c.start.pid][c.tenant] = true
		if afterFailure[c.start.pid] {
			reusedAfterFailure++
		}
		afterFailure[c.start.pid] = c.outcome != succeed && c.outcome.survives()
	}
	for o := range outcomes {
		if byOutcome[o] == 0 {
			t.Errorf("no call ended with %s", o)
		}
	}
	shared := 0
	for _, ts := range tenantsOnPid {
		if len(ts) > 1 {
			shared++
		}
	}
	// Meaningful only if connections really were reused across tenants and after failures.
	if shared == 0 {
		t.Errorf("no connection served more than one tenant (%d connections): the test proved nothing", len(tenantsOnPid))
	}
	if reusedAfterFailure == 0 {
		t.Error("no connection was reused after a failed transaction: the test proved nothing")
	}
	t.Logf("%d calls on %d connections (%d served several tenants), %d reuses after a failure that kept the connection",
		len(all), len(tenantsOnPid), shared, reusedAfterFailure)

	// Whatever the storm left on the pool: a plain transaction on every connection sees nothing.
	for _, s := range onEveryConn(t, poolSize, func(ctx context.Context, _ int, fn func(pgx.Tx) error) error {
		return db.Operator(ctx, fn)
	}) {
		if p := s.asNobody(); p != "" {
			t.Errorf("plain transaction after the storm, pid %d: %s", s.pid, p)
		}
	}

	// Deterministically: every connection commits one InTenant (a different tenant on each), then
	// every one of those same connections is lent to a plain transaction. With a session-level
	// set_config the plain transactions would see those tenants here.
	tenantOf := func(i int) seeded { return tenants[i%len(tenants)] }
	inTx := onEveryConn(t, poolSize, func(ctx context.Context, i int, fn func(pgx.Tx) error) error {
		return db.InTenant(tenantctx.With(ctx, tenantctx.Identity{TenantID: tenantOf(i).ID}), fn)
	})
	for i, s := range inTx {
		if p := s.asTenant(tenantOf(i).ID, len(tenantOf(i).Patients)); p != "" {
			t.Errorf("InTenant holding connection pid %d: %s", s.pid, p)
		}
	}
	plain := onEveryConn(t, poolSize, func(ctx context.Context, _ int, fn func(pgx.Tx) error) error {
		return db.Operator(ctx, fn)
	})
	if got, want := pids(plain), pids(inTx); len(want) != poolSize || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("plain transactions ran on pids %v, want the %d connections %v that just committed InTenant", got, poolSize, want)
	}
	for _, s := range plain {
		if p := s.asNobody(); p != "" {
			t.Errorf("plain transaction on pid %d right after a committed InTenant: %s", s.pid, p)
		}
	}

	for _, s := range tenants {
		assertNothingCommitted(t, db, s, written)
	}
}
