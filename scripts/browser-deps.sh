#!/usr/bin/env bash
# What the browser tests (internal/knowledge/browsertest, rest/browsertest) need beyond the local
# stack: Debian's chromium and tools/browser/node_modules (playwright-core, pinned in
# package-lock.json; it downloads no browser). Idempotent and quick when nothing changed:
# installs chromium only when /usr/bin/chromium is missing, and runs npm ci only when
# node_modules is missing or package-lock.json changed since the last install. make test runs it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tool_dir=$root/tools/browser

say() { printf '[browser-deps] %s\n' "$*"; }
die() { printf '[browser-deps] FAILED: %s\n' "$*" >&2; exit 1; }

sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
apt_get() { DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=600 "$@"; }

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
{ command -v node >/dev/null && command -v npm >/dev/null; } || missing+=(nodejs npm)
if [ ${#missing[@]} -gt 0 ]; then
  say "installing ${missing[*]}"
  apt_get update -qq || die "apt-get update"
  apt_get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null || die "apt-get install ${missing[*]}"
fi
[ -x /usr/bin/chromium ] || die "/usr/bin/chromium is still missing after apt-get install chromium"
# playwright-core needs Node 20 or later (the machine image ships it; Debian 12's own is 18).
node_major=$(node -p 'process.versions.node.split(".")[0]')
[ "$node_major" -ge 20 ] || die "node $(node --version) is too old for playwright-core: Node 20 or later is needed"

# node_modules/.package-lock.json is npm's own copy of the installed tree; the stamp holds the
# checksum of the package-lock.json it was installed from.
stamp=$tool_dir/node_modules/.clinic-lock.sha256
want=$(sha256sum "$tool_dir/package-lock.json" | cut -d' ' -f1)
if [ ! -d "$tool_dir/node_modules/playwright-core" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  say "npm ci in tools/browser"
  (cd "$tool_dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error) || die "npm ci in tools/browser"
  printf '%s\n' "$want" >"$stamp"
fi
say "ready: $(/usr/bin/chromium --version 2>/dev/null | head -1), playwright-core $(node -p "require('$tool_dir/node_modules/playwright-core/package.json').version")"
