# syntax=docker/dockerfile:1

# Vault: one image for both the API (`node backend/dist/main.js`, the default command) and the
# extraction workers (`node backend/dist/worker.js`). See docker-compose.yml.

############################################################################################
# Build: install every workspace's dependencies, build the libraries, backend and webapp,
# then drop the dev dependencies and gather what the runtime needs under /out.
############################################################################################
FROM node:24-bookworm-slim AS build

# Native modules (argon2, msgpackr-extract) ship prebuilt binaries; the toolchain is the fallback
# when none matches the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app

ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    NX_TUI=false

# The manifests alone first, so the dependency layer is reused until they change.
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/urls/package.json libs/urls/
COPY backend/package.json backend/
COPY webapp/package.json webapp/
COPY extension/package.json extension/
RUN npm ci --no-audit --no-fund

COPY . .
# The libraries are listed too so the build does not depend on Nx inferring them from imports.
RUN npx nx run-many -t build --projects=@vault/contracts,@vault/urls,@vault/backend,@vault/webapp

# The extension is not part of the image: its workspace link is removed rather than left dangling.
RUN npm prune --omit=dev --no-audit --no-fund \
  && mkdir -p /out \
  && cp -a package.json package-lock.json node_modules /out/ \
  && for dir in libs/contracts libs/urls backend webapp; do \
       mkdir -p "/out/$dir" \
       && cp -a "$dir/package.json" "$dir/dist" "/out/$dir/" \
       && if [ -d "$dir/node_modules" ]; then cp -a "$dir/node_modules" "/out/$dir/"; fi \
       || exit 1; \
     done \
  && rm -f /out/node_modules/@vault/extension

############################################################################################
# Runtime: Node 24 plus Debian's Chromium for the headless extraction fallback.
############################################################################################
FROM node:24-bookworm-slim AS runtime

# tini reaps Chromium's child processes and forwards SIGTERM to node for a clean shutdown.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation ca-certificates tini \
  && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    PORT=3000 \
    CHROMIUM_PATH=/usr/bin/chromium

WORKDIR /app

# Code and dependencies stay owned by root (read-only for the app); only data/ is writable.
COPY --from=build /out/ ./
RUN mkdir -p /app/data && chown node:node /app/data

USER node

EXPOSE 3000

HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((res) => process.exit(res.ok ? 0 : 1), () => process.exit(1))"]

ENTRYPOINT ["/usr/bin/tini", "--"]
# A larger young generation (a list page allocates a few hundred kB) and an old generation that
# grows by a fixed factor and is not shrunk while idle; see docs/operations.md, Node flags.
CMD ["node", "--max-semi-space-size=32", "--heap-growing-percent=100", "--no-memory-reducer", "backend/dist/main.js"]
