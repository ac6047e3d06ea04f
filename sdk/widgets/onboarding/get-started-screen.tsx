import { useEffect, useState } from 'react';
import { getEpisodeDownloads, getOnboardingCpm, saveEpisodeDownloads } from '@sdk/api/onboarding';
import { formatMoney, formatWholeMoney } from '@sdk/core/format';
import { offerEstimate } from '@sdk/core/onboarding';
import { parseDigits, positiveWholeNumber } from '../../lib/validation';
import { useWidgetEnvironment } from '@sdk/ui/widget-context';
import { TextField } from '../../ui/text-field';
import { ActionBar, Loaded, onSubmit, useLoad, useStep, type ScreenProps } from './screen-kit';

/** onboarding_get_started: downloads per episode (digits only) with the live monthly estimate at the offers' CPM. */
export function GetStartedScreen({ state, onAdvance }: ScreenProps) {
  const { client, locale } = useWidgetEnvironment();
  const cpm = useLoad(getOnboardingCpm);
  const [value, setValue] = useState('');
  const step = useStep(onAdvance);

  // A returning user finds the figure they saved before (0 means none yet).
  useEffect(() => {
    let live = true;
    getEpisodeDownloads(client).then(
      (saved) => live && saved > 0 && setValue((v) => v || String(saved)),
      () => {},
    );
    return () => void (live = false);
  }, [client]);

  const downloads = parseDigits(value);
  const save = () => {
    const problem = positiveWholeNumber(value);
    if (problem) return step.setError(problem);
    void step.run((c) => saveEpisodeDownloads(c, downloads));
  };

  return (
    <form className="onb-form" onSubmit={onSubmit(save)} noValidate>
      <p className="onb-lead">
        Podspot pays you for short sponsored reads that you record in your own voice. Tell us how many downloads a
        typical episode gets, and we show you what you could earn.
      </p>
      <div className="ps-card onb-panel">
        <TextField
          label="Downloads per episode"
          name="estimated_dls_per_ep"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            step.setError(null);
          }}
          aria-invalid={step.error ? true : undefined}
          disabled={step.busy}
        />
        <Loaded load={cpm} label="Loading the estimate">
          {(rate) => {
            const estimate = offerEstimate(downloads, rate);
            return (
              <div className="onb-estimate" aria-live="polite">
                <p className="onb-estimate__label">Estimated monthly earnings</p>
                <p className="onb-estimate__value" data-testid="monthly-estimate">
                  {estimate === null ? '–' : formatWholeMoney(estimate, locale)}
                </p>
                <p className="ps-muted onb-estimate__note">
                  {estimate === null
                    ? 'Enter your downloads per episode to see an estimate.'
                    : `At an average of ${formatMoney(rate, locale)} per 1,000 downloads.`}
                </p>
              </div>
            );
          }}
        </Loaded>
      </div>
      <ActionBar state={state} busy={step.busy} error={step.error} />
    </form>
  );
}
