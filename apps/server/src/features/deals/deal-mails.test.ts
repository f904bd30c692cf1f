import { describe, expect, it } from 'vitest';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import { app, emailOf, setUpNoticeApp, stepMailsTo } from '../../test/notice-app';
import { bodyOf, subjectOf } from '../../test/smtp-sink';
import { dealsApi, member, sendMessage, type Member } from './deals.fixtures';

let api: ReturnType<typeof dealsApi>;
setUpNoticeApp((ready) => {
  api = dealsApi(ready);
});

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
// Offer and withdraw as often as the offers budget lets one member in an hour (30, decision 078).
const LOOPS = 25;

const withEmail = async (who: Member) => ({ ...who, email: await emailOf(who.id) });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mailCount = (email: string, count: number) =>
  eventually(() => stepMailsTo(email).length === count, `${count} mails to ${email}`);
/** How many updates a grouped mail's subject says it holds. */
const updatesIn = (subject: string) =>
  subject === 'A deal update on Partnerly' ? 1 : Number(/^(\d+) deal updates/.exec(subject)?.[1]);

/** Issue 46, case 1: deal mails from one member are grouped and never carry their words up top. */
describe('deal mails from one member', () => {
  it('come at most once an hour, listing every offer of the hour, with no title in the subject', async () => {
    const brand = await member(app);
    const creator = await withEmail(await member(app));
    await sendMessage(app, creator, brand, 'Send me your offer!');
    for (let index = 0; index < LOOPS; index += 1) {
      const offer = await api.offer(brand, creator, { title: `Offer ${index}` });
      expect((await api.post(brand, `/api/offers/${offer.id}/withdraw/`)).statusCode).toBe(200);
    }
    await mailCount(creator.email, 1);
    await pause(1500);
    expect(stepMailsTo(creator.email)).toHaveLength(1);

    await withClockAhead(HOUR + 60_000, () => mailCount(creator.email, 2));
    const mails = stepMailsTo(creator.email);
    expect(mails.map((mail) => updatesIn(subjectOf(mail))).reduce((a, b) => a + b)).toBe(LOOPS);
    const bodies = mails.map(bodyOf).join('\n');
    for (let index = 0; index < LOOPS; index += 1) {
      expect(bodies).toContain(`sent you an offer: "Offer ${index}"`);
    }
    for (const mail of mails) expect(subjectOf(mail)).not.toMatch(/Offer|brand|"/);
  }, 120_000);

  it('keep a title out of the subject and escape it in the body', async () => {
    const brand = await member(app);
    const creator = await withEmail(await member(app));
    const title = '<a href="https://evil.example">URGENT: verify your payout</a>';
    await api.offer(brand, creator, { title });
    await mailCount(creator.email, 1);
    const [mail] = stepMailsTo(creator.email);
    if (!mail) throw new Error('no mail');
    expect(subjectOf(mail)).toBe('A deal update on Partnerly');
    // The plain-text part shows it as written; the HTML part must not make it a link.
    const html = bodyOf(mail).split('Content-Type: text/html')[1] ?? '';
    expect(html).not.toContain('<a href="https://evil.example">');
    expect(html).toContain('&lt;a href=');
  });

  it('reach a member who never answered the sender at most once a day', async () => {
    const brand = await member(app);
    const silent = await withEmail(await member(app));
    await api.offer(brand, silent, { title: 'Cold one' });
    await mailCount(silent.email, 1);
    await api.offer(brand, silent, { title: 'Cold two' });
    await withClockAhead(HOUR + 60_000, () => pause(2500));
    expect(stepMailsTo(silent.email)).toHaveLength(1);
    await withClockAhead(DAY + 60_000, () => mailCount(silent.email, 2));
    expect(bodyOf(stepMailsTo(silent.email)[1] as never)).toContain('"Cold two"');
  });

  it("reach a member who answered in the next hour's group", async () => {
    const brand = await member(app);
    const creator = await withEmail(await member(app));
    await api.offer(brand, creator, { title: 'Warm one' });
    await mailCount(creator.email, 1);
    await sendMessage(app, creator, brand, 'Tell me more');
    await api.offer(brand, creator, { title: 'Warm two' });
    await pause(1500);
    expect(stepMailsTo(creator.email)).toHaveLength(1);
    await withClockAhead(HOUR + 60_000, () => mailCount(creator.email, 2));
    expect(bodyOf(stepMailsTo(creator.email)[1] as never)).toContain('"Warm two"');
  });
});
