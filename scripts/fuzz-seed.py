#!/usr/bin/env python3
"""Write one Go fuzz seed file (the `go test fuzz v1` format) into a corpus directory.

usage: scripts/fuzz-seed.py DIR NAME ARG...   where each ARG is one argument of the fuzz function:
  string:TEXT     a string literal          file:PATH   a file's bytes as a string
  bytes:TEXT      a []byte literal          bytesfile:PATH   a file's bytes as a []byte
The corpus of a target lives in testdata/fuzz/<FuzzTarget>/ beside its test; `go test` runs it.
"""
import os
import sys


def quote(data: bytes) -> str:
    out = []
    for ch in data.decode("utf-8", "surrogateescape"):
        o = ord(ch)
        if ch == '"' or ch == "\\":
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif 0xDC80 <= o <= 0xDCFF:  # a byte that is not UTF-8
            out.append("\\x%02x" % (o - 0xDC00))
        elif o < 0x20 or o == 0x7F:
            out.append("\\x%02x" % o)
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def main() -> None:
    directory, name, *args = sys.argv[1:]
    lines = ["go test fuzz v1"]
    for arg in args:
        kind, _, val = arg.partition(":")
        if kind in ("file", "bytesfile"):
            with open(val, "rb") as f:
                data = f.read()
        else:
            data = val.encode("utf-8", "surrogateescape")
        lines.append(("[]byte(" if kind.startswith("bytes") else "string(") + quote(data) + ")")
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, name), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
