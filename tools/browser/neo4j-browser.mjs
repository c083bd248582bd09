// Drives the real Neo4j Browser in headless Chromium (playwright-core with /usr/bin/chromium, no
// browser download) against the local stack, as an operator would: fills the connect form, sets
// :param values, runs one Cypher query, waits for the graph visualisation, checks what it shows,
// opens the patient node's properties and saves a full-page screenshot.
//
// Used by internal/knowledge/browsertest; every setting comes from the environment:
//   NEO4J_BROWSER_URL, NEO4J_URI, NEO4J_USER, NEO4J_PASSWORD   the local stack (loopback only)
//   PARAM_TENANT, PARAM_PATIENT                                 set with `:param tenant => "..."`
//   CYPHER_QUERY                                                the query to run
//   SCREENSHOT_PATH                                             PNG to write
//   EXPECT_NODES, EXPECT_RELS (optional)                        exact counts the Browser must show
//   EXPECT_TEXT (optional, "|"-separated)                       node captions that must be shown
//   PATIENT_NAME (optional)                                     full name in the patient's properties
//   FORBID_TEXT (optional, "|"-separated)                       text the result must not contain
//   CHROMIUM_PATH (default /usr/bin/chromium), TIMEOUT_MS (default 90000)
// Exits 0 on success; otherwise prints "neo4j-browser.mjs: FAILED: <why>", saves <SCREENSHOT_PATH
// without .png>.failure.png and exits 1. Every request to a host other than loopback is aborted
// (the Browser tries fonts, Sentry, Segment and Canny on the internet).
import { chromium } from 'playwright-core';

const log = (m) => console.log(`neo4j-browser.mjs: ${m}`);
let browser;
let page;
let failing = false;

async function fail(msg) {
  if (failing) return;
  failing = true;
  console.error(`neo4j-browser.mjs: FAILED: ${msg}`);
  const shot = process.env.SCREENSHOT_PATH;
  if (page && shot) {
    const p = shot.replace(/\.png$/, '') + '.failure.png';
    try {
      await page.screenshot({ path: p, fullPage: true, timeout: 5000 });
      console.error(`neo4j-browser.mjs: failure screenshot: ${p}`);
    } catch (e) {
      console.error(`neo4j-browser.mjs: no failure screenshot: ${e.message}`);
    }
  }
  try {
    await browser?.close();
  } catch {
    // exiting anyway
  }
  process.exit(1);
}

function need(k) {
  const v = process.env[k];
  if (!v) {
    console.error(`neo4j-browser.mjs: FAILED: environment variable ${k} is required`);
    process.exit(1);
  }
  return v;
}
const list = (k) => (process.env[k] || '').split('|').filter(Boolean);

const browserURL = need('NEO4J_BROWSER_URL');
const boltURL = need('NEO4J_URI');
const user = need('NEO4J_USER');
const password = need('NEO4J_PASSWORD');
const tenant = need('PARAM_TENANT');
const patient = need('PARAM_PATIENT');
const query = need('CYPHER_QUERY');
const shot = need('SCREENSHOT_PATH');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const timeoutMs = Number(process.env.TIMEOUT_MS || 90000);
const expectNodes = process.env.EXPECT_NODES ? Number(process.env.EXPECT_NODES) : null;
const expectRels = process.env.EXPECT_RELS ? Number(process.env.EXPECT_RELS) : null;
const expectText = list('EXPECT_TEXT');
const forbidText = list('FORBID_TEXT');
const patientName = process.env.PATIENT_NAME || '';

const loopback = (host) => ['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host);
const bolt = new URL(boltURL);
if (!loopback(new URL(browserURL).hostname) || !loopback(bolt.hostname)) {
  console.error(`neo4j-browser.mjs: FAILED: refusing non-loopback targets ${browserURL} and ${boltURL}`);
  process.exit(1);
}
// JSON.stringify gives a Cypher string literal for these values (UUID and token characters).
const cypherString = (s) => JSON.stringify(String(s));

setTimeout(() => fail(`overall timeout of ${timeoutMs} ms`), timeoutMs).unref();
process.on('unhandledRejection', (e) => fail(String(e?.stack || e)));

async function main() {
  const t0 = Date.now();
  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    // --no-sandbox: Chromium refuses to start as root with its sandbox (CI runs as root).
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
    timeout: 30000,
  });
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  let blocked = 0;
  await context.route('**/*', (route) => {
    const u = new URL(route.request().url());
    if (u.protocol === 'data:' || u.protocol === 'blob:' || loopback(u.hostname)) return route.continue();
    blocked++;
    return route.abort('blockedbyclient');
  });
  page = await context.newPage();
  page.setDefaultTimeout(20000);
  page.on('websocket', (ws) => {
    if (!loopback(new URL(ws.url()).hostname)) fail(`the page opened a websocket to ${ws.url()}`);
  });

  await page.goto(browserURL, { waitUntil: 'domcontentloaded' });
  log(`opened ${browserURL}`);

  // --- log in ----------------------------------------------------------------------------------
  await page.getByTestId('boltaddress').waitFor();
  await page.getByTestId('bolt-scheme-select').selectOption(`${bolt.protocol}//`);
  await page.getByTestId('boltaddress').fill(bolt.host);
  await page.getByTestId('username').fill(user);
  await page.getByTestId('password').fill(password);
  await page.getByTestId('connect').click();
  log(`connecting to ${bolt.protocol}//${bolt.host} as ${user}`);
  // Connected and a database in use: the editor's prompt turns from "$" into "neo4j$". A failed
  // login shows an error in the connect frame instead.
  await page.waitForFunction(
    () => {
      const ed = document.querySelector('[data-testid="activeEditor"]');
      if (ed && /\S\$/.test(ed.innerText)) return true;
      for (const f of document.querySelectorAll('[data-testid="frame"]')) {
        const m = f.innerText.match(/(Neo\.\w+Error\.\S+|Neo4jError|ServiceUnavailable)[^\n]*/);
        if (m) throw new Error(`login failed: ${m[0].trim()}`);
      }
      return false;
    },
    null,
    { timeout: 30000, polling: 200 },
  );
  log(`connected (${await page.getByTestId('activeEditor').innerText()})`);
  // The usage-data notice only covers the screenshot: close it when present.
  const notice = page.getByText('To help make Neo4j Browser better').locator('xpath=..');
  if (await notice.count()) await notice.locator(':scope > span').last().click({ timeout: 3000 }).catch(() => {});

  // --- params and query ------------------------------------------------------------------------
  // Bigger circles so that the captions (the name property) are readable in the screenshot.
  const style = [
    ['Patient', '#C990C0', '#b261a5', '#FFFFFF'],
    ['Document', '#F79767', '#f36924', '#FFFFFF'],
    ['LabResult', '#57C7E3', '#23b3d7', '#2A2C34'],
    ['Condition', '#F16667', '#eb2728', '#FFFFFF'],
    ['Medication', '#D9C8AE', '#c0a378', '#2A2C34'],
    ['Allergy', '#8DCC93', '#5db665', '#2A2C34'],
  ]
    .map(([l, c, b, t]) => `node.${l} {diameter: 100px; color: ${c}; border-color: ${b}; text-color-internal: ${t}; font-size: 11px; caption: "{name}";}`)
    .join(' ');
  await run(`:style node {diameter: 100px; font-size: 11px; caption: "{name}";} ${style} relationship {font-size: 9px; caption: "<type>";}`,
    (f) => f.innerText().then((t) => t.includes('diameter')));
  await run(`:param tenant => ${cypherString(tenant)}`, (f) => f.innerText().then((t) => t.includes(tenant)));
  await run(`:param patient => ${cypherString(patient)}`, (f) => f.innerText().then((t) => t.includes(patient)));
  const frame = await run(query, (f) => f.locator('g.node').count().then((n) => n > 0));

  // --- what the Browser shows ------------------------------------------------------------------
  await waitForLayout(frame);
  const nodes = await frame.locator('g.layer.nodes g.node').count();
  const rels = await frame.locator('g.layer.relationships g.relationship').count();
  const text = await frame.innerText();
  const status = (text.match(/Displaying \d+ nodes?, \d+ relationships?\./) || [''])[0];
  log(`rendered ${nodes} nodes and ${rels} relationships; overview says "${status}"`);
  if (expectNodes !== null && (nodes !== expectNodes || !status.includes(`${expectNodes} node`))) {
    throw new Error(`want ${expectNodes} nodes, the graph has ${nodes} ("${status}")`);
  }
  if (expectRels !== null && (rels !== expectRels || !status.includes(`${expectRels} relationship`))) {
    throw new Error(`want ${expectRels} relationships, the graph has ${rels} ("${status}")`);
  }
  // Captions are the nodes' name properties, fitted into the circle: the Browser may cut them
  // ("Maria Apare…") or drop middle words ("Diabetes 2…"). A caption shows a wanted text when it
  // starts with the same word and every word it has is in that text.
  const captions = await frame
    .locator('g.node')
    .evaluateAll((gs) => gs.map((g) => [...g.querySelectorAll('text.caption')].map((t) => t.textContent.trim()).join(' ')));
  log(`captions: ${captions.map((c) => JSON.stringify(c)).join(', ')}`);
  const shown = (want) =>
    captions.some((c) => {
      const words = c.replace(/…/g, ' ').split(/\s+/).filter(Boolean);
      const wantWords = want.split(/\s+/);
      return (
        words.length > 0 &&
        want.startsWith(words[0]) &&
        words.join('').length >= Math.min(5, want.replace(/\s+/g, '').length) &&
        words.every((w, i) => (i === words.length - 1 ? wantWords.some((x) => x.startsWith(w)) : wantWords.includes(w)))
      );
    });
  const missing = expectText.filter((w) => !shown(w));
  if (missing.length) throw new Error(`no node caption shows ${missing.map((m) => JSON.stringify(m)).join(', ')}`);
  for (const f of forbidText) {
    if (text.includes(f) || shown(f)) throw new Error(`the result shows ${JSON.stringify(f)}`);
  }

  // The screenshot: the graph with every caption and the overview's label and type counts.
  await page.screenshot({ path: shot, fullPage: true });
  log(`screenshot: ${shot}`);

  // The patient's full properties, as an operator checks them: click the node (this opens its
  // menu ring over the graph, hence after the screenshot).
  if (patientName) {
    const first = patientName.split(' ')[0];
    await frame.locator('g.node').filter({ has: page.locator('text.caption', { hasText: first }) }).first().click();
    const inspector = frame.getByTestId('vizInspector');
    await inspector.getByText(patientName, { exact: false }).first().waitFor({ timeout: 10000 });
    const props = await inspector.innerText();
    for (const want of [patientName, patient, tenant]) {
      if (!props.includes(want)) throw new Error(`the patient's properties do not show ${want}: ${props.slice(0, 400)}`);
    }
    log(`patient node properties show name, token and tenant_id`);
  }

  log(`done in ${Date.now() - t0} ms (${blocked} non-loopback requests blocked)`);
  await browser.close();
}

// run types cmd in the editor, runs it and returns its frame once done(frame) holds. A frame that
// fails with a connection error (the Browser may still be setting up its driver) is run again.
async function run(cmd, done) {
  const short = cmd.length > 90 ? cmd.slice(0, 87) + '...' : cmd;
  for (let attempt = 1; ; attempt++) {
    const before = await page.getByTestId('frame').count();
    await page.getByTestId('activeEditor').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.insertText(cmd);
    await page.getByTestId('editor-Run').click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="frame"]').length > n, before);
    const frame = page.getByTestId('frame').first(); // the newest frame is on top
    const deadline = Date.now() + 30000;
    let errText = '';
    while (Date.now() < deadline) {
      if (await done(frame).catch(() => false)) {
        log(`ran: ${short}`);
        return frame;
      }
      const err = frame.getByTestId('cypherFrameErrorMessage');
      if (await err.count()) {
        errText = (await frame.innerText()).replace(/\s+/g, ' ').slice(0, 400);
        break;
      }
      if (/\(no changes, no records\)/.test(await frame.innerText())) {
        throw new Error(`no records (wrong tenant or patient token?) for: ${short}`);
      }
      await page.waitForTimeout(200);
    }
    if (!errText) throw new Error(`no result within 30 s for: ${short}`);
    if (attempt < 3 && /BoltConnectionError|No connection found|ServiceUnavailable/i.test(errText)) {
      log(`retrying after a connection error: ${errText}`);
      await page.waitForTimeout(1000);
      continue;
    }
    throw new Error(`${short} failed: ${errText}`);
  }
}

// waitForLayout waits until the force layout stops moving the nodes (at most 10 s).
async function waitForLayout(frame) {
  let last = '';
  for (let i = 0; i < 50; i++) {
    const now = (await frame.locator('g.node').evaluateAll((gs) => gs.map((g) => g.getAttribute('transform')))).join(';');
    if (now === last) return;
    last = now;
    await page.waitForTimeout(200);
  }
}

main().catch((e) => fail(String(e?.message || e).split(/\n\s+at /)[0]));
