import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@partnerly/shared';
import { forbidden } from '../../lib/errors';
import { isActive, type SubscriptionsRepository } from './subscriptions.repository';

/**
 * The one guard for every Full Access endpoint: runs after authenticate and answers 403
 * while the subscription is not active.
 */
export function createRequireFullAccess(subscriptions: SubscriptionsRepository) {
  return async function requireFullAccess(request: FastifyRequest) {
    if (!isActive(await subscriptions.findByUser(request.user.id))) {
      throw forbidden(MESSAGES.subscriptionExpired);
    }
  };
}
