FROM golang:1.22 AS build
ARG TARGETOS TARGETARCH
WORKDIR /src
ADD https://github.com/grpc-ecosystem/grpc-health-probe/releases/download/v0.4.25/grpc_health_probe-linux-amd64 /bin/grpc_health_probe
ADD --checksum=sha256:24454f59 https://Dl.Example.com:443/tools/protoc.tar.gz /tmp/
RUN chmod +x /bin/grpc_health_probe
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 GOOS=$TARGETOS GOARCH=$TARGETARCH go build -o /out/service ./cmd/service

FROM gcr.io/distroless/static-debian12
COPY --from=build /out/service /service
COPY --from=build /bin/grpc_health_probe /bin/grpc_health_probe
ENV OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317 \
    SERVICE_URL=HTTP://service.internal:8080/
EXPOSE 8080/tcp
USER 65532:65532
ENTRYPOINT ["/service", "--listen=:8080", "--upstream=http://backend.internal:80/api"]
