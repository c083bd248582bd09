#!/usr/bin/env bash
# What the tests in clients/ need beyond the local stack:
#   - openapi-generator-cli (pinned, from Maven Central, checked against its SHA-256) under .local/tools/;
#   - a Python virtual environment, .local/clients-venv, holding the generated client's runtime
#     (clients/python/requirements.txt, pinned);
#   - another, .local/schemathesis-venv, holding schemathesis 4 for the contract test
#     (clients/schemathesis/requirements.txt, pinned; kept apart so neither pins the other's deps).
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

# venv DIR REQUIREMENTS: a virtual environment holding exactly REQUIREMENTS, rebuilt when it changes.
venv() {
  local dir=$1 req=$2 stamp=$1/.clinic-requirements.sha256 want
  want=$(sha256sum "$req" | cut -d' ' -f1)
  if [ ! -x "$dir/bin/python" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    say "python venv ${dir#"$root"/} from ${req#"$root"/}"
    rm -rf "$dir"
    python3 -m venv "$dir" || die "python3 -m venv $dir"
    "$dir/bin/pip" install -q --disable-pip-version-check -r "$req" || die "pip install -r $req"
    printf '%s\n' "$want" >"$stamp"
  fi
}
venv "$venv" "$root/clients/python/requirements.txt"
venv "$local_dir/schemathesis-venv" "$root/clients/schemathesis/requirements.txt"
say "ready: openapi-generator-cli $generator_version, $("$venv/bin/python" --version), $("$local_dir/schemathesis-venv/bin/schemathesis" --version)"
