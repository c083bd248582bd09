// Opens the lab-trend chart (GET /v1/patients/{patient_id}/lab-trends.svg) as a browser tab does,
// the key sent as an extra HTTP header of the context (EXTRA_HEADERS={"x-api-key": ...}), and
// reads what Chromium made of it. Used by rest/browsertest (TestLabTrendsChartRenders).
//   CHART_PATH   the chart's path and query
// RESULT: {status, content_type, root, namespace, width, height, series, markers, references,
//          points, out_of_range, titles}
import { flow, need } from './lib.mjs';

const chartPath = need('CHART_PATH');
if (!JSON.parse(process.env.EXTRA_HEADERS || '{}')['x-api-key']) {
  console.error('lab-chart: FAILED: EXTRA_HEADERS must carry x-api-key');
  process.exit(1);
}

flow('lab-chart', async ({ page, base, log, shot }) => {
  const resp = await page.goto(`${base}${chartPath}`, { waitUntil: 'load' });
  const status = resp.status();
  const contentType = resp.headers()['content-type'] || '';
  // What Chromium parsed: an SVG document (an XML error page would have another root).
  const seen = await page.evaluate(() => {
    const root = document.documentElement;
    const box = root.getBoundingClientRect();
    const count = (sel) => document.querySelectorAll(sel).length;
    return {
      root: root.localName,
      namespace: root.namespaceURI,
      width: Math.round(box.width),
      height: Math.round(box.height),
      series: count('g.series'),
      markers: [...document.querySelectorAll('g.series')].map((g) => g.getAttribute('data-marker')),
      references: count('rect.reference'),
      points: count('circle.point:not(.out-of-range)'),
      out_of_range: count('circle.point.out-of-range'),
      // Rendered, not only parsed: every point has a box on the page.
      drawn_points: [...document.querySelectorAll('circle.point')].filter((c) => c.getBoundingClientRect().width > 0).length,
      titles: [...document.querySelectorAll('circle.point.out-of-range > title')].map((t) => t.textContent),
    };
  });
  log(`status ${status} ${contentType}: <${seen.root}> ${seen.width}x${seen.height}, ${seen.series} series, ` +
    `${seen.points} points and ${seen.out_of_range} out of range`);
  // The chart itself (a full-page screenshot never finishes on an SVG document).
  await shot('lab-trends-chart', { element: page.locator(':root') });
  return { status, content_type: contentType, ...seen };
});
