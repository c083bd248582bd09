#!/usr/bin/env bash
# What the generated-client test (clients/clients_test.go) needs beyond the local stack:
#   - openapi-generator-cli (pinned, from Maven Central, checked against its SHA-256) under .local/tools/;
#   - a Python virtual environment, .local/clients-venv, holding the generated client's runtime
#     (clients/python/requirements.txt, pinned).
# The Go client's generator (oapi-codegen) is a tool of the clients/go module and comes from the Go
# module proxy when the test first runs. Java comes with make services. Idempotent and quick when
# nothing changed; make test runs it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
local_dir=${CLINIC_LOCAL_DIR:-$root/.local}
tools=$local_dir/tools
venv=$local_dir/clients-venv
generator_version=7.25.0
generator_sha256=41ce4f6b07f196676439d710759fa1ced7a08066d06ff1bf314681470289efae
jar=$tools/openapi-generator-cli-$generator_version.jar

say() { printf '[client-deps] %s\n' "$*"; }
die() { printf '[client-deps] FAILED: %s\n' "$*" >&2; exit 1; }

command -v java >/dev/null || die "java is missing: run make services (it installs Java 17)"
mkdir -p "$tools"
if [ ! -f "$jar" ] || [ "$(sha256sum "$jar" | cut -d' ' -f1)" != "$generator_sha256" ]; then
  say "fetching openapi-generator-cli $generator_version from Maven Central"
  url=https://repo1.maven.org/maven2/org/openapitools/openapi-generator-cli/$generator_version/openapi-generator-cli-$generator_version.jar
  curl -fsSL --retry 3 -o "$jar.part" "$url" || die "download $url"
  [ "$(sha256sum "$jar.part" | cut -d' ' -f1)" = "$generator_sha256" ] || { rm -f "$jar.part"; die "checksum of $url"; }
  mv "$jar.part" "$jar"
fi

req=$root/clients/python/requirements.txt
stamp=$venv/.clinic-requirements.sha256
want=$(sha256sum "$req" | cut -d' ' -f1)
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  say "python venv for the generated client (.local/clients-venv)"
  python3 -m venv "$venv" || die "python3 -m venv $venv"
  "$venv/bin/pip" install -q --disable-pip-version-check -r "$req" || die "pip install -r clients/python/requirements.txt"
  printf '%s\n' "$want" >"$stamp"
fi
say "ready: openapi-generator-cli $generator_version, $("$venv/bin/python" --version)"
