# syntax=docker/dockerfile:1
# One Node container: stateless apart from PostgreSQL (or the embedded database) and the photo store in DATA_DIR.
# Node 26, the current LTS line, as CI runs it (.ci/run), pinned by the digest of the multi-arch image, so
# a build takes the same base until someone moves it on purpose. To move it (a security fix of Node or of
# Debian), `docker buildx imagetools inspect node:26-bookworm-slim` names the tag's digest now; or give
# another with --build-arg NODE_IMAGE=….
ARG NODE_IMAGE=node:26-bookworm-slim@sha256:2d49d876e96237d76de412761cf05dbfe5aee325cc4406a4d41d5824c5bb8beb

FROM ${NODE_IMAGE} AS base
ENV NODE_ENV=production
WORKDIR /app

# Every dependency, to build.
FROM base AS deps
COPY package.json package-lock.json ./
# Fixes to installed packages (patches/), applied by the postinstall script.
COPY patches ./patches
RUN npm ci --include=dev --no-audit --no-fund

# Production dependencies only, for the final image. TypeScript comes as an optional peer of Remix's
# packages; nothing runs it in production. Nor the browser tests' packaged Chromium (an optional
# dependency, 67 MB; other optional dependencies, such as sharp's binaries, are needed).
FROM base AS production-deps
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund \
	&& rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver node_modules/@sparticuz

FROM base AS build
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# The app's code and modules belong to root and are read-only for the user it runs as: only DATA_DIR is
# writable, so a compromised process cannot rewrite the app.
FROM base
ENV PORT=3000 DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js ./
COPY drizzle ./drizzle
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
	CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
