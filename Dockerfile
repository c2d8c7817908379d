# syntax=docker/dockerfile:1
# Umbrella: one image, two roles (gateway or back-office), chosen by the command.
# Build:  docker build -t umbrella .
# A gateway-only image (the split shape's gateway carries no back-office code):
#         docker build --target gateway -t umbrella-gateway .
# Run:    see docker-compose.yml

# The major package.json's engines name: npm test runs every suite on it (scripts/runtimes.mjs).
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/edge/package.json packages/edge/
COPY packages/backoffice/package.json packages/backoffice/
COPY packages/gateway/package.json packages/gateway/
COPY packages/web/package.json packages/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY packages packages
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# What every role runs: the gateway (remote mode), the web app and the light edge package.
FROM node:${NODE_VERSION}-bookworm-slim AS gateway
ENV NODE_ENV=production PORT=8080 DATA_DIR=/var/lib/umbrella
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/packages/contract/package.json packages/contract/
COPY --from=build --chown=node:node /app/packages/contract/dist packages/contract/dist
COPY --from=build --chown=node:node /app/packages/edge/package.json packages/edge/
COPY --from=build --chown=node:node /app/packages/edge/dist packages/edge/dist
COPY --from=build --chown=node:node /app/packages/gateway/package.json packages/gateway/
COPY --from=build --chown=node:node /app/packages/gateway/dist packages/gateway/dist
COPY --from=build --chown=node:node /app/packages/web/dist packages/web/dist
RUN mkdir -p /var/lib/umbrella && chown node:node /var/lib/umbrella
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "packages/gateway/dist/server.js"]

# The default image: the same plus the back-office, so one image serves every role.
FROM gateway AS runtime
COPY --from=build --chown=node:node /app/packages/backoffice/package.json packages/backoffice/
COPY --from=build --chown=node:node /app/packages/backoffice/dist packages/backoffice/dist
# Default: the gateway in front of a separate back-office (UPSTREAM_URL). Override the command
# with `node packages/backoffice/dist/server.js` for the back-office, or
# `node packages/gateway/dist/embedded.js` for everything in one process.
CMD ["node", "packages/gateway/dist/server.js"]
