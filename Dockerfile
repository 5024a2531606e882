# The site in a container: `docker build -t plainguard-web .` then `docker run -p 3000:3000 plainguard-web`.
# Put deploy/nginx (or a CDN with the same rules) in front of it: it caps request sizes, refuses
# methods other than GET and HEAD, and caches HTML per audience (README, "Self-hosting").
#
# Not `output: 'standalone'`: `npm run build` writes the inline stylesheets and the CSP hashes into
# .next after `next build` has copied it into .next/standalone, so a standalone server would ship
# the unhashed pages and the fail-closed policy. The runtime stage runs `next start` on .next with
# production dependencies only.

FROM node:24.21.0-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
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
RUN npm run build

FROM node:24.21.0-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts

FROM node:24.21.0-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/.next ./.next
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/package.json /app/next.config.mjs ./
COPY --from=build --chown=node:node /app/lib/env.mjs ./lib/env.mjs
USER node
EXPOSE 3000
CMD ["node_modules/.bin/next", "start", "--hostname", "0.0.0.0"]
