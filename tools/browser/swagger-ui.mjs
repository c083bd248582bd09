// Drives the API explorer (Swagger UI at /docs) as a developer does: Authorize with a key, open
// one operation, "Try it out", "Execute", and read the status and body the page shows; then the
// same with a wrong key. Used by rest/browsertest (TestSwaggerUITryItOut).
//   API_KEY      the key typed into the Authorize dialog's x-api-key field
//   WRONG_KEY    a key the API refuses (optional: the second execution is skipped without it)
//   OPERATION    the operation's DOM id, "operations-<tag>-<operationId>" (e.g. operations-Patients-list-patients)
//   OPERATION_PATH  the request path the execution must send (e.g. /v1/patients)
// RESULT: {status, body, sent_key, curl_has_key, wrong_status, wrong_sent_key, wrong_body}
import { flow, need } from './lib.mjs';

const key = need('API_KEY');
const wrongKey = process.env.WRONG_KEY || '';
const operation = need('OPERATION');
const opPath = need('OPERATION_PATH');

flow('swagger-ui', async ({ page, base, log, shot }) => {
  // Every request the page sends to the operation's path, with its x-api-key header.
  const sent = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === opPath) sent.push(r.headers()['x-api-key'] ?? null);
  });

  await page.goto(`${base}/docs`, { waitUntil: 'domcontentloaded' });
  await page.locator('.swagger-ui .information-container').waitFor();
  await page.locator('.opblock').first().waitFor();
  log(`opened /docs: ${await page.locator('.opblock').count()} operations listed`);

  const authorize = async (value) => {
    await page.locator('.auth-wrapper button.authorize').click();
    const dialog = page.locator('.dialog-ux .modal-ux');
    await dialog.waitFor();
    // The apiKey scheme's form is the one naming the x-api-key header; its buttons follow its fields.
    const form = dialog.locator('.auth-container form').filter({ hasText: 'x-api-key' });
    if ((await form.count()) !== 1) throw new Error(`the Authorize dialog has ${await form.count()} x-api-key forms`);
    const logout = form.locator('.auth-btn-wrapper button', { hasText: 'Logout' });
    if (await logout.count()) await logout.click();
    // The field of the scheme whose "Name:" is x-api-key (the form holds every non-OAuth scheme).
    const field = await form.evaluateHandle((f) => {
      for (const c of f.querySelectorAll('code')) {
        if (c.textContent.trim() !== 'x-api-key') continue;
        let el = c;
        while (el && el !== f && !el.querySelector('input')) el = el.parentElement;
        return el?.querySelector('input') ?? null;
      }
      return null;
    });
    if (!field.asElement()) throw new Error('the Authorize dialog has no field for the x-api-key header');
    await field.asElement().fill(value);
    await form.locator('.auth-btn-wrapper button[type=submit]', { hasText: 'Authorize' }).click();
    await logout.waitFor(); // authorized: the form offers Logout instead
    await form.locator('.auth-btn-wrapper button.btn-done').click();
    await dialog.waitFor({ state: 'detached' });
    log('authorized');
  };

  // execute runs the opened operation and returns the live response's status and body.
  const execute = async () => {
    const op = page.locator(`#${operation}`);
    const before = sent.length;
    // "Clear" drops the previous live response, so the row read below is this execution's.
    const clear = op.locator('button.btn-clear');
    if (await clear.count()) {
      await clear.click();
      await op.locator('.live-responses-table').waitFor({ state: 'detached' });
    }
    await op.locator('button.execute').click();
    const row = op.locator('.live-responses-table tr.response').first();
    await row.waitFor();
    const status = Number((await row.locator('.response-col_status').innerText()).trim());
    const body = (await row.locator('.response-col_description').innerText()).trim();
    const curl = (await op.locator('.curl-command').innerText().catch(() => '')).trim();
    if (sent.length === before) throw new Error(`Execute sent no request to ${opPath}`);
    return { status, body, curl, sentKey: sent[sent.length - 1] };
  };

  await authorize(key);
  const op = page.locator(`#${operation}`);
  await op.scrollIntoViewIfNeeded();
  await op.locator('.opblock-summary').first().click();
  const tryIt = op.locator('button.try-out__btn');
  await tryIt.waitFor();
  // tryItOutEnabled opens it already ("Cancel"); otherwise click "Try it out".
  if ((await tryIt.innerText()).trim() === 'Try it out') await tryIt.click();
  await op.locator('button.execute').waitFor();
  const ok = await execute();
  log(`executed with the key: status ${ok.status}`);
  // The operation from its header down to the live response.
  await shot('swagger-ui-try-it-out', { element: op });

  const result = {
    status: ok.status,
    body: ok.body,
    sent_key: ok.sentKey,
    curl_has_key: ok.curl.includes(`x-api-key: ${key}`),
  };
  if (wrongKey) {
    await authorize(wrongKey);
    const bad = await execute();
    log(`executed with the wrong key: status ${bad.status}`);
    Object.assign(result, { wrong_status: bad.status, wrong_sent_key: bad.sentKey, wrong_body: bad.body });
  }
  return result;
});
