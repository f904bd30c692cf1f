import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { OfferModal } from '../../../domains/deals/OfferModal';
import { offerDraftOf } from '../../../domains/deals/offer-draft';
import { paths } from '../../../lib/paths';

/**
 * /deals?request=<username>&offer=<draft>: a package's Request, the offer form filled from the
 * package, for a buyer on any plan (decision 107). Sent, it opens the offer's own page; closed,
 * the address forgets it.
 */
export function RequestFromPackage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // Sent, the form closes after the page moved on: the address is not to be touched then.
  const sent = useRef(false);
  const to = params.get('request');
  const draft = offerDraftOf(params.get('offer'));
  if (!to || !draft) return null;
  const close = () => {
    if (sent.current) return;
    setParams(
      (current) => {
        current.delete('request');
        current.delete('offer');
        return current;
      },
      { replace: true },
    );
  };
  return (
    <OfferModal
      opened
      onClose={close}
      to={to}
      draft={draft}
      defaultRole="buy"
      onSent={(offer) => {
        sent.current = true;
        void navigate(paths.offer(offer.id), { replace: true });
      }}
    />
  );
}
