import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import { clientKey, enforceRateLimit } from "#server/rate-limit.ts";
import type { Accounts, Viewer } from "./auth";

/**
 * The spec's api_request: 100 requests per 60 s per user (or, signed out, per client) across
 * the routes that keep a person's play (results, question progress, likes), counted in the
 * database so that every process counts together.
 */
export const API_REQUEST_LIMIT = { windowMs: 60_000, max: 100 };

/** Counts one request against api_request for whoever asks; the viewer, if signed in. */
export async function countApiRequest(
  accounts: Accounts,
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  fresh: boolean,
): Promise<Viewer | null> {
  const viewer = await accounts.viewerOf(request, { fresh });
  const who = viewer ? `user:${viewer.userId}` : `ip:${clientKey(request.ip)}`;
  await enforceRateLimit(db, reply, `api_request:${who}`, API_REQUEST_LIMIT);
  return viewer;
}

/** The signed-in person's id, counted against api_request; 401 for a visitor. */
export async function apiUser(
  accounts: Accounts,
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  fresh: boolean,
): Promise<string> {
  const viewer = await countApiRequest(accounts, db, request, reply, fresh);
  if (!viewer) throw new HttpError(401, "SIGN_IN_REQUIRED", "Please log in first.");
  return viewer.userId;
}
