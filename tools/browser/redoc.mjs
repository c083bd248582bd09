// Opens the API reference (ReDoc at /redoc) and reads what its side menu lists. Used by
// rest/browsertest (TestRedocListsEveryOperation), which compares it with /openapi.json.
// RESULT: {operations: [operationId read from each menu entry], labels: [entry text], title, error}
import { flow } from './lib.mjs';

flow('redoc', async ({ page, base, log, shot }) => {
  await page.goto(`${base}/redoc`, { waitUntil: 'domcontentloaded' });
  // Rendered: the menu has entries and the content its first heading, or ReDoc's error box.
  await page.waitForFunction(
    () =>
      document.body.innerText.includes('Something went wrong') ||
      (document.querySelector('.menu-content li[data-item-id]') && document.querySelector('.api-content h1')),
    null,
    { timeout: 30000, polling: 200 },
  );
  const text = await page.locator('body').innerText();
  const i = text.indexOf('Something went wrong');
  const error = i >= 0 ? text.slice(Math.max(0, i - 20), i + 300).replace(/\s+/g, ' ') : '';
  // Every operation entry: its id is ".../operation/<operationId>", its label the method and summary.
  const entries = await page.locator('.menu-content li[data-item-id]').evaluateAll((lis) =>
    lis
      .map((li) => ({ id: li.getAttribute('data-item-id'), label: li.querySelector(':scope > label') }))
      .filter((e) => /(^|\/)operation\//.test(e.id))
      .map((e) => ({
        op: decodeURIComponent(e.id.replace(/^.*operation\//, '')),
        label: (e.label?.textContent || '').replace(/\s+/g, ' ').trim(),
      })),
  );
  const title = (await page.locator('.api-content h1').first().innerText().catch(() => '')).trim();
  log(`menu lists ${entries.length} operations; title "${title}"${error ? `; error: ${error}` : ''}`);
  await shot('redoc-operations', { fullPage: false });
  return {
    operations: entries.map((e) => e.op),
    labels: entries.map((e) => e.label).filter(Boolean),
    title,
    error,
  };
});
