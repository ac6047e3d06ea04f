import { useEffect, useState } from 'react';
import { acceptOnboardingOffer, type OnboardingOffer, type OnboardingView } from '../../api/onboarding';
import { isValidDownloads, parseDownloads } from '../../core/onboarding';
import { Dialog } from '../../ui/dialog';
import { useMessages } from '../../ui/i18n';
import { useUniqueId } from '../../ui/use-unique-id';
import { useDownloadsHint } from './downloads-hint';
import { FormError, TextField } from './form-parts';
import messages from './screens.messages.en.json';
import { OfferFigures, OfferHeading } from './offer-card';
import { onSubmit, useStep } from './screen-kit';

type Props = { offer: OnboardingOffer | null; onClose(): void; onAdvance(view: OnboardingView): void };

/** The offer modal: the offer in full, downloads per episode (editable) and "Accept offer". */
export function OfferDialog({ offer, onClose, onAdvance }: Props) {
  const t = useMessages(messages);
  const formId = useUniqueId();
  const [value, setValue] = useState('');
  const step = useStep(onAdvance);
  const { setError } = step;

  useEffect(() => {
    setValue(offer && offer.estimated_dls_per_ep > 0 ? String(offer.estimated_dls_per_ep) : '');
    setError(null);
  }, [offer, setError]);

  const downloads = parseDownloads(value);
  const hint = useDownloadsHint(step.error, value);
  const accept = () => {
    if (!offer) return;
    // A positive number, else the message, and the offer is not accepted (docs/behaviour/onboarding.md#validation).
    if (!isValidDownloads(value)) return setError(t('onboarding.invalidNumber'));
    void step.run((client) => acceptOnboardingOffer(client, offer.id, downloads));
  };

  return (
    <Dialog
      open={offer !== null}
      title={t('onboarding.offer.title')}
      onClose={onClose}
      dismissible={!step.busy}
      footer={
        <>
          <button type="button" className="ps-button ps-button--quiet" onClick={onClose} disabled={step.busy}>
            {t('onboarding.offer.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="ps-button"
            disabled={step.busy}
            aria-busy={step.busy || undefined}
          >
            {t('onboarding.offer.accept')}
          </button>
        </>
      }
    >
      {offer ? (
        <form id={formId} className="ps-onb-offer-dialog" onSubmit={onSubmit(accept)} noValidate>
          <OfferHeading offer={offer} level={3} />
          <OfferFigures offer={offer} dlsPerEp={downloads} />
          <p className="ps-onb-offer__text">{offer.podcast_description}</p>
          <h4 className="ps-onb-offer__subhead">{t('onboarding.offer.instructions')}</h4>
          <p className="ps-onb-offer__text ps-onb-offer__instructions--full">{offer.podspot_instructions}</p>
          <TextField
            label={t('onboarding.downloads')}
            name="estimated_dls_per_ep"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            disabled={step.busy}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setError(null);
            }}
            aria-invalid={step.error ? true : undefined}
            aria-describedby={hint?.id}
          />
          <FormError message={step.error} hint={hint} />
        </form>
      ) : null}
    </Dialog>
  );
}
