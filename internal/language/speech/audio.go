// Package speech turns a patient's voice note into text: it recognises the audio format by its
// bytes, normalises it with ffmpeg (16 kHz mono WAV, run under limits as untrusted input), and
// sends it to a speech-to-text provider that speaks the OpenAI transcription wire format.
package speech

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"clinic/internal/platform/errs"
	"clinic/internal/platform/tool"
)

// Limits of a voice note.
const (
	MaxBytes    = 10 << 20 // MB = 2^20 bytes
	MaxDuration = 2 * time.Minute
	sampleRate  = 16000
)

// Format is an accepted audio container, named by the ffmpeg demuxer that reads it.
type Format string

// The accepted formats.
const (
	WAV  Format = "wav"
	MP3  Format = "mp3"
	OGG  Format = "ogg"      // Ogg Opus (WhatsApp voice notes) or Vorbis
	MP4  Format = "mov"      // M4A / MP4 with AAC
	AAC  Format = "aac"      // raw ADTS AAC
	WebM Format = "matroska" // WebM (Opus or Vorbis)
)

// The answers (400, in Portuguese) for audio that cannot be used.
var (
	ErrEmpty       = errs.BadRequestf("O áudio está vazio.")
	ErrUnsupported = errs.BadRequestf("Formato de áudio não suportado. Formatos aceitos: WAV, MP3, OGG/Opus, M4A/AAC e WebM.")
	ErrTooLarge    = errs.BadRequestf("O áudio excede o limite de 10 MB.")
	ErrTooLong     = errs.BadRequestf("O áudio excede o limite de 2 minutos.")
	ErrUnreadable  = errs.BadRequestf("Não foi possível ler o áudio: o arquivo está corrompido ou não é do formato que diz ser.")
)

// Detect names the format of an audio file by its first bytes (at least 64): RIFF/WAVE, ID3 or
// an MPEG audio frame, OggS, an ISO media "ftyp" box, an ADTS header, or the EBML header of WebM.
func Detect(head []byte) (Format, bool) {
	switch {
	case len(head) >= 12 && string(head[:4]) == "RIFF" && string(head[8:12]) == "WAVE":
		return WAV, true
	case bytes.HasPrefix(head, []byte("ID3")):
		return MP3, true
	case bytes.HasPrefix(head, []byte("OggS")):
		return OGG, true
	case len(head) >= 12 && string(head[4:8]) == "ftyp":
		return MP4, true
	case bytes.HasPrefix(head, []byte{0x1A, 0x45, 0xDF, 0xA3}):
		return WebM, true
	case len(head) >= 2 && head[0] == 0xFF && head[1]&0xF6 == 0xF0: // ADTS: sync word, layer 00
		return AAC, true
	case len(head) >= 2 && head[0] == 0xFF && head[1]&0xE0 == 0xE0 && head[1]&0x06 != 0: // MPEG audio frame
		return MP3, true
	}
	return "", false
}

// ffmpegLimits bound one normalisation: two minutes of any accepted codec decode in well under a
// second of CPU on this machine; the output is at most two minutes of 16 kHz 16-bit mono.
var ffmpegLimits = tool.Limits{AddressSpace: 1 << 30, CPUSeconds: 30, FileSize: 1 << 20,
	Stdout: int64(MaxDuration/time.Second+2)*sampleRate*2 + 1024}

// Normalize reads the audio file at path and returns it as 16 kHz mono 16-bit WAV, with its
// duration. The format is decided by the bytes, and ffmpeg is told which demuxer to use, so no
// other of its many demuxers ever sees the file. Errors (400): ErrEmpty, ErrTooLarge,
// ErrUnsupported, ErrTooLong, ErrUnreadable; a missing ffmpeg or a cancelled context is a plain
// error.
func Normalize(ctx context.Context, path string) ([]byte, time.Duration, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, fmt.Errorf("speech: %w", err)
	}
	head := make([]byte, 64)
	n, err := io.ReadFull(f, head)
	info, serr := f.Stat()
	f.Close()
	switch {
	case n == 0:
		return nil, 0, ErrEmpty
	case err != nil && !errors.Is(err, io.ErrUnexpectedEOF):
		return nil, 0, fmt.Errorf("speech: %w", err)
	case serr == nil && info.Size() > MaxBytes:
		return nil, 0, ErrTooLarge
	}
	format, ok := Detect(head[:n])
	if !ok {
		return nil, 0, ErrUnsupported
	}
	limit := fmt.Sprintf("%.0f", (MaxDuration + time.Second).Seconds())
	wav, err := tool.Run(ctx, nil, ffmpegLimits, "ffmpeg", "-hide_banner", "-loglevel", "error", "-nostdin",
		"-protocol_whitelist", "file", "-f", string(format), "-i", path, "-t", limit,
		"-vn", "-ac", "1", "-ar", fmt.Sprint(sampleRate), "-c:a", "pcm_s16le", "-f", "wav", "-")
	var exit *tool.ExitError
	switch {
	case errors.As(err, &exit), errors.Is(err, tool.ErrLimit):
		return nil, 0, ErrUnreadable
	case err != nil:
		return nil, 0, fmt.Errorf("speech: %w", err)
	}
	d := wavDuration(wav)
	switch {
	case d == 0:
		return nil, 0, ErrUnreadable
	case d > MaxDuration:
		return nil, 0, ErrTooLong
	}
	return wav, d, nil
}

// wavDuration is the length of ffmpeg's 16 kHz 16-bit mono WAV: its data after the header. ffmpeg
// writing to a pipe cannot go back to fill the sizes in, so the header's are not trusted.
func wavDuration(wav []byte) time.Duration {
	i := bytes.Index(wav, []byte("data"))
	if i < 0 || len(wav) < i+8 {
		return 0
	}
	samples := (len(wav) - i - 8) / 2
	return time.Duration(samples) * time.Second / sampleRate
}
