package browsertest

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"

	"clinic/internal/testkit"
)

// The operators' sign-in at /ops refuses a wrong token on the page, and the right one opens
// asynqmon at /ops/queues, which renders the queues of the service's Redis.
func TestOpsSignInOpensTheQueueUI(t *testing.T) {
	t.Parallel()
	env := testkit.Setup(t)
	const token = "browser-test-operator-token-0123456789abcdef"
	c := env.Server(t, testkit.ServerOptions{OperatorToken: token, OpsQueueDB: testkit.OpsQueueDB})
	queue := "browsertest-" + strings.ReplaceAll(uuid.NewString()[:8], "-", "")
	client := asynq.NewClient(env.QueueRedisDB(testkit.OpsQueueDB))
	defer client.Close()
	if _, err := client.EnqueueContext(context.Background(), asynq.NewTask("browsertest:noop", nil), asynq.Queue(queue)); err != nil {
		t.Fatal(err)
	}
	inspector := asynq.NewInspector(env.QueueRedisDB(testkit.OpsQueueDB))
	t.Cleanup(func() { // after the test, not at return: the cleanup below still needs the inspector
		if err := inspector.DeleteQueue(queue, true); err != nil {
			t.Errorf("delete queue %s: %v", queue, err)
		}
		_ = inspector.Close()
	})

	var got struct {
		Refused     string `json:"refused"`
		Landed      string `json:"landed"`
		APIStatus   *int   `json:"api_status"`
		PauseStatus int    `json:"pause_status"`
		Cookie      *struct {
			HTTPOnly     bool   `json:"http_only"`
			SameSite     string `json:"same_site"`
			TokenInValue bool   `json:"token_in_value"`
		} `json:"cookie"`
	}
	driverRun{
		script: "ops-queues.mjs",
		env:    map[string]string{"OPS_TOKEN": token, "QUEUE": queue},
		shots:  []string{"ops-queues"},
	}.run(t, c.URL, &got)

	if got.Refused == "" {
		t.Error("a wrong token was not refused on the page")
	}
	if !strings.HasPrefix(got.Landed, "/ops/queues") {
		t.Errorf("signing in landed on %s, want /ops/queues", got.Landed)
	}
	if got.APIStatus == nil || *got.APIStatus != http.StatusOK {
		t.Errorf("asynqmon's API answered the page %v, want 200", got.APIStatus)
	}
	// An action of the UI (pause the queue) passes the cross-origin check and takes effect.
	if got.PauseStatus != http.StatusOK && got.PauseStatus != http.StatusNoContent {
		t.Errorf("pausing the queue from the page answered %d", got.PauseStatus)
	}
	if info, err := inspector.GetQueueInfo(queue); err != nil || !info.Paused {
		t.Errorf("queue %s not paused after the page's action (%v)", queue, err)
	}
	if got.Cookie == nil || !got.Cookie.HTTPOnly || got.Cookie.SameSite != "Strict" || got.Cookie.TokenInValue {
		t.Errorf("operator cookie %+v, want HttpOnly, SameSite=Strict, without the token", got.Cookie)
	}
	// Without the cookie, the queue UI's API stays closed.
	resp, err := c.HTTP.Get(c.URL + "/ops/queues/api/queues")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("asynqmon's API without a session: %d, want 401", resp.StatusCode)
	}
}
