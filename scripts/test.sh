#!/usr/bin/env bash
# make test's passes, on two cores:
#   - in the foreground, every test under the race detector;
#   - beside it, one after the other and without -race: go vet, the classifier's accuracy tests
#     (its evaluation sets and the tests that train models of their own), then the lab reader's
#     evaluation and development sets. Both are too slow under -race.
# Neither side keeps two cores busy alone: the race pass waits on the services, schemathesis and
# tesseract, the classifier's evaluation trains on about 1.3 cores. Run one after the other they
# took 19 minutes here. The lab reader's sets follow the classifier's evaluation rather than start
# beside it: three passes at once slowed the race pass by a fifth (940 s against 774), while the
# race pass's last minutes, once the classifier is done, leave a core free for them.
# The background passes print after the race pass; the script fails when any pass fails.
set -uo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
(
  "$GO" vet ./... >"$logs/vet" 2>&1
  echo $? >"$logs/vet.rc"
  "$GO" test -count=1 -timeout 30m -run 'Evaluation|TrainIsDeterministic|VersionDependsOnCorpus' \
    ./internal/documents/classify/ >"$logs/classify" 2>&1
  echo $? >"$logs/classify.rc"
  "$GO" test -count=1 -timeout 15m -run 'Evaluation|Development' ./internal/knowledge/extract/ >"$logs/extract" 2>&1
  echo $? >"$logs/extract.rc"
) &
beside=$!
CLINIC_STT_E2E=1 "$GO" test -race -count=1 -timeout 15m ./...
race=$?
wait "$beside"
status() { cat "$logs/$1.rc" 2>/dev/null || echo 1; }
echo "== go vet (run beside the race pass):"
cat "$logs/vet"
echo "== classifier accuracy tests, without -race (run beside the race pass):"
cat "$logs/classify"
echo "== lab reader accuracy tests, without -race (run beside the race pass, after the classifier's):"
cat "$logs/extract"
[ "$race" -eq 0 ] && [ "$(status vet)" -eq 0 ] && [ "$(status classify)" -eq 0 ] && [ "$(status extract)" -eq 0 ]
