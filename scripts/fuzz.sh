#!/usr/bin/env bash
# make fuzz: every Go fuzz target of the module for FUZZTIME each (default 60s), then schemathesis
# against the full API with SCHEMATHESIS_EXAMPLES examples per operation (default 300) and a new
# seed (printed; rerun a failure with CLINIC_SCHEMATHESIS_SEED=<seed>). make test runs the same
# targets on their checked-in seed corpora only, and schemathesis with a fixed seed.
# New crashers land in the target's testdata/fuzz/ directory: commit them with the fix.
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime=${FUZZTIME:-60s}
failed=()
while read -r pkg target; do
  echo "[fuzz] $pkg $target ($fuzztime)"
  # A bounded minimisation: shrinking one of the large PDF seeds could otherwise take the whole run.
  go test -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" -fuzzminimizetime 10s "$pkg" || failed+=("$pkg $target")
done < <(go test -list '^Fuzz' ./... 2>/dev/null | awk '/^ok / {pkg=$2; for (i in t) print pkg, t[i]; delete t; next} /^Fuzz/ {t[length(t)]=$1}')
seed=${CLINIC_SCHEMATHESIS_SEED:-$RANDOM$RANDOM}
echo "[fuzz] schemathesis, seed $seed, ${SCHEMATHESIS_EXAMPLES:-300} examples per operation"
CLINIC_SCHEMATHESIS_SEED=$seed CLINIC_SCHEMATHESIS_EXAMPLES=${SCHEMATHESIS_EXAMPLES:-300} \
  go test -count=1 -timeout 60m -run '^TestSchemathesisFindsNothing$' -v ./clients/ || failed+=("schemathesis seed $seed")
if [ ${#failed[@]} -gt 0 ]; then
  printf '[fuzz] FAILED: %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "[fuzz] nothing found"
