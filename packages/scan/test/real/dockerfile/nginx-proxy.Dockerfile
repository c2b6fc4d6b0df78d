FROM nginx:1.27-alpine
LABEL maintainer="ops@example.com" \
      org.opencontainers.image.url="https://example.com/proxy" \
      org.opencontainers.image.vendor="Example"
ARG UPSTREAM=http://app:3000
ENV UPSTREAM_URL ${UPSTREAM}
RUN apk add --no-cache curl \
 && curl -fsSL -o /etc/nginx/mime.types "https://raw.githubusercontent.com/nginx/nginx/master/conf/mime.types" \
 # keep the image small
 && rm -rf /var/cache/apk/*
COPY nginx.conf /etc/nginx/nginx.conf
VOLUME ["/var/cache/nginx"]
STOPSIGNAL SIGQUIT
HEALTHCHECK CMD curl -f http://localhost/healthz || exit 1
