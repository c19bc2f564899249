import fastifyCompress from "@fastify/compress";
import fastifyHelmet from "@fastify/helmet";
import fastifySwagger from "@fastify/swagger";
import Fastify from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { type BuildInfo, readBuildInfo, readPackageVersion } from "./build-info";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { clientConfigRoutes } from "./features/client-config/client-config.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { healthRoutes } from "./features/health/health.routes";
import { cdnRoutes } from "./features/questions/cdn.routes";
import { seoRoutes } from "./features/seo/seo.routes";
import { versionRoutes } from "./features/version/version.routes";
import { registerErrorHandler } from "./plugins/errors";
import { loggerOptions } from "./plugins/request-logging";
import { contentSecurityPolicy } from "./plugins/security";
import { registerWebApp } from "./plugins/web-app";

export type AppOptions = {
  /** Where request logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  buildInfo?: BuildInfo;
};

/** The whole server without listening: main.ts listens, tests inject. */
export async function buildApp(config: Config, database: Database, options: AppOptions = {}) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, { contentSecurityPolicy: contentSecurityPolicy(config) });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Twirl API", version: readPackageVersion() },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes(database));
  await app.register(
    versionRoutes({
      version: readPackageVersion(),
      environment: config.env,
      build: options.buildInfo ?? readBuildInfo(),
    }),
  );
  await app.register(contactRoutes({ db: database.db, config }));
  await app.register(cdnRoutes({ db: database.db, config }));
  await app.register(clientConfigRoutes(config.links, config.ads));
  await app.register(seoRoutes(config.publicUrl));
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, config.webRoot);
  return app;
}
