import { useState } from 'react';
import { getOnboardingOffers, type OnboardingOffer } from '../../api/onboarding';
import { useMessages } from '../../ui/i18n';
import messages from './screens.messages.en.json';
import { OfferCard } from './offer-card';
import { OfferDialog } from './offer-dialog';
import { Loaded, useLoad, type ScreenProps } from './screen-kit';

/**
 * onboarding_select_podspot: the offer grid (one column in a narrow container, two from 720 px) and the offer modal.
 * The table gives this state no button: "Accept offer" in the modal moves on.
 */
export function OfferSelectionScreen({ onAdvance }: ScreenProps) {
  const t = useMessages(messages);
  const offers = useLoad(getOnboardingOffers);
  const [open, setOpen] = useState<OnboardingOffer | null>(null);
  return (
    <div className="ps-onb-form">
      <p className="ps-onb-lead">{t('onboarding.offers.lead')}</p>
      <Loaded load={offers} label={t('onboarding.offers.loading')}>
        {(list) =>
          list.length === 0 ? (
            <p className="ps-message">{t('onboarding.offers.none')}</p>
          ) : (
            <ul className="ps-onb-offers">
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
