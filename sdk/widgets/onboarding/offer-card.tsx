import type { OnboardingOffer } from '../../api/onboarding';
import { formatCount, formatMoney, formatWholeMoney } from '../../core/format';
import { offerEstimate } from '../../core/estimates';
import { useMessages } from '../../ui/i18n';
import { useUniqueId } from '../../ui/use-unique-id';
import { useWidgetEnvironment } from '../../ui/widget-context';
import messages from './screens.messages.en.json';

/** The monthly estimate of an offer, or "Not yet available" without a positive download figure. */
export function EstimateFigure({ dlsPerEp, cpm }: { dlsPerEp: number; cpm: number }) {
  const { locale } = useWidgetEnvironment();
  const t = useMessages(messages);
  const estimate = offerEstimate(dlsPerEp, cpm);
  return (
    <>
      {estimate === null
        ? t('onboarding.offer.notYet')
        : t('onboarding.offer.perMonth', { amount: formatWholeMoney(estimate, locale) })}
    </>
  );
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
    <div className="ps-onb-offer__head">
      <img src={offer.small_artwork} alt="" width={56} height={56} className="ps-onb-avatar" />
      <div className="ps-onb-offer__who">
        <Title className="ps-onb-offer__name" id={titleId}>
          {offer.podcast_name}
        </Title>
        <p className="ps-muted ps-onb-offer__host">{offer.full_name}</p>
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
  const t = useMessages(messages);
  return (
    <dl className="ps-onb-figures">
      <div>
        <dt>{t('onboarding.offer.cpm')}</dt>
        <dd>{formatMoney(offer.cpm, locale)}</dd>
      </div>
      <div>
        <dt>{t('onboarding.downloads')}</dt>
        <dd>{Number.isFinite(dlsPerEp) ? formatCount(dlsPerEp, locale) : '–'}</dd>
      </div>
      <div>
        <dt>{t('onboarding.offer.estimate')}</dt>
        <dd data-testid="offer-estimate">
          <EstimateFigure dlsPerEp={dlsPerEp} cpm={offer.cpm} />
        </dd>
      </div>
    </dl>
  );
}

/** One offer of the grid; the button opens the offer modal. */
export function OfferCard({ offer, onSelect }: { offer: OnboardingOffer; onSelect(offer: OnboardingOffer): void }) {
  const t = useMessages(messages);
  const titleId = useUniqueId();
  return (
    <li className="ps-card ps-onb-offer" aria-labelledby={titleId}>
      <OfferHeading offer={offer} titleId={titleId} />
      <OfferFigures offer={offer} />
      <p className="ps-onb-offer__text">{offer.podcast_description}</p>
      <h3 className="ps-onb-offer__subhead">{t('onboarding.offer.instructions')}</h3>
      <p className="ps-onb-offer__text ps-onb-offer__instructions">{offer.podspot_instructions}</p>
      <button
        type="button"
        className="ps-button ps-onb-offer__select"
        aria-describedby={titleId}
        onClick={() => onSelect(offer)}
      >
        {t('onboarding.offer.view')}
      </button>
    </li>
  );
}
