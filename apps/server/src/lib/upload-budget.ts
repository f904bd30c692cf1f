import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_LIMITS } from '@partnerly/shared';
import { DAY_MS, budgets, perMember } from './route-budgets';

/** Files a member may upload a day, over every route that takes one (issue 46, case 6). */
export const UPLOAD_FILES_PER_DAY = 100;
/** Bytes a member may upload a day, over every route that takes a file. */
export const UPLOAD_BYTES_PER_DAY = 500 * 1024 * 1024;

/**
 * The files a request carries: a multipart request one (its routes take one file), a JSON one
 * each image sent as a data URL (a campaign saved without a new cover carries none).
 */
function filesIn(request: FastifyRequest): number {
  if (request.headers['content-type']?.startsWith('multipart/')) return 1;
  const body = request.body;
  if (!body || typeof body !== 'object') return 0;
  return Object.values(body).filter(
    (value) => typeof value === 'string' && value.startsWith('data:'),
  ).length;
}

/**
 * What a file-carrying request weighs: its declared length, read before its body on multipart
 * routes, so a refused upload is never read; a body sent without one counts as the largest
 * file any route takes.
 */
function bytesIn(request: FastifyRequest): number {
  if (filesIn(request) === 0) return 0;
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > 0
    ? declared
    : Math.max(request.routeOptions.bodyLimit ?? 0, ATTACHMENT_LIMITS.bytes);
}

/**
 * One budget over every route that stores a file (chat attachments, the profile picture,
 * ads, campaign covers): 100 files and 500 MB a member a day, counted before anything is
 * stored.
 */
export const UPLOAD_BUDGET = budgets(
  perMember('upload-files', UPLOAD_FILES_PER_DAY, DAY_MS, filesIn),
  perMember('upload-bytes', UPLOAD_BYTES_PER_DAY, DAY_MS, bytesIn),
);
