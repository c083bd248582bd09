// Package docs serves the API explorer (Swagger UI, /docs) and the read-only reference (ReDoc,
// /redoc) from assets embedded in the binary, so both work with no internet.
// The assets come from the npm packages swagger-ui-dist 5.32.0 and redoc 2.5.2 (licenses beside them).
package docs

import (
	"embed"
	"net/http"

	"github.com/go-chi/chi/v5"
)

//go:embed assets
var assets embed.FS

const swaggerPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Clinical Practice Service: API explorer</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script>
window.ui = SwaggerUIBundle({
  url: "/openapi.json", dom_id: "#swagger-ui", deepLinking: true,
  persistAuthorization: true, displayRequestDuration: true, tryItOutEnabled: true
});
</script></body></html>`

const redocPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Clinical Practice Service: API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><redoc spec-url="/openapi.json"></redoc>
<script src="/docs/assets/redoc.standalone.js"></script></body></html>`

// Mount adds /docs, /redoc and /docs/assets/* to r.
func Mount(r chi.Router) {
	page := func(html string) http.HandlerFunc {
		return func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, _ = w.Write([]byte(html))
		}
	}
	r.Get("/docs", page(swaggerPage))
	r.Get("/redoc", page(redocPage))
	files := http.FileServerFS(assets)
	r.Get("/docs/assets/*", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=86400")
		http.StripPrefix("/docs", files).ServeHTTP(w, r)
	})
}
