# The two commands everyone uses: `make run` and `make test`. Both start the local stack first.
SHELL := /bin/bash
GO ?= go

.PHONY: services services-stop stt stt-stop build run test test-browser fuzz bench clean-local

services: ## install (if missing) and start Postgres, Redis and Neo4j on loopback
	@scripts/services.sh start

services-stop: ## stop them cleanly (and the speech-to-text sidecar)
	@scripts/stt.sh stop
	@scripts/services.sh stop

stt: ## install (if missing) and start the local speech-to-text sidecar of voice scheduling
	@scripts/stt.sh start

stt-stop:
	@scripts/stt.sh stop

build:
	$(GO) build -o clinic ./cmd/clinic

run: services build ## migrate, create the demo tenant once, run the API and the worker
	@scripts/run.sh

test: services ## every test against the real services
	@scripts/browser-deps.sh
	@scripts/client-deps.sh
	@scripts/stt.sh start
	@# go vet, the race pass and the accuracy tests (too slow under -race), side by side: see the script
	@GO="$(GO)" scripts/test.sh

test-browser: services ## only the browser tests: the API's pages (rest/browsertest) and the Neo4j Browser
	@scripts/browser-deps.sh
	$(GO) test -count=1 -v ./rest/browsertest/ ./internal/knowledge/browsertest/

fuzz: services ## every Go fuzz target for FUZZTIME (60s) each, then schemathesis longer, with a new seed
	@scripts/client-deps.sh
	@scripts/fuzz.sh

bench: services ## benchmarks that print ratios to a baseline measured in the same run
	$(GO) test -run '^$$' -bench . -benchtime 3s -count 1 ./bench/

clean-local: services-stop ## delete every local datum (databases, keys, demo tenant)
	rm -rf .local
