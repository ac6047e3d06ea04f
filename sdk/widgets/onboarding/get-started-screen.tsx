import { useEffect, useState } from 'react';
import { getEpisodeDownloads, getOnboardingCpm, saveEpisodeDownloads } from '../../api/onboarding';
import { formatMoney, formatWholeMoney } from '../../core/format';
import { offerEstimate } from '../../core/estimates';
import { isValidDownloads, parseDownloads } from '../../core/onboarding';
import { useMessages } from '../../ui/i18n';
import { Skeleton } from '../../ui/skeleton';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { useDownloadsHint } from './downloads-hint';
import { TextField } from './form-parts';
import { EstimateSkeleton } from './get-started-skeleton';
import frameMessages from './messages.en.json';
import messages from './screens.messages.en.json';
import { ActionBar, Loaded, onSubmit, useLoad, useStep, type ScreenProps } from './screen-kit';

/** onboarding_get_started: downloads per episode (digits only) with the live monthly estimate at the offers' CPM. */
export function GetStartedScreen({ state, onAdvance }: ScreenProps) {
  const { client, locale } = useWidgetEnvironment();
  const t = useMessages(messages);
  const tFrame = useMessages(frameMessages);
  const cpm = useLoad(getOnboardingCpm);
  const [value, setValue] = useState('');
  const step = useStep(onAdvance);
  const hint = useDownloadsHint(step.error, value);

  // A returning user finds the figure they saved before (0 means none yet).
  useEffect(() => {
    let live = true;
    getEpisodeDownloads(client).then(
      (saved) => live && saved > 0 && setValue((v) => v || String(saved)),
      () => {},
    );
    return () => void (live = false);
  }, [client]);

  const downloads = parseDownloads(value);
  const save = () => {
    if (!isValidDownloads(value)) return step.setError(t('onboarding.invalidNumber'));
    void step.run((c) => saveEpisodeDownloads(c, downloads));
  };

  return (
    <form className="ps-onb-form" onSubmit={onSubmit(save)} noValidate>
      <p className="ps-onb-lead">{tFrame('onboarding.getStarted.lead')}</p>
      <div className="ps-card ps-onb-panel ps-onb-panel--split">
        <TextField
          label={t('onboarding.downloads')}
          name="estimated_dls_per_ep"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            step.setError(null);
          }}
          aria-invalid={step.error ? true : undefined}
          aria-describedby={hint?.id}
          disabled={step.busy}
        />
        <div className="ps-onb-estimate" aria-live="polite">
          <p className="ps-onb-estimate__label">{tFrame('onboarding.estimate.label')}</p>
          <Loaded
            load={cpm}
            label={t('onboarding.estimate.loading')}
            placeholder={
              <Skeleton label={t('onboarding.estimate.loading')} className="ps-onb-estimate__wait">
                <EstimateSkeleton />
              </Skeleton>
            }
          >
            {(rate) => {
              const estimate = offerEstimate(downloads, rate);
              return (
                <>
                  <p className="ps-onb-estimate__value" data-testid="monthly-estimate">
                    {estimate === null ? '–' : formatWholeMoney(estimate, locale)}
                  </p>
                  <p className="ps-muted ps-onb-estimate__note">
                    {estimate === null
                      ? t('onboarding.estimate.empty')
                      : t('onboarding.estimate.rate', { rate: formatMoney(rate, locale) })}
                  </p>
                </>
              );
            }}
          </Loaded>
        </div>
      </div>
      <ActionBar state={state} busy={step.busy} error={step.error} hint={hint} />
    </form>
  );
}
