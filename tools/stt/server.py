"""Local speech-to-text for voice scheduling: the OpenAI transcription endpoint over faster-whisper.

Clinics may not send patients' voices to a third party, so the service ships this sidecar. It
serves, on loopback only:

  POST /v1/audio/transcriptions  multipart: file (audio), model (ignored), language (default pt),
                                 temperature (ignored: always 0), response_format (json or text)
                                 -> {"text": "..."}
  GET  /health                   -> {"status": "ok", "model": "<dir>", "sha256": "<pinned>"}

Decoding is deterministic and plain: temperature 0 only (no fallback), greedy search, no prompt
(prompt biasing makes up dates that were not spoken), no conditioning on previous text, and at
most MAX_NEW_TOKENS tokens per 30-second window. One transcription runs at a time (a
single-threaded server: a second request waits), so two cores are never oversubscribed.

Run by scripts/stt.sh (make stt) from the project's virtual environment:
  python tools/stt/server.py --model DIR --port 8765
"""

import argparse
import email.parser
import email.policy
import io
import json
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer

MAX_BODY = 12 << 20  # the API sends at most two minutes of 16 kHz mono WAV (about 3.8 MB)
MAX_NEW_TOKENS = 224  # per window; Whisper's own cap is 448

model = None
model_info = {}


def transcribe(audio: bytes, language: str) -> str:
    segments, _ = model.transcribe(
        io.BytesIO(audio),
        language=language or "pt",
        task="transcribe",
        beam_size=1,
        best_of=1,
        temperature=0.0,
        condition_on_previous_text=False,
        initial_prompt=None,
        without_timestamps=True,
        vad_filter=False,
        max_new_tokens=MAX_NEW_TOKENS,
    )
    return " ".join(s.text.strip() for s in segments).strip()


def parse_form(content_type: str, body: bytes) -> dict:
    """The parts of a multipart/form-data body: name -> bytes."""
    msg = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
        b"Content-Type: " + content_type.encode("latin-1") + b"\r\n\r\n" + body
    )
    if not msg.is_multipart():
        raise ValueError("not multipart/form-data")
    parts = {}
    for part in msg.iter_parts():
        name = part.get_param("name", header="content-disposition")
        if name:
            parts[name] = part.get_payload(decode=True) or b""
    return parts


class Handler(BaseHTTPRequestHandler):
    server_version = "clinic-stt/1"

    def reply(self, status: int, payload, content_type="application/json"):
        body = payload if isinstance(payload, bytes) else json.dumps(payload, ensure_ascii=False).encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def error(self, status: int, message: str):
        self.reply(status, {"error": {"message": message, "type": "invalid_request_error"}})

    def do_GET(self):
        if self.path == "/health":
            self.reply(200, {"status": "ok", **model_info})
        else:
            self.error(404, "not found")

    def do_POST(self):
        if self.path.rstrip("/") != "/v1/audio/transcriptions":
            return self.error(404, "not found")
        try:
            length = int(self.headers.get("Content-Length", "-1"))
        except ValueError:
            length = -1
        if length < 0 or length > MAX_BODY:
            return self.error(413, "body missing or larger than %d bytes" % MAX_BODY)
        body = self.rfile.read(length)
        try:
            form = parse_form(self.headers.get("Content-Type", ""), body)
        except ValueError as e:
            return self.error(400, str(e))
        audio = form.get("file")
        if not audio:
            return self.error(400, "file is required")
        language = form.get("language", b"pt").decode("utf-8", "replace").strip()
        try:
            text = transcribe(audio, language)
        except Exception as e:  # an undecodable file: the client's fault, not a crash
            return self.error(400, "could not transcribe: %s" % type(e).__name__)
        if form.get("response_format", b"json").strip() == b"text":
            return self.reply(200, text.encode(), "text/plain; charset=utf-8")
        self.reply(200, {"text": text})

    def log_message(self, fmt, *args):
        sys.stderr.write("stt: %s\n" % (fmt % args))


def main():
    global model, model_info
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True, help="directory with model.bin, config.json, tokenizer.json")
    ap.add_argument("--sha256", default="", help="recorded for /health")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8765)
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args()
    if args.host not in ("127.0.0.1", "::1", "localhost"):
        sys.exit("stt: refusing to listen beyond loopback")
    from faster_whisper import WhisperModel

    model = WhisperModel(args.model, device="cpu", compute_type="int8", cpu_threads=args.threads, num_workers=1,
                         local_files_only=True)
    model_info = {"model": args.model, "sha256": args.sha256}
    server = HTTPServer((args.host, args.port), Handler)
    print("stt: listening on http://%s:%d" % (args.host, args.port), flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
