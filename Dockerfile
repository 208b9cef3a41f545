# Production image: builds the shared package (shared/, compiled to JS for the API), the API and the web app,
# then runs them in one Node process. `COPY . .` brings every workspace; .dockerignore leaves out their dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=4000
COPY --from=build /app /app
EXPOSE 4000
USER node
CMD ["node", "backend/dist/main.js"]
