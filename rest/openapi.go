package rest

import (
	"github.com/danielgtaylor/huma/v2"
)

const securityScheme = "apiKey"

// apiDescription is the front page of /docs and /redoc: what every client needs before the
// first call. Decisions that the interface specification leaves open are stated here.
const apiDescription = `Multi-tenant clinical practice back end for Brazilian clinics.

## Authentication
Every ` + "`/v1`" + ` request carries the header ` + "`x-api-key`" + `. The key decides the tenant (clinic) and
the permissions; data of another tenant is never visible. A missing, unknown or revoked key gets
` + "`401 {\"detail\": \"Invalid or missing API key\"}`" + `. In this explorer, use **Authorize**.

Rotate keys by creating a new key, switching clients to it, then revoking the old one. Keep separate
keys per environment, in environment variables or a secrets store.

## Permissions
| permission | grants |
|---|---|
| ` + "`patients:read`" + ` | read and search patients |
| ` + "`patients:write`" + ` | register and change patients |
| ` + "`scheduling:read`" + ` | read doctors, locations, providers, schedules, slots, appointments |
| ` + "`scheduling:write`" + ` | register doctors; change scheduling data and appointments |
| ` + "`documents:read`" + ` | list and poll patient documents |
| ` + "`documents:write`" + ` | upload, link and delete patient documents |
| ` + "`clinical:read`" + ` | lab trends, patient context and clinical summaries |
| ` + "`clinical:write`" + ` | SOAP notes, prescriptions, clinical chat |
| ` + "`analytics:read`" + ` | GraphQL analytics |
| ` + "`admin`" + ` | everything above |

A valid key without the operation's permission gets 403. ` + "`GET /v1/health`" + ` needs any valid key.

## Patient identifiers {#patient-identifiers}
A patient is addressed by its opaque, tenant-scoped token ` + "`pat_`" + ` + 22 characters (the ` + "`id`" + ` field,
recommended) or by its internal UUID (the ` + "`uuid`" + ` field, deprecated). Both resolve under the caller's
tenant before the operation runs; a malformed, unknown or foreign identifier gets the same 404.
A request that uses the UUID form is answered with ` + "`Deprecation: true`" + ` and a ` + "`Link`" + ` to this section.

## Errors
Every error body is ` + "`{\"detail\": \"...\"}`" + `. A 422 names every offending field in ` + "`detail`" + ` and lists
them in ` + "`errors: [{\"field\": \"body.cpf\", \"message\": \"...\"}]`" + `. 400: malformed JSON or an invalid
cursor; 404: missing or another tenant's object (same body); 409: conflict or duplicate; 413: body
larger than accepted (1 MiB for JSON), refused before parsing; 429: rate limited; 500: uniform
` + "`{\"detail\": \"Internal server error\"}`" + ` with the ` + "`X-Request-ID`" + ` header to quote to support; 503: a
dependency (database, queue, graph) is unavailable, retry with backoff.

## Rate limits
Each key may make 600 requests per minute (configurable per deployment), counted with GCRA: the
budget refills smoothly, one request every 100 ms, up to a burst of the whole limit, so no window
boundary lets twice the limit through. Every authenticated response carries
` + "`X-RateLimit-Limit`" + ` (the limit, also the burst), ` + "`X-RateLimit-Remaining`" + ` (requests the key could send right
now) and ` + "`X-RateLimit-Reset`" + ` (seconds, rounded up, until the whole limit is available again); a 429 adds
` + "`Retry-After`" + ` (seconds, rounded up, until the next request is allowed: waiting that long always succeeds
unless other requests used the budget meanwhile).

## Lists
Cursor-paginated lists answer ` + "`{\"items\": [...], \"next_cursor\": \"...\" | null}`" + `, in creation order.
Pass ` + "`next_cursor`" + ` back as ` + "`cursor`" + ` for the next page; ` + "`null`" + ` means the last page. Cursors are opaque.

## Request ids
Send ` + "`X-Request-ID`" + ` (up to 128 of ` + "`A-Z a-z 0-9 . _ : -`" + `) to correlate logs, or let the service make one;
it is echoed on every response.

## Conventions
JSON in snake_case; datetimes RFC 3339 in UTC; dates ` + "`YYYY-MM-DD`" + `.`

func apiConfig(version string) huma.Config {
	if version == "" {
		version = "dev"
	}
	cfg := huma.DefaultConfig("Clinical Practice Service", version)
	cfg.OpenAPIPath, cfg.DocsPath, cfg.SchemasPath = "", "", ""
	cfg.CreateHooks = nil // no $schema links in bodies
	cfg.Formats = map[string]huma.Format{"application/json": jsonFormat, "json": jsonFormat}
	cfg.Transformers = append(cfg.Transformers, emptyCollections)
	cfg.Info.Description = apiDescription
	cfg.Components.SecuritySchemes = map[string]*huma.SecurityScheme{
		securityScheme: {Type: "apiKey", In: "header", Name: "x-api-key",
			Description: "API key of the clinic (tenant); its permissions decide what it may reach."},
	}
	cfg.Security = []map[string][]string{{securityScheme: {}}}
	cfg.Components.Headers = responseHeaders
	cfg.Tags = []*huma.Tag{
		{Name: "Health", Description: "Service and dependency health."},
		{Name: "Patients", Description: "Patient registration and search."},
		{Name: "Doctors", Description: "Doctor registration."},
		{Name: "Locations", Description: "Clinic sites, their rooms and time zones."},
		{Name: "Appointment types", Description: "Kinds of appointment and their durations."},
		{Name: "Providers", Description: "Provider profiles, weekly templates, date overrides and conflicts."},
		{Name: "Appointments", Description: "Booking and the seven-state lifecycle."},
		{Name: "Slots", Description: "Search for available slots."},
		{Name: "Chat", Description: "Questions about a patient, answered from the patient's own data with citations."},
		{Name: "Consultations", Description: "Consultations and their SOAP notes, written as the transcript grows."},
		{Name: "Prescriptions", Description: "Prescriptions (draft, signed, cancelled), reading one written in Portuguese, and the safety gate."},
		{Name: "Drug interactions", Description: "Interaction checks over the shipped drug base (and an installation's licensed one), with a patient's medications from the graph."},
	}
	return cfg
}
