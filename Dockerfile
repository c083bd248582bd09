# One image for the API (clinic serve), the worker (clinic worker) and migrations (clinic migrate).
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o /out/clinic ./cmd/clinic

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends \
      ca-certificates curl tesseract-ocr tesseract-ocr-por poppler-utils \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 clinic \
    && mkdir -p /var/lib/clinic/documents && chown -R clinic /var/lib/clinic
# /var/lib/clinic/documents: the blob store (a named volume in docker-compose.yml takes this
# directory's owner, so the non-root user can write uploads).
COPY --from=build /out/clinic /usr/local/bin/clinic
USER clinic
WORKDIR /home/clinic
EXPOSE 8080 8081
ENTRYPOINT ["/usr/local/bin/clinic"]
CMD ["serve"]
