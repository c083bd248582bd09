#!/usr/bin/env bash
# Runs the Neo4j 5.26 community server from the jars Maven Central gives us (see pom.xml).
#   neo4j.sh start HOME PASSWORD   fetch jars if needed, set the initial password once, start in background
#   neo4j.sh stop HOME             stop cleanly (SIGTERM, wait)
# HOME holds conf/, data/, logs/, run/; nothing is written inside this folder except target/.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cmd=${1:?usage: neo4j.sh start|stop HOME [PASSWORD]}
home=${2:?NEO4J home directory required}
mkdir -p "$home"/{conf,data,logs,run,plugins,import}
home=$(cd "$home" && pwd)
pidfile=$home/run/neo4j.pid

java_opts=(
  -Xms256m -Xmx"${NEO4J_HEAP:-1g}" -XX:+UseG1GC
  --add-opens=java.base/java.nio=ALL-UNNAMED
  --add-opens=java.base/java.io=ALL-UNNAMED
  --add-opens=java.base/sun.nio.ch=ALL-UNNAMED
  --add-opens=java.base/java.lang=ALL-UNNAMED
  -Dio.netty.tryReflectionSetAccessible=true
  -Dfile.encoding=UTF-8
)

running() { [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; }

case "$cmd" in
start)
  password=${3:?password required}
  if running; then exit 0; fi
  if [ ! -f "$here/target/lib/neo4j-server-5.26.11.jar" ] || [ "$here/pom.xml" -nt "$here/target/lib" ]; then
    (cd "$here" && mvn -B -q dependency:copy-dependencies)
    touch "$here/target/lib"
  fi
  cp="$here/target/lib/*"
  cat > "$home/conf/neo4j.conf" <<CONF
server.default_listen_address=127.0.0.1
server.bolt.listen_address=127.0.0.1:${NEO4J_BOLT_PORT:-7687}
server.http.listen_address=127.0.0.1:${NEO4J_HTTP_PORT:-7474}
server.https.enabled=false
server.directories.data=$home/data
server.directories.logs=$home/logs
server.directories.run=$home/run
server.directories.plugins=$home/plugins
server.directories.import=$home/import
server.memory.heap.max_size=${NEO4J_HEAP:-1g}
server.memory.pagecache.size=${NEO4J_PAGECACHE:-1g}
dbms.security.auth_enabled=true
dbms.usage_report.enabled=false
# No telemetry from the Browser (the setting the Browser reads from the server).
client.allow_telemetry=false
server.jvm.additional=-XX:+UseG1GC
CONF
  if [ ! -f "$home/data/dbms/auth.ini" ] && [ ! -f "$home/data/dbms/auth" ]; then
    NEO4J_HOME=$home NEO4J_CONF=$home/conf java "${java_opts[@]}" -cp "$cp" \
      org.neo4j.cli.AdminTool dbms set-initial-password "$password" >"$home/logs/set-password.log" 2>&1
  fi
  NEO4J_HOME=$home NEO4J_CONF=$home/conf nohup java "${java_opts[@]}" -cp "$cp" \
    org.neo4j.server.CommunityEntryPoint --home-dir="$home" --config-dir="$home/conf" --console-mode \
    >"$home/logs/console.log" 2>&1 &
  echo $! >"$pidfile"
  ;;
stop)
  if running; then
    pid=$(cat "$pidfile")
    kill -TERM "$pid"
    for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
  fi
  rm -f "$pidfile"
  ;;
*) echo "usage: neo4j.sh start|stop HOME [PASSWORD]" >&2; exit 2 ;;
esac
