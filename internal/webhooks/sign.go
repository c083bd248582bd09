package webhooks

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"strconv"
	"strings"
)

// Signing follows the Standard Webhooks scheme (standardwebhooks.com): the secret is
// "whsec_" + base64(32 random bytes) and its decoded bytes are the HMAC-SHA256 key; the signed
// content is "<webhook-id>.<webhook-timestamp>.<body>"; webhook-signature is "v1,<base64 MAC>",
// one per valid secret, space-separated, while a rotated-out secret is still in its grace period.

// secretPrefix starts every secret.
const secretPrefix = "whsec_"

// newSecret returns a fresh secret.
func newSecret() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b) // never fails (crypto/rand panics instead)
	return secretPrefix + base64.StdEncoding.EncodeToString(b)
}

// secretKey returns the HMAC key of secret.
func secretKey(secret string) []byte {
	k, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, secretPrefix))
	if err != nil {
		return []byte(secret) // not one of ours; never happens for stored secrets
	}
	return k
}

// Signature returns the webhook-signature header value of one attempt: one "v1,<mac>" per
// secret, space-separated.
func Signature(secrets []string, id string, timestamp int64, body []byte) string {
	sigs := make([]string, len(secrets))
	for i, s := range secrets {
		mac := hmac.New(sha256.New, secretKey(s))
		mac.Write([]byte(id + "." + strconv.FormatInt(timestamp, 10) + "."))
		mac.Write(body)
		sigs[i] = "v1," + base64.StdEncoding.EncodeToString(mac.Sum(nil))
	}
	return strings.Join(sigs, " ")
}
