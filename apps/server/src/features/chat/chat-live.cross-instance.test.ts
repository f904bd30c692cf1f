import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../../db/schema';
import { setUpListeningInstances } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import { buildPaidUser, login } from '../../test/factories';
import { connectSocket } from '../../test/socket-client';
import { frameWith, say, type Member } from './chat-live.fixtures';
import { eraseDeletedJob } from './erase-deleted.job';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!redisUrl || !databaseUrl) {
  console.log('chat-live.cross-instance.test: skipped, it needs REDIS_URL and TEST_DATABASE_URL');
}

describe.runIf(Boolean(redisUrl && databaseUrl))(
  "issue 34's frames with two instances on one database and one Redis",
  () => {
    const instances = setUpListeningInstances({ redisUrl });

    /** A member with a socket on the instance at `url`. */
    async function on(url: string): Promise<Member> {
      const user = await buildPaidUser(instances.first);
      const tokens = await login(instances.first, user.username);
      return { user, tokens, socket: await connectSocket(url, tokens.access) };
    }

    it('carries Seen, typing, edits, reactions and deletions to the other instance', async () => {
      const { urlA, urlB } = instances;
      const ada = await on(urlA);
      const bob = await on(urlB);
      const message = await say(ada, bob, 'Can you post on Friday?');

      bob.socket.send({ notificaiton: true, id: message.dialogue });
      expect((await ada.socket.next(frameWith('seen'))).seen.up_to).toBe(message.id);

      bob.socket.send({ typing: ada.user.username });
      expect((await ada.socket.next(frameWith('typing'))).typing.username).toBe(bob.user.username);

      ada.socket.send({ edit: { id: message.id, message: 'Can you post on Saturday?' } });
      const { edited } = await bob.socket.next(frameWith('edited'));
      expect(edited.text).toBe('Can you post on Saturday?');

      bob.socket.send({ react: { id: message.id, emoji: '🙏' } });
      const { reaction } = await ada.socket.next(frameWith('reaction'));
      expect(reaction).toEqual({
        id: message.id,
        dialogue: message.dialogue,
        reactions: { '🙏': [bob.user.username] },
      });

      ada.socket.send({ delete: { id: message.id } });
      expect((await bob.socket.next(frameWith('deleted'))).deleted.id).toBe(message.id);
      for (const member of [ada, bob]) member.socket.close();
    });

    it('erases a deleted message once when both instances run the job', async () => {
      const { first, second, urlA, urlB } = instances;
      const ada = await on(urlA);
      const bob = await on(urlB);
      const message = await say(ada, bob, 'Delete me');
      ada.socket.send({ delete: { id: message.id } });
      await bob.socket.next(frameWith('deleted'));
      await withClockAhead(30 * 24 * 60 * 60 * 1000 + 60_000, () =>
        Promise.all([
          eraseDeletedJob(first.services.chatLive)(),
          eraseDeletedJob(second.services.chatLive)(),
        ]),
      );
      const [row] = await first.database.db
        .select()
        .from(messages)
        .where(eq(messages.id, message.id));
      expect(row?.text).toBe('');
      expect(row?.deletedAt).not.toBeNull();
      for (const member of [ada, bob]) member.socket.close();
    });
  },
);
