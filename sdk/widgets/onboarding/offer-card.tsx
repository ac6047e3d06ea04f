import { useId } from 'react';
import type { OnboardingOffer } from '@sdk/api/onboarding';
import { formatCount, formatMoney, formatWholeMoney } from '@sdk/core/format';
import { NOT_YET_AVAILABLE, offerEstimate } from '@sdk/core/onboarding';
import { useWidgetEnvironment } from '@sdk/ui/widget-context';

/** The monthly estimate of an offer, or "Not yet available" without a positive download figure. */
export function EstimateFigure({ dlsPerEp, cpm }: { dlsPerEp: number; cpm: number }) {
  const { locale } = useWidgetEnvironment();
  const estimate = offerEstimate(dlsPerEp, cpm);
  return <>{estimate === null ? NOT_YET_AVAILABLE : `${formatWholeMoney(estimate, locale)} / month`}</>;
}

/** The advertiser podcast of an offer: artwork, name and host. */
export function OfferHeading({
  offer,
  titleId,
  level = 2,
}: {
  offer: OnboardingOffer;
  titleId?: string;
  level?: 2 | 3;
}) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <div className="onb-offer__head">
      <img src={offer.small_artwork} alt="" width={56} height={56} className="avatar" />
      <div>
        <Title className="onb-offer__name" id={titleId}>
          {offer.podcast_name}
        </Title>
        <p className="ps-muted onb-offer__host">{offer.full_name}</p>
      </div>
    </div>
  );
}

/** CPM, downloads per episode and the monthly estimate, as a description list. */
export function OfferFigures({
  offer,
  dlsPerEp = offer.estimated_dls_per_ep,
}: {
  offer: OnboardingOffer;
  dlsPerEp?: number;
}) {
  const { locale } = useWidgetEnvironment();
  return (
    <dl className="onb-figures">
      <div>
        <dt>CPM</dt>
        <dd>{formatMoney(offer.cpm, locale)}</dd>
      </div>
      <div>
        <dt>Downloads per episode</dt>
        <dd>{Number.isFinite(dlsPerEp) ? formatCount(dlsPerEp, locale) : '–'}</dd>
      </div>
      <div>
        <dt>Monthly estimate</dt>
        <dd data-testid="offer-estimate">
          <EstimateFigure dlsPerEp={dlsPerEp} cpm={offer.cpm} />
        </dd>
      </div>
    </dl>
  );
}

/** One offer of the grid; the button opens the offer modal. */
export function OfferCard({ offer, onSelect }: { offer: OnboardingOffer; onSelect(offer: OnboardingOffer): void }) {
  const titleId = useId();
  return (
    <li className="ps-card onb-offer" aria-labelledby={titleId}>
      <OfferHeading offer={offer} titleId={titleId} />
      <OfferFigures offer={offer} />
      <p className="onb-offer__text">{offer.podcast_description}</p>
      <h3 className="onb-offer__subhead">Instructions</h3>
      <p className="onb-offer__text onb-offer__instructions">{offer.podspot_instructions}</p>
      <button
        type="button"
        className="ps-button onb-offer__select"
        aria-describedby={titleId}
        onClick={() => onSelect(offer)}
      >
        View offer
      </button>
    </li>
  );
}
