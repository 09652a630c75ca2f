# syntax=docker/dockerfile:1
# One Node container: stateless apart from PostgreSQL (or the embedded database) and the photo store in DATA_DIR.

FROM node:20-bookworm-slim AS base
ENV NODE_ENV=production
WORKDIR /app

# Every dependency, to build.
FROM base AS deps
COPY package.json package-lock.json ./
# Fixes to installed packages (patches/), applied by the postinstall script.
COPY patches ./patches
RUN npm ci --include=dev --no-audit --no-fund

# Production dependencies only, for the final image.
FROM base AS production-deps
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund

FROM base AS build
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM base
ENV PORT=3000 DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
COPY --from=production-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --chown=node:node package.json server.js ./
COPY --chown=node:node drizzle ./drizzle
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
	CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
