import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyReply, LogController } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { loadAppSecret } from "#server/app-secret.ts";
import { createAccounts } from "#server/auth/auth.ts";
import type { Database } from "#server/db/client.ts";
import { accountRoutes } from "#server/features/account/account.routes.ts";
import { authRoutes } from "#server/features/account/auth.routes.ts";
import { adminRoutes } from "#server/features/admin/admin.routes.ts";
import { clientConfigRoutes } from "#server/features/client-config/client-config.routes.ts";
import { contactRoutes } from "#server/features/contact/contact.routes.ts";
import { forgetExpiredChallenges } from "#server/features/contact/contact.service.ts";
import { contributionRoutes } from "#server/features/contributions/contributions.routes.ts";
import { contributionsOf } from "#server/features/contributions/contributions.service.ts";
import { healthRoutes } from "#server/features/health/health.routes.ts";
import { progressRoutes } from "#server/features/progress/progress.routes.ts";
import { exportProgress } from "#server/features/progress/progress.service.ts";
import { cdnRoutes } from "#server/features/questions/cdn.routes.ts";
import { reportRoutes } from "#server/features/reports/reports.routes.ts";
import { reportsOf } from "#server/features/reports/reports.service.ts";
import { resultRoutes } from "#server/features/results/results.routes.ts";
import { listResults } from "#server/features/results/results.service.ts";
import { seoRoutes } from "#server/features/seo/seo.routes.ts";
import { spinnerRoutes } from "#server/features/spinners/spinners.routes.ts";
import { exportSpinners, sweepSpinners } from "#server/features/spinners/spinners.service.ts";
import { versionRoutes } from "#server/features/version/version.routes.ts";
import { voteRoutes } from "#server/features/votes/votes.routes.ts";
import { exportVotes } from "#server/features/votes/votes.service.ts";
import { errorBody } from "#server/http-error.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { answerClientError, registerErrorHandler } from "#server/plugins/errors.ts";
import { registerOriginGuard } from "#server/plugins/origin-guard.ts";
import { loggerOptions, redactUrl } from "#server/plugins/request-logging.ts";
import { securityHeaders } from "#server/plugins/security.ts";
import { registerWebApp } from "#server/plugins/web-app.ts";
import { type BuildInfo, readBuildInfo, readPackageVersion } from "./build-info";
import type { Config } from "./config";
import { sweepRateLimits } from "./rate-limit";

export type AppOptions = {
  /** Where request logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  buildInfo?: BuildInfo;
  /** Tests shorten these to see a slow client cut off. */
  httpLimits?: Partial<HttpLimits>;
  /** The clock of features with lifetimes (tests move it to see spinners expire). */
  now?: () => Date;
  /** Told of every route as it is registered (the authorization matrix lists them). */
  onRoute?: (route: { method: string; url: string }) => void;
};

/**
 * What one client may hold: headers within 10 s, the whole request within 30 s, an idle
 * connection 60 s and a kept-alive one 5 s, and at most 2,000 connections at once, so slow or
 * idle clients cannot pin the server. Node checks the first two once a second.
 */
export const HTTP_LIMITS = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 60_000,
  keepAliveMs: 5_000,
  maxConnections: 2_000,
  checkEveryMs: 1_000,
};
export type HttpLimits = typeof HTTP_LIMITS;

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** The whole server without listening: main.ts listens, tests inject. */
export async function buildApp(config: Config, database: Database, options: AppOptions = {}) {
  const limits = { ...HTTP_LIMITS, ...options.httpLimits };
  const version = readPackageVersion();
  const hops = config.trustProxy;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // A hop count trusts that many proxies in front (what proxy-addr does with a number).
    trustProxy: typeof hops === "number" ? (_address: string, hop: number) => hop < hops : hops,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    // One line per request (below), not Fastify's two: half the logging per request.
    logController: new LogController({ disableRequestLogging: true }),
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.keepAliveMs,
    requestTimeout: limits.requestMs,
    http: {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
    // A URL Fastify cannot read (bad percent-encoding...) still gets the error shape.
    frameworkErrors: (err, _request, reply) => {
      void (reply as FastifyReply).status(400).send(errorBody("BAD_REQUEST", err.message));
    },
    clientErrorHandler: answerClientError,
  });
  app.server.maxConnections = limits.maxConnections;
  const { onRoute } = options;
  if (onRoute) {
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  app.addHook("onResponse", async (request, reply) => {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (reply.statusCode >= 500) request.log.error(line, "request");
    else request.log.info(line, "request");
  });
  const headers = securityHeaders(config);
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Twirl API", version },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });

  registerOriginGuard(app, config.publicUrl);

  const mailer = createMailer(
    { ...config.mail, outboxDir: path.join(config.dataDir, "outbox") },
    app.log,
  );
  app.addHook("onClose", async () => mailer.close());
  const accounts = createAccounts({
    config,
    db: database.db,
    secret: await loadAppSecret(database.db, config.appSecret),
    mailer,
    log: app.log,
  });
  app.addHook("onReady", async () => {
    accounts.warmUp();
  });
  await app.register(authRoutes({ accounts, db: database.db, publicUrl: config.publicUrl }));
  await app.register(
    accountRoutes({
      accounts,
      db: database.db,
      config,
      sections: [
        { name: "spinners", read: (userId) => exportSpinners(database.db, userId) },
        { name: "results", read: (userId) => listResults(database.db, userId) },
        { name: "questionProgress", read: (userId) => exportProgress(database.db, userId) },
        { name: "questionVotes", read: (userId) => exportVotes(database.db, userId) },
        { name: "reports", read: (userId) => reportsOf(database.db, userId) },
        { name: "contributions", read: (userId) => contributionsOf(database.db, userId) },
      ],
    }),
  );
  await app.register(spinnerRoutes({ accounts, db: database.db, config, now: options.now }));
  await app.register(resultRoutes({ accounts, db: database.db, now: options.now }));
  await app.register(progressRoutes({ accounts, db: database.db, now: options.now }));
  await app.register(voteRoutes({ accounts, db: database.db, now: options.now }));
  await app.register(reportRoutes({ accounts, db: database.db, now: options.now }));
  await app.register(contributionRoutes({ accounts, db: database.db, now: options.now }));
  await app.register(adminRoutes({ accounts, db: database.db, config, now: options.now }));
  await app.register(healthRoutes(database));
  await app.register(
    versionRoutes({
      version,
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

  // Housekeeping: ended rate-limit windows, expired human-check tokens and stale spinners go.
  const sweep = setInterval(() => {
    void Promise.all([
      sweepRateLimits(database.db),
      forgetExpiredChallenges(database.db),
      sweepSpinners(database.db),
    ]).catch((err: unknown) => app.log.warn({ err }, "housekeeping failed"));
  }, SWEEP_EVERY_MS).unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  return app;
}
