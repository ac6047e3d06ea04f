import { useEffect, useId, useState } from 'react';
import { acceptOnboardingOffer, type OnboardingOffer, type OnboardingView } from '@sdk/api/onboarding';
import { parseDigits, positiveWholeNumber } from '../../lib/validation';
import { Dialog } from '@sdk/ui/dialog';
import { FormError, TextField } from '../../ui/text-field';
import { OfferFigures, OfferHeading } from './offer-card';
import { onSubmit, useStep } from './screen-kit';

type Props = { offer: OnboardingOffer | null; onClose(): void; onAdvance(view: OnboardingView): void };

/** The offer modal: the offer in full, downloads per episode (editable) and "Accept offer". */
export function OfferDialog({ offer, onClose, onAdvance }: Props) {
  const formId = useId();
  const [value, setValue] = useState('');
  const step = useStep(onAdvance);
  const { setError } = step;

  useEffect(() => {
    setValue(offer && offer.estimated_dls_per_ep > 0 ? String(offer.estimated_dls_per_ep) : '');
    setError(null);
  }, [offer, setError]);

  const downloads = parseDigits(value);
  const accept = () => {
    if (!offer) return;
    // A positive number, else the message, and the offer is not accepted (docs/behaviour/onboarding.md#validation).
    const problem = positiveWholeNumber(value);
    if (problem) return setError(problem);
    void step.run((client) => acceptOnboardingOffer(client, offer.id, downloads));
  };

  return (
    <Dialog
      open={offer !== null}
      title="Podspot offer"
      onClose={onClose}
      dismissible={!step.busy}
      footer={
        <>
          <button type="button" className="ps-button ps-button--quiet" onClick={onClose} disabled={step.busy}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className="ps-button"
            disabled={step.busy}
            aria-busy={step.busy || undefined}
          >
            Accept offer
          </button>
        </>
      }
    >
      {offer ? (
        <form id={formId} className="onb-offer-dialog" onSubmit={onSubmit(accept)} noValidate>
          <OfferHeading offer={offer} level={3} />
          <OfferFigures offer={offer} dlsPerEp={downloads} />
          <p className="onb-offer__text">{offer.podcast_description}</p>
          <h4 className="onb-offer__subhead">Instructions</h4>
          <p className="onb-offer__text onb-offer__instructions--full">{offer.podspot_instructions}</p>
          <TextField
            label="Downloads per episode"
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
          />
          <FormError message={step.error} />
        </form>
      ) : null}
    </Dialog>
  );
}
