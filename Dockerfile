# Partnerly: one server instance (API, chat socket and the built web app) on port 3000.
# compose.yaml runs two of these behind nginx (deploy/nginx.conf). Not built in CI here.

FROM node:24-bookworm-slim AS base
WORKDIR /app
# The workspaces' manifests: npm ci checks every one of them against the lock file.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# The web app, built with the development dependencies (Vite and its plugins).
FROM base AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
RUN npm run build

# The server's production dependencies only (tsx runs its TypeScript and is one of them).
FROM base AS deps
RUN npm ci --omit=dev --workspace=@partnerly/server --no-audit --no-fund \
  && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database (when DATABASE_URL is unset) and the generated JWT secret live here.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1 and gets SIGTERM: it stops accepting, finishes requests, closes the pool.
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
