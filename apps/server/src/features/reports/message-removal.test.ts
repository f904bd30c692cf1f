import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { REMOVED_MESSAGE_TEXT, type ServerFrame } from '@partnerly/shared';
import { adminAuditLog, messages } from '../../db/schema';
import { bearer, buildPaidUser, login } from '../../test/factories';
import { connectedMember, isHistory, isMessage, startListeningApp } from '../../test/socket-client';

let app: FastifyInstance;
let url: string;
let admin: Record<string, string>;

beforeAll(async () => {
  ({ app, url } = await startListeningApp());
  const user = await buildPaidUser(app, { isAdmin: true });
  admin = bearer((await login(app, user.username)).access);
});
afterAll(() => app.close());

const isRemoved = (frame: ServerFrame): frame is Extract<ServerFrame, { removed: unknown }> =>
  'removed' in frame;

describe('removing a reported message', () => {
  it('tells both members at once and shows "Message removed" in the history', async () => {
    const ada = await connectedMember(app, url);
    const bob = await connectedMember(app, url);
    ada.socket.send({
      message: 'Pay me first',
      receiver: bob.user.username,
      client_id: crypto.randomUUID(),
    });
    const { message } = await bob.socket.next(isMessage);

    const reported = await app.inject({
      method: 'POST',
      url: '/api/report/',
      headers: bearer(bob.tokens.access),
      payload: { target: 'message', id: message.id, reason: 'scam' },
    });
    expect(reported.statusCode).toBe(201);
    const removal = await app.inject({
      method: 'POST',
      url: '/api/admin/reports/remove/',
      headers: admin,
      payload: { target: 'message', id: message.id },
    });
    expect(removal.statusCode, removal.body).toBe(200);

    for (const member of [ada, bob]) {
      const { removed } = await member.socket.next(isRemoved);
      expect(removed).toEqual({ id: message.id, dialogue: message.dialogue });
    }
    bob.socket.send({ more_messages: true, other_user: ada.user.username, message_count: 0 });
    const history = (await bob.socket.next(isHistory)).more_messages;
    expect(history.find((item) => item.id === message.id)).toMatchObject({
      text: REMOVED_MESSAGE_TEXT,
      removed: true,
    });
    const [stored] = await app.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, message.id));
    expect(stored?.text).toBe('');
    expect(stored?.removedAt).not.toBeNull();
    const audit = await app.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `message:${message.id}`));
    expect(audit).toEqual([{ action: 'report.remove' }]);

    // Nothing is left to remove: no open report.
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/reports/remove/',
      headers: admin,
      payload: { target: 'message', id: message.id },
    });
    expect(again.statusCode).toBe(404);
    ada.socket.close();
    bob.socket.close();
  });
});
