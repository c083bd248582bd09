#!/usr/bin/env bash
# make run: migrations, the demo tenant (created once, kept in .local/demo-tenant.json), then the
# API and the worker in the foreground. Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
./clinic migrate
demo=.local/demo-tenant.json
tenant=$( [ -f "$demo" ] && sed -n 's/.*"tenant_id":"\([^"]*\)".*/\1/p' "$demo" || true)
if [ -z "$tenant" ] || [ -z "$(./clinic key list --tenant "$tenant" 2>/dev/null)" ]; then
  (umask 077 && ./clinic tenant create --name "Clínica Demo" >"$demo")
  tenant=$(sed -n 's/.*"tenant_id":"\([^"]*\)".*/\1/p' "$demo")
fi
key=$(sed -n 's/.*"api_key":"\([^"]*\)".*/\1/p' "$demo")
neo4j_password=$(sed -n 's/^NEO4J_PASSWORD=//p' .local/env)
addr=$(sed -n 's/^SERVICE_HTTP_ADDR=//p' .local/env); addr=${SERVICE_HTTP_ADDR:-${addr:-127.0.0.1:8080}}
stt=$(sed -n 's/^SERVICE_STT_URL=//p' .local/env); stt=${SERVICE_STT_URL:-$stt}
admin=$(sed -n 's/^SERVICE_ADMIN_ADDR=//p' .local/env); admin=${SERVICE_ADMIN_ADDR:-${admin:-127.0.0.1:8081}}
# The operator token (/metrics, /ops): generated once, kept in .local (mode 600) like the other
# local secrets; an operator token already in the environment (or in .local/env) wins.
token_file=.local/operator-token
in_env=$(sed -n 's/^SERVICE_OPERATOR_TOKEN=//p' .local/env); SERVICE_OPERATOR_TOKEN=${SERVICE_OPERATOR_TOKEN:-$in_env}
if [ -z "${SERVICE_OPERATOR_TOKEN:-}" ]; then
  if [ ! -s "$token_file" ]; then
    (umask 077 && head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$token_file")
  fi
  SERVICE_OPERATOR_TOKEN=$(cat "$token_file")
fi
export SERVICE_OPERATOR_TOKEN
if [ -n "$stt" ]; then voice="on: speech-to-text at $stt"; else
  voice="off (503): run 'make stt' for the local speech-to-text, or set SERVICE_STT_URL, then restart"; fi
cat <<MSG

  Demo tenant   $tenant
  API key       $key        (all permissions; kept in $demo)
  API docs      http://$addr/docs   (Authorize → x-api-key)   ReDoc: http://$addr/redoc
  Try           curl -H 'x-api-key: $key' http://$addr/v1/health
  GraphQL       http://$addr/graphql   (GraphiQL: paste the API key above into the x-api-key field)
  Admin panel   http://$addr/admin   (sign in with the API key above)
  Neo4j Browser http://127.0.0.1:7474/browser/  connect to bolt://127.0.0.1:7687, user neo4j, password $neo4j_password
  Operators     http://$addr/ops   (sign in with the operator token; then the queue UI: http://$addr/ops/queues)
  Op. token     $SERVICE_OPERATOR_TOKEN   (kept in $token_file; SERVICE_OPERATOR_TOKEN)
  Metrics       curl -H 'Authorization: Bearer $SERVICE_OPERATOR_TOKEN' http://$addr/metrics   (worker: http://$admin/metrics)
  Voice         $voice

MSG
# Webhook receivers on this machine (http://127.0.0.1:port/...) are accepted in development.
export SERVICE_WEBHOOK_ALLOW_LOOPBACK=${SERVICE_WEBHOOK_ALLOW_LOOPBACK:-true}
./clinic worker &
worker=$!
trap 'kill -TERM $worker 2>/dev/null; wait $worker 2>/dev/null' EXIT
./clinic serve
