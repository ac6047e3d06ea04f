import { useState } from 'react';
import { getOnboardingOffers, type OnboardingOffer } from '@sdk/api/onboarding';
import { OfferCard } from './offer-card';
import { OfferDialog } from './offer-dialog';
import { Loaded, useLoad, type ScreenProps } from './screen-kit';

/**
 * onboarding_select_podspot: the offer grid (one column on phones, two from medium screens) and the offer modal.
 * The table gives this state no button: "Accept offer" in the modal moves on.
 */
export function OfferSelectionScreen({ onAdvance }: ScreenProps) {
  const offers = useLoad(getOnboardingOffers);
  const [open, setOpen] = useState<OnboardingOffer | null>(null);
  return (
    <div className="onb-form">
      <p className="onb-lead">
        Choose the advertiser whose Podspot you want to record first. Open an offer to see it in full, check your
        downloads per episode and accept it.
      </p>
      <Loaded load={offers} label="Loading offers">
        {(list) =>
          list.length === 0 ? (
            <p className="ps-message">There are no offers for you right now. Please check back in a few hours.</p>
          ) : (
            <ul className="onb-offers">
              {list.map((offer) => (
                <OfferCard key={offer.id} offer={offer} onSelect={setOpen} />
              ))}
            </ul>
          )
        }
      </Loaded>
      <OfferDialog offer={open} onClose={() => setOpen(null)} onAdvance={onAdvance} />
    </div>
  );
}
