#!/usr/bin/env bash
# make test's two passes, side by side: every test under the race detector, and, without it and in
# the background, the classifier's accuracy tests (its evaluation sets and the tests that train
# models of their own), which are too slow under -race; the lab reader's evaluation and development
# sets run without -race after the race pass. Neither pass keeps two cores
# busy alone: the race pass waits on the services, schemathesis and tesseract, the classifier's
# evaluation trains on about 1.3 cores; run one after the other they took 19 minutes here.
# The accuracy pass prints after the race pass; the script fails when go vet or either pass fails.
set -uo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
acc_log=$(mktemp)
trap 'rm -f "$acc_log"' EXIT
"$GO" test -count=1 -timeout 30m -run 'Evaluation|TrainIsDeterministic|VersionDependsOnCorpus' \
  ./internal/documents/classify/ >"$acc_log" 2>&1 &
acc=$!
# go vet runs beside the accuracy pass too: the classifier's evaluation is the last to finish
"$GO" vet ./...
vet=$?
CLINIC_STT_E2E=1 "$GO" test -race -count=1 -timeout 15m ./...
race=$?
# the lab reader's evaluation and development sets after the race pass, while the classifier's
# evaluation still runs: beside the race pass too they slowed it by a fifth (940 s against 774)
echo "== lab reader accuracy tests, without -race:"
"$GO" test -count=1 -timeout 15m -run 'Evaluation|Development' ./internal/knowledge/extract/
extract=$?
wait "$acc"
accuracy=$?
echo "== classifier accuracy tests, without -race (run beside the race pass):"
cat "$acc_log"
[ "$vet" -eq 0 ] && [ "$race" -eq 0 ] && [ "$extract" -eq 0 ] && [ "$accuracy" -eq 0 ]
