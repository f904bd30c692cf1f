import { useContext, useState } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { planOf } from '@partnerly/shared';
import { rememberContact } from '../../lib/contact-after-upgrade';
import { navigateTo } from '../../lib/navigation';
import { offerDraftParam, type OfferDraft } from './offer-draft';
import { paths } from '../../lib/paths';
import { openUpgradePrompt } from '../../lib/upgrade-prompt';

const CONTACT_LOCKED = 'Contacting people is part of Full Access.';

/**
 * What every Contact button does: start (or find) the conversation, then open it in /chats.
 * A user without Full Access gets the upgrade prompt before any request is made, except for a
 * package's Request: buying needs no plan, so its offer form opens in /deals (decision 107). Failures are
 * ignored (docs/SPEC.md section 8); the API client already handles 401 and 403. Router-free and
 * provider-free, so the server-rendered public profile can use it (decision 013).
 */
export function useStartChat() {
  // The app's provider when there is one; a server-rendered page has none (see below).
  const providedClient = useContext(QueryClientContext);
  const [busy, setBusy] = useState(false);

  /**
   * Opens the conversation; `draft` is typed into it, ready to edit and send, or with `offer`
   * an offer form filled from it opens there (a package's Request).
   */
  const startChat = async (username: string, draft?: string, offer?: OfferDraft) => {
    setBusy(true);
    try {
      // Loaded on press: the API client and the query cache stay out of the first load of
      // /{username}; inside the signed-in app they are loaded already.
      const [queryClient, { userDataQuery }, { addDialogue }] = await Promise.all([
        providedClient ?? import('../../lib/query-client').then((module) => module.queryClient),
        import('../../lib/user-data'),
        import('../../lib/add-dialogue'),
      ]);
      const plan = planOf((await queryClient.fetchQuery(userDataQuery)).subscription);
      // Buying needs no plan (decision 107): a package's Request opens the offer form in Deals.
      if (plan !== 'full' && offer) {
        navigateTo(paths.requestTo(username, offerDraftParam(offer)));
        return;
      }
      if (plan !== 'full') {
        // After upgrading, the member lands in this conversation (CheckoutSuccessPage).
        rememberContact({ username, draft });
        openUpgradePrompt({ reason: CONTACT_LOCKED, plan });
        return;
      }
      await addDialogue(username);
      navigateTo(
        offer ? paths.offerTo(username, offerDraftParam(offer)) : paths.chatWith(username, draft),
      );
    } catch {
      // Ignored, as the spec says for add dialogue.
    } finally {
      setBusy(false);
    }
  };

  return { busy, startChat };
}
