// Drives GraphiQL at GET /graphql as an analyst does: types the key into the page's key field,
// sets the query in the editor, runs it and reads the response pane. Used by rest/browsertest
// (TestGraphiQLRunsAQuery). The DOM it relies on (GraphiQL 3 with CodeMirror 5):
//   input#api-key                                  the key the page sends as x-api-key
//   .graphiql-container                            the editor, once loaded
//   .graphiql-query-editor .CodeMirror             the query editor (its .CodeMirror instance)
//   .graphiql-execute-button                       runs the query
//   .graphiql-response .CodeMirror                 the response
//   API_KEY   the key;  QUERY   the query to run
// RESULT: {response (the response pane's text), sent_keys (x-api-key of each POST /graphql sent
//          after the key was typed)}
import { flow, need } from './lib.mjs';

const key = need('API_KEY');
const query = need('QUERY');

flow('graphiql', async ({ page, base, log, shot }) => {
  const sent = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql' && r.method() === 'POST') sent.push(r.headers()['x-api-key'] ?? null);
  });
  const resp = await page.goto(`${base}/graphql`, { waitUntil: 'domcontentloaded' });
  if (!resp.ok()) throw new Error(`GET /graphql answered ${resp.status()}: the page is not served`);
  await page.locator('.graphiql-container').waitFor({ timeout: 30000 });
  await page.locator('.graphiql-query-editor .CodeMirror').waitFor({ state: 'attached' });
  log('GraphiQL loaded');
  // Only what the page sends once the key is typed counts (it may ask for the schema before).
  await page.locator('input#api-key').fill(key);
  const typed = sent.length;
  await page.evaluate((q) => document.querySelector('.graphiql-query-editor .CodeMirror').CodeMirror.setValue(q), query);
  const before = sent.length;
  await page.locator('.graphiql-execute-button').click();
  // The response pane holds JSON once the answer arrived.
  const handle = await page.waitForFunction(
    () => {
      const el = document.querySelector('.graphiql-response .CodeMirror');
      const text = el ? (el.CodeMirror ? el.CodeMirror.getValue() : el.innerText) : '';
      try {
        return text.trim() && JSON.parse(text) ? text : false;
      } catch {
        return false;
      }
    },
    null,
    { timeout: 20000, polling: 200 },
  );
  const response = await handle.jsonValue();
  if (sent.length === before) throw new Error('the page sent no POST /graphql');
  log(`response of ${response.length} characters after ${sent.length - before} request(s)`);
  await shot('graphiql-query', { fullPage: false });
  return { response, sent_keys: sent.slice(typed) };
});
