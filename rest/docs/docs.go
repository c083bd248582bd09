// Package docs serves the API explorer (Swagger UI, /docs) and the read-only reference (ReDoc,
// /redoc) from assets embedded in the binary, so both work with no internet.
// The assets come from the npm packages swagger-ui-dist 5.32.0, redoc 2.5.2, and for GraphiQL
// (/graphql) graphiql 3.8.3 (minified with esbuild), react and react-dom 18.3.1 (licenses beside them).
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

// graphiqlPage is GraphiQL 3 (React 18), every asset embedded. The key typed in #api-key is kept
// for the browser tab (sessionStorage) and sent as x-api-key with every request.
const graphiqlPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Clinical Practice Service: GraphQL explorer</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/docs/assets/graphiql.min.css">
<style>
body{margin:0;height:100vh;display:flex;flex-direction:column;font-family:system-ui,sans-serif}
#keybar{display:flex;gap:.5rem;align-items:center;padding:.4rem .8rem;border-bottom:1px solid #ddd;font-size:14px}
#keybar input{flex:0 1 28rem;font-family:monospace;padding:.2rem .4rem}
#graphiql{flex:1;min-height:0}
</style></head>
<body>
<div id="keybar"><label for="api-key">x-api-key</label>
<input id="api-key" type="password" autocomplete="off" placeholder="a key with the permission analytics:read">
<span>Read-only analytics API; the key decides the clinic.</span></div>
<div id="graphiql">Loading…</div>
<script src="/docs/assets/react.production.min.js"></script>
<script src="/docs/assets/react-dom.production.min.js"></script>
<script src="/docs/assets/graphiql.min.js"></script>
<script>
const key = document.getElementById('api-key');
key.value = sessionStorage.getItem('x-api-key') || '';
key.addEventListener('input', () => sessionStorage.setItem('x-api-key', key.value));
const fetcher = GraphiQL.createFetcher({
  url: location.pathname,
  fetch: (url, init) => fetch(url, {...init, headers: {...(init.headers || {}), 'x-api-key': key.value}}),
});
ReactDOM.createRoot(document.getElementById('graphiql')).render(React.createElement(GraphiQL, {
  fetcher, defaultEditorToolsVisibility: false,
  defaultQuery: '# Every field is documented in the Docs panel (top left).\n{\n  patients(first: 5) {\n    edges { node { id name createdAt } }\n    pageInfo { hasNextPage endCursor }\n  }\n}\n',
}));
</script></body></html>`

// MountGraphiQL serves GraphiQL at GET path (its assets are under /docs/assets, see Mount).
func MountGraphiQL(r chi.Router, path string) {
	r.Get(path, func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write([]byte(graphiqlPage))
	})
}
