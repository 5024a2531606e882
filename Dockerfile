# The site in a container, behind deploy/nginx or a CDN with its rules (docs/deploy.md). CI has no Docker engine:
# `npm run check:standalone` runs the standalone server laid out as this file's COPY lines say, not the image itself.

# The Node.js of .nvmrc (node-version.test.ts keeps the two equal).
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-slim AS build
WORKDIR /app
# BUILD_STANDALONE=1: Next's `output: 'standalone'`, a server.js with the files it needs, copied into the runtime stage.
ENV NEXT_TELEMETRY_DISABLED=1 BUILD_STANDALONE=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# NEXT_PUBLIC_* values are inlined at build time: pass them as build arguments.
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_API_URL
ARG NEXT_PUBLIC_STATUSPAGE_URL
ARG NEXT_PUBLIC_DASHBOARD_URL
ARG NEXT_PUBLIC_SENTRY_DSN
ARG NEXT_PUBLIC_COMMIT_SHA
# The image is for production: the build stops while a company fact is a stand-in (0 to try it before launch).
ARG PLAINGUARD_LAUNCH=1
RUN npm run build

FROM node:${NODE_VERSION}-slim
WORKDIR /app
# HOSTNAME: Docker sets it to the container's id; the server listens on what it names.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# The code stays root's, read-only to the server; only Next's cache is the server user's to write.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
RUN mkdir -p .next/cache && chown node:node .next/cache
USER node
EXPOSE 3000
CMD ["node", "server.js"]
