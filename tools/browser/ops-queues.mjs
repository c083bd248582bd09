// Drives the operators' pages as an operator does: /ops without a session shows the sign-in form,
// a wrong token is refused on the page, the right one lands on asynqmon at /ops/queues, which
// renders its queues (its assets and JSON API served under that prefix, behind the cookie).
// Used by rest/browsertest (TestOpsSignInOpensTheQueueUI). The DOM it relies on:
//   form#ops-signin input[name=token]   the sign-in form (rest/ops/signin.html)
//   #ops-error                          the refusal of a wrong token
//   asynqmon's queues table             a row naming QUEUE
//   OPS_TOKEN   the operator token;  QUEUE   a queue that holds tasks
// RESULT: {refused (the error text), landed (the path after signing in), queue_shown,
//          api_status (asynqmon's GET /ops/queues/api/queues from the page), pause_status (an
//          action the page sends: POST .../queues/QUEUE:pause), cookie}
import { flow, need } from './lib.mjs';

const token = need('OPS_TOKEN');
const queue = need('QUEUE');

flow('ops-queues', async ({ page, context, base, log, shot }) => {
  let apiStatus = null;
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/ops/queues/api/queues') apiStatus = r.status();
  });
  const resp = await page.goto(`${base}/ops`, { waitUntil: 'domcontentloaded' });
  if (!resp.ok()) throw new Error(`GET /ops answered ${resp.status()}`);
  const form = page.locator('form#ops-signin');
  await form.locator('input[name=token]').fill('not-the-token-' + 'x'.repeat(40));
  await form.locator('button[type=submit]').click();
  const refused = (await page.locator('#ops-error').innerText({ timeout: 10000 })).trim();
  log(`wrong token refused: ${refused}`);
  await page.locator('form#ops-signin input[name=token]').fill(token);
  await Promise.all([
    page.waitForURL((u) => u.pathname.startsWith('/ops/queues'), { timeout: 15000 }),
    page.locator('form#ops-signin button[type=submit]').click(),
  ]);
  const landed = new URL(page.url()).pathname;
  log(`signed in, at ${landed}`);
  await page.getByText(queue, { exact: true }).first().waitFor({ timeout: 30000 });
  log(`asynqmon lists ${queue}`);
  // An action as the UI sends it (its fetch, with the Origin the browser sets): pause the queue.
  const pauseStatus = await page.evaluate(
    async (q) => (await fetch(`/ops/queues/api/queues/${encodeURIComponent(q)}:pause`, { method: 'POST' })).status,
    queue,
  );
  log(`pause answered ${pauseStatus}`);
  const cookies = await context.cookies(`${base}/ops`);
  const c = cookies.find((k) => k.name === 'clinic_ops') || null;
  await shot('ops-queues', { fullPage: false });
  return {
    refused, landed, queue_shown: true, api_status: apiStatus, pause_status: pauseStatus,
    cookie: c && { http_only: c.httpOnly, same_site: c.sameSite, token_in_value: c.value.includes(token) },
  };
});
