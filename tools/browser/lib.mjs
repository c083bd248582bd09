// What every driver of the API's own pages (rest/browsertest) shares: headless Debian Chromium
// through playwright-core (no browser download), every request to a host other than loopback
// aborted, one overall timeout, a failure screenshot, and the line protocol the Go test reads.
//
// A driver calls flow(name, async (ctx) => result). Settings come from the environment:
//   BASE_URL         the API under test (must be loopback)
//   SCREENSHOT_DIR   where ctx.shot(label, opts) writes <SCREENSHOT_DIR>/<label>.png
//   CHROMIUM_PATH    default /usr/bin/chromium
//   TIMEOUT_MS       overall bound, default 60000
//   EXTRA_HEADERS    optional JSON object of HTTP headers every request of the context sends
// Protocol on stdout (the Go test reads it line by line):
//   "PAUSE <label> <json>"  the driver waits for one line on stdin before it goes on (the Go test
//                           does its part, e.g. calls the API with a key the page created)
//   "RESULT <json>"         what the page showed; the Go test asserts on it
//   anything else           log, shown in the test log
// On failure it prints "<name>: FAILED: <why>", saves <SCREENSHOT_DIR>/<name>.failure.png and
// exits 1.
import { createInterface } from 'node:readline';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** loopback is true for the hosts a driver may reach. */
export const loopback = (host) => ['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host);

/** need returns the environment variable k or exits with a clear message. */
export function need(k) {
  const v = process.env[k];
  if (!v) {
    console.error(`FAILED: environment variable ${k} is required`);
    process.exit(1);
  }
  return v;
}

const stdinLines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();

/**
 * flow runs body(ctx) in a fresh headless Chromium and prints its result. ctx has page, context,
 * base (the API's URL), log(msg), shot(label) and pause(label, data).
 */
export async function flow(name, body) {
  const base = need('BASE_URL').replace(/\/$/, '');
  const dir = need('SCREENSHOT_DIR');
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const timeoutMs = Number(process.env.TIMEOUT_MS || 60000);
  const extraHeaders = process.env.EXTRA_HEADERS ? JSON.parse(process.env.EXTRA_HEADERS) : null;
  const started = Date.now();
  const log = (m) => console.log(`${name}: [${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);
  if (!loopback(new URL(base).hostname)) {
    console.error(`${name}: FAILED: refusing the non-loopback target ${base}`);
    process.exit(1);
  }
  let browser;
  let page;
  let failing = false;
  const fail = async (msg) => {
    if (failing) return;
    failing = true;
    console.error(`${name}: FAILED: ${msg}`);
    if (page) {
      const p = path.join(dir, `${name}.failure.png`);
      try {
        await page.screenshot({ path: p, fullPage: true, timeout: 5000 });
        console.error(`${name}: failure screenshot: ${p}`);
      } catch (e) {
        console.error(`${name}: no failure screenshot: ${e.message}`);
      }
    }
    try {
      await browser?.close();
    } catch {
      // exiting anyway
    }
    process.exit(1);
  };
  setTimeout(() => fail(`overall timeout of ${timeoutMs} ms`), timeoutMs).unref();
  process.on('unhandledRejection', (e) => fail(String(e?.stack || e)));

  try {
    const t0 = Date.now();
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      // --no-sandbox: Chromium refuses to start as root with its sandbox (CI runs as root).
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
      timeout: 30000,
    });
    const context = await browser.newContext({
      viewport: { width: 1400, height: 1000 },
      ...(extraHeaders ? { extraHTTPHeaders: extraHeaders } : {}),
    });
    let blocked = 0;
    await context.route('**/*', (route) => {
      const u = new URL(route.request().url());
      if (u.protocol === 'data:' || u.protocol === 'blob:' || loopback(u.hostname)) return route.continue();
      blocked++;
      log(`blocked ${u.origin}`);
      return route.abort('blockedbyclient');
    });
    page = await context.newPage();
    page.setDefaultTimeout(15000);
    page.setDefaultNavigationTimeout(20000);
    page.on('pageerror', (e) => log(`page error: ${String(e.message || e).split('\n')[0]}`));
    page.on('websocket', (ws) => {
      if (!loopback(new URL(ws.url()).hostname)) fail(`the page opened a websocket to ${ws.url()}`);
    });
    const ctx = {
      page,
      context,
      base,
      log,
      // shot saves the full page, or with {fullPage: false} the viewport, or with {element} one element.
      shot: async (label, { fullPage = true, element = null } = {}) => {
        const p = path.join(dir, `${label}.png`);
        if (element) await element.screenshot({ path: p });
        else await page.screenshot({ path: p, fullPage });
        log(`screenshot: ${p}`);
        return p;
      },
      pause: async (label, data) => {
        console.log(`PAUSE ${label} ${JSON.stringify(data)}`);
        const next = await stdinLines.next();
        if (next.done) throw new Error(`stdin closed while paused at ${label}`);
        log(`resumed after ${label}`);
      },
    };
    const result = await body(ctx);
    log(`done in ${Date.now() - t0} ms (${blocked} non-loopback requests blocked)`);
    console.log(`RESULT ${JSON.stringify({ ...result, blocked })}`);
    await browser.close();
    process.exit(0);
  } catch (e) {
    await fail(String(e?.message || e).split(/\n\s+at /)[0]);
  }
}
