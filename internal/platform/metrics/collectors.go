package metrics

import (
	"time"

	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"clinic/internal/platform/graphdb"
)

// queueCollector reads the asynq queues' sizes at scrape time, through an Inspector, within a
// timeout: a slow Redis costs one scrape its queue figures (clinic_queue_up 0), never a hang.
type queueCollector struct {
	inspector *asynq.Inspector
	timeout   time.Duration
	depth     *prometheus.Desc
	latency   *prometheus.Desc
	up        *prometheus.Desc
}

// WatchQueues registers the asynq queue collector: clinic_queue_tasks{queue,state} (pending,
// active, scheduled, retry, archived, completed), clinic_queue_latency_seconds{queue} (age of the
// oldest pending task) and clinic_queue_up (0 when the queues could not be read within timeout).
func (r *Registry) WatchQueues(inspector *asynq.Inspector, timeout time.Duration) error {
	return r.reg.Register(&queueCollector{inspector: inspector, timeout: timeout,
		depth: prometheus.NewDesc(Namespace+"_queue_tasks", "Tasks in an asynq queue by state.",
			[]string{"queue", "state"}, nil),
		latency: prometheus.NewDesc(Namespace+"_queue_latency_seconds", "Age of the oldest pending task of an asynq queue.",
			[]string{"queue"}, nil),
		up: prometheus.NewDesc(Namespace+"_queue_up", "1 when the asynq queues were read for this scrape, 0 when Redis failed or was too slow.",
			nil, nil)})
}

// Describe sends the collector's descriptions.
func (c *queueCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.depth
	ch <- c.latency
	ch <- c.up
}

// Collect reads every queue; on error or timeout it reports only clinic_queue_up 0.
func (c *queueCollector) Collect(ch chan<- prometheus.Metric) {
	done := make(chan []*asynq.QueueInfo, 1)
	go func() { // the Inspector takes no context: the goroutine ends with Redis's own timeouts
		names, err := c.inspector.Queues()
		if err != nil {
			done <- nil
			return
		}
		infos := make([]*asynq.QueueInfo, 0, len(names))
		for _, q := range names {
			info, err := c.inspector.GetQueueInfo(q)
			if err != nil {
				done <- nil
				return
			}
			infos = append(infos, info)
		}
		done <- infos
	}()
	var infos []*asynq.QueueInfo
	select {
	case infos = <-done:
	case <-time.After(c.timeout):
	}
	if infos == nil {
		ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, 0)
		return
	}
	ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, 1)
	for _, q := range infos {
		for state, n := range map[string]int{"pending": q.Pending, "active": q.Active, "scheduled": q.Scheduled,
			"retry": q.Retry, "archived": q.Archived, "completed": q.Completed} {
			ch <- prometheus.MustNewConstMetric(c.depth, prometheus.GaugeValue, float64(n), q.Queue, state)
		}
		ch <- prometheus.MustNewConstMetric(c.latency, prometheus.GaugeValue, q.Latency.Seconds(), q.Queue)
	}
}

// poolCollector reports a pgxpool's statistics at scrape time.
type poolCollector struct {
	pool  string
	stat  func() *pgxpool.Stat
	descs map[string]*prometheus.Desc
}

// WatchPostgres registers the statistics of Postgres pool name (label pool): clinic_pg_pool_*
// acquired, idle, total and max connections, acquires, their total wait, empty and cancelled
// acquires.
func (r *Registry) WatchPostgres(name string, stat func() *pgxpool.Stat) error {
	desc := func(n, help string) *prometheus.Desc {
		return prometheus.NewDesc(Namespace+"_pg_pool_"+n, help, nil, prometheus.Labels{"pool": name})
	}
	return r.reg.Register(&poolCollector{pool: name, stat: stat, descs: map[string]*prometheus.Desc{
		"acquired":  desc("acquired_conns", "Connections in use."),
		"idle":      desc("idle_conns", "Idle connections."),
		"total":     desc("total_conns", "Open connections (acquired, idle and being opened)."),
		"max":       desc("max_conns", "Most connections the pool opens."),
		"acquires":  desc("acquires_total", "Successful acquires of a connection."),
		"wait":      desc("acquire_seconds_total", "Total time spent acquiring connections."),
		"empty":     desc("empty_acquires_total", "Acquires that had to wait because no connection was idle."),
		"cancelled": desc("canceled_acquires_total", "Acquires cancelled by their context."),
	}})
}

// Describe sends the collector's descriptions.
func (c *poolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range c.descs {
		ch <- d
	}
}

// Collect reads the pool's statistics.
func (c *poolCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.stat()
	g, k := prometheus.GaugeValue, prometheus.CounterValue
	ch <- prometheus.MustNewConstMetric(c.descs["acquired"], g, float64(s.AcquiredConns()))
	ch <- prometheus.MustNewConstMetric(c.descs["idle"], g, float64(s.IdleConns()))
	ch <- prometheus.MustNewConstMetric(c.descs["total"], g, float64(s.TotalConns()))
	ch <- prometheus.MustNewConstMetric(c.descs["max"], g, float64(s.MaxConns()))
	ch <- prometheus.MustNewConstMetric(c.descs["acquires"], k, float64(s.AcquireCount()))
	ch <- prometheus.MustNewConstMetric(c.descs["wait"], k, s.AcquireDuration().Seconds())
	ch <- prometheus.MustNewConstMetric(c.descs["empty"], k, float64(s.EmptyAcquireCount()))
	ch <- prometheus.MustNewConstMetric(c.descs["cancelled"], k, float64(s.CanceledAcquireCount()))
}

// neo4jCollector reports the Neo4j driver's session statistics (graphdb counts them: the v5
// driver exposes no pool statistics).
type neo4jCollector struct {
	stat                      func() graphdb.Stats
	open, total, seconds, max *prometheus.Desc
}

// WatchNeo4j registers the Neo4j session statistics: clinic_neo4j_sessions_open, _total,
// clinic_neo4j_session_seconds_total (time sessions were held, a proxy of pooled connections in
// use) and clinic_neo4j_pool_max_conns (the driver's MaxConnectionPoolSize).
func (r *Registry) WatchNeo4j(stat func() graphdb.Stats) error {
	return r.reg.Register(&neo4jCollector{stat: stat,
		open:    prometheus.NewDesc(Namespace+"_neo4j_sessions_open", "Neo4j sessions open now (each holds at most one pooled connection).", nil, nil),
		total:   prometheus.NewDesc(Namespace+"_neo4j_sessions_total", "Neo4j sessions opened.", nil, nil),
		seconds: prometheus.NewDesc(Namespace+"_neo4j_session_seconds_total", "Total time Neo4j sessions were open (closed sessions).", nil, nil),
		max:     prometheus.NewDesc(Namespace+"_neo4j_pool_max_conns", "Most connections the Neo4j driver opens per server.", nil, nil)})
}

// Describe sends the collector's descriptions.
func (c *neo4jCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.open
	ch <- c.total
	ch <- c.seconds
	ch <- c.max
}

// Collect reads the session statistics.
func (c *neo4jCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.stat()
	ch <- prometheus.MustNewConstMetric(c.open, prometheus.GaugeValue, float64(s.SessionsOpen))
	ch <- prometheus.MustNewConstMetric(c.total, prometheus.CounterValue, float64(s.SessionsTotal))
	ch <- prometheus.MustNewConstMetric(c.seconds, prometheus.CounterValue, s.SessionTime.Seconds())
	ch <- prometheus.MustNewConstMetric(c.max, prometheus.GaugeValue, float64(s.MaxPoolSize))
}
