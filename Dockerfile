# Production image: one process serves the API, SSE and the built web app on $PORT.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY frontend/package.json frontend/
COPY cli/package.json cli/
RUN npm install --no-audit --no-fund
COPY . .
# The commit GET /api/about reports (the context has no .git): docker build --build-arg SOURCE_COMMIT=$(git rev-parse HEAD)
ARG SOURCE_COMMIT
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3333 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/build build
COPY --from=build /app/package.json package.json
VOLUME /data
EXPOSE 3333
CMD ["node", "--max-semi-space-size=64", "build/backend/bin/server.js"]
