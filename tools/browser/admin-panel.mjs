// Drives the administration panel (/admin) as a clinic's administrator does: signs in with an
// admin key, creates a key, watches its request counts rise after the Go test used it, and revokes
// it through the confirmation page. Used by rest/browsertest (TestAdminPanelKeyLifecycle).
// The DOM it relies on:
//   form#signin with input[name=api_key] and a submit button        (no session)
//   table#keys, one tr[data-key-id][data-key-prefix] per key, cells td.name, td.prefix,
//     td.permissions, td.created, td.last-used, td.requests-today, td.requests-30d,
//     td.requests-total (plain integers); per active key form.rotate and form.revoke
//   form#create-key with input[name=name] and checkboxes input[name=permissions][value=<permission>]
//   #new-key-secret (exactly the new secret), #new-key-permissions            (after creating)
//   form#confirm (submit) and a#cancel                                        (confirm revoking)
//   #flash                                                                    (back on /admin)
// Settings: ADMIN_KEY, KEY_NAME, KEY_PERMISSION (e.g. patients:read).
// PAUSE calls {secret, prefix, before}: the test makes its calls with the secret, then resumes.
// RESULT: {secret, prefix, key_id, new_permissions, before, after, cookie, flash, after_revoke}
import { flow, need } from './lib.mjs';

const adminKey = need('ADMIN_KEY');
const keyName = need('KEY_NAME');
const permission = need('KEY_PERMISSION');
// A submit button, whether its type is written or left to the default.
const SUBMIT = ':is(button:not([type]), button[type=submit], input[type=submit])';

flow('admin-panel', async ({ page, context, base, log, shot, pause }) => {
  const counts = async (row) => {
    const n = async (cls) => {
      const text = (await row.locator(`td.${cls}`).innerText()).trim();
      if (!/^\d+$/.test(text)) throw new Error(`td.${cls} shows ${JSON.stringify(text)}, not a plain integer`);
      return Number(text);
    };
    return { today: await n('requests-today'), last_30d: await n('requests-30d'), total: await n('requests-total') };
  };
  const keyRow = () => page.locator('table#keys tr[data-key-id]').filter({ has: page.locator('td.name', { hasText: keyName }) });
  const openPanel = async () => {
    await page.goto(`${base}/admin`, { waitUntil: 'domcontentloaded' });
    await page.locator('table#keys').waitFor();
  };

  // --- sign in ---------------------------------------------------------------------------------
  const resp = await page.goto(`${base}/admin`, { waitUntil: 'domcontentloaded' });
  if (!resp.ok()) throw new Error(`GET /admin answered ${resp.status()}: the panel is not served`);
  const signin = page.locator('form#signin');
  await signin.waitFor();
  await signin.locator('input[name=api_key]').fill(adminKey);
  await signin.locator(SUBMIT).click();
  await page.locator('table#keys').waitFor();
  // The panel's cookies are scoped to /admin (Path=/admin): ask for that URL's.
  const cookies = await context.cookies(`${base}/admin`);
  const session = cookies.find((c) => c.name === 'clinic_admin') || null;
  log(`signed in: ${await page.locator('table#keys tr[data-key-id]').count()} keys listed`);

  // --- create a key ----------------------------------------------------------------------------
  const create = page.locator('form#create-key');
  await create.locator('input[name=name]').fill(keyName);
  await create.locator(`input[name=permissions][value="${permission}"]`).check();
  await create.locator(SUBMIT).click();
  await page.locator('#new-key-secret').waitFor();
  const secret = (await page.locator('#new-key-secret').innerText()).trim();
  const newPermissions = (await page.locator('#new-key-permissions').innerText()).trim();
  log(`created key "${keyName}" (${newPermissions})`);

  await openPanel();
  let row = keyRow();
  if ((await row.count()) !== 1) throw new Error(`table#keys has ${await row.count()} rows named ${keyName}`);
  const prefix = await row.getAttribute('data-key-prefix');
  const keyID = await row.getAttribute('data-key-id');
  const before = await counts(row);
  const listed = {
    prefix: (await row.locator('td.prefix').innerText()).trim(),
    permissions: (await row.locator('td.permissions').innerText()).trim(),
    revoke_forms: await row.locator('form.revoke').count(),
    rotate_forms: await row.locator('form.rotate').count(),
  };

  // --- the test uses the key, then the counts must have risen ------------------------------------
  await pause('calls', { secret, prefix, before });
  await openPanel();
  row = keyRow();
  const after = await counts(row);
  log(`requests today ${before.today} -> ${after.today}, total ${before.total} -> ${after.total}`);
  await shot('admin-request-counts');

  // --- revoke through the confirmation ----------------------------------------------------------
  await row.locator(`form.revoke ${SUBMIT}`).click();
  const confirm = page.locator('form#confirm');
  await confirm.waitFor();
  const cancelLink = await page.locator('a#cancel').count();
  await confirm.locator(SUBMIT).click();
  await page.waitForURL((u) => u.pathname === '/admin');
  const flash = (await page.locator('#flash').innerText()).trim();
  await page.locator('table#keys').waitFor();
  row = keyRow();
  const afterRevoke = {
    rows: await row.count(),
    revoke_forms: await row.locator('form.revoke').count(),
    rotate_forms: await row.locator('form.rotate').count(),
  };
  log(`revoked: "${flash}"`);
  await shot('admin-key-revoked');

  return {
    secret,
    prefix,
    key_id: keyID,
    new_permissions: newPermissions,
    listed,
    before,
    after,
    cookie: session && { name: session.name, http_only: session.httpOnly, same_site: session.sameSite, secret_in_value: session.value.includes(adminKey) },
    cancel_link: cancelLink,
    flash,
    after_revoke: afterRevoke,
  };
});
