import fastifyCompress from "@fastify/compress";
import fastifyHelmet from "@fastify/helmet";
import fastifySwagger from "@fastify/swagger";
import Fastify from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { Database } from "#server/db/client.ts";
import { clientConfigRoutes } from "#server/features/client-config/client-config.routes.ts";
import { contactRoutes } from "#server/features/contact/contact.routes.ts";
import { healthRoutes } from "#server/features/health/health.routes.ts";
import { cdnRoutes } from "#server/features/questions/cdn.routes.ts";
import { seoRoutes } from "#server/features/seo/seo.routes.ts";
import { versionRoutes } from "#server/features/version/version.routes.ts";
import { registerErrorHandler } from "#server/plugins/errors.ts";
import { loggerOptions } from "#server/plugins/request-logging.ts";
import { contentSecurityPolicy } from "#server/plugins/security.ts";
import { registerWebApp } from "#server/plugins/web-app.ts";
import { type BuildInfo, readBuildInfo, readPackageVersion } from "./build-info";
import type { Config } from "./config";

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
