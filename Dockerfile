# One image for api and worker (different commands), one for the web front (nginx serving the built client).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY core/package.json core/
COPY api/package.json api/
COPY worker/package.json worker/
COPY all-in-one/package.json all-in-one/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund --ignore-scripts

FROM deps AS build
COPY . .
RUN npm run build -w client

FROM node:20-bookworm-slim AS server
WORKDIR /app
ENV NODE_ENV=production
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY shared ./shared
COPY core ./core
COPY api ./api
COPY worker ./worker
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/src/main.ts"]

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/client/dist /usr/share/nginx/html
