/** The report tests' shared set-up: the app with a mail sink, members and their reports. */
import { ads } from '../../db/schema';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import { app, setUpMailingApp } from '../../test/mailing-app';

export { app, smtp } from '../../test/mailing-app';
let host = 1;

/** One app for the test file calling it, mailing the admins' alerts to a sink. */
export const setUpReports = setUpMailingApp;

/** A signed-in member (Explorer unless `paid`) with their bearer header. */
export async function member(paid = false) {
  const user = paid ? await buildPaidUser(app) : await buildUser(app);
  const { access } = await login(app, user.username);
  return { user, headers: bearer(access) };
}

/** A report, each from another address: the tests exercise the per-member limit only. */
export const report = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/report/',
    headers,
    payload,
    remoteAddress: `10.55.0.${(host++ % 250) + 1}`,
  });

export async function adOf(userId: number) {
  const [ad] = await app.database.db
    .insert(ads)
    .values({
      userId,
      title: 'Cheap followers',
      text: 'DM me',
      cpmCents: 100,
      imageHash: 'b'.repeat(64),
    })
    .returning();
  if (!ad) throw new Error('ad not stored');
  return ad;
}
