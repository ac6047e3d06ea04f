import { useState } from 'react';
import type { ApiError } from '@sdk/api/errors';
import { addOnboardingPodcasts, validatePodcasts, type PodcastValidation } from '@sdk/api/onboarding';
import { addPodcast, adderOf, joinAppleIds, SELECT_A_PODCAST, type PodcastResult } from '@sdk/core/onboarding';
import { useWidgetEnvironment } from '@sdk/ui/widget-context';
import { podcastFilter } from '../../lib/podcast-filter';
import { AddFailureDialog } from './add-failure-dialog';
import { PodcastRow, PodcastSearch } from './podcast-search';
import { ActionBar, onSubmit, useStep, type ScreenProps } from '@sdk/widgets/onboarding/screen-kit';

const LEAD = {
  advertiser:
    'Add the podcasts you want to promote with Podspot. Publishers run your Podspots on their shows; you follow the spend and results.',
  network: 'Add the podcasts of your network to your Podspot account. You can add as many as you like.',
} as const;

/**
 * advertiser_get_started / network_get_started: search, select, then Continue validates the selection and adds it.
 * When some cannot be added, the modal lists why and offers to add only the others.
 */
export function AddPodcastsScreen({ state, onAdvance }: ScreenProps) {
  const adder = adderOf(state) ?? 'advertiser';
  const { client } = useWidgetEnvironment();
  const [selected, setSelected] = useState<PodcastResult[]>([]);
  const [failure, setFailure] = useState<{ selected: PodcastResult[]; failed: PodcastValidation['podcasts'] } | null>(
    null,
  );
  const [validating, setValidating] = useState(false);
  const step = useStep(onAdvance);
  const busy = validating || step.busy;

  const add = (podcasts: PodcastResult[]) =>
    step.run(async (c) => {
      const view = await addOnboardingPodcasts(c, adder, joinAppleIds(podcasts));
      // A network's new podcasts are its own: the top bar's podcast list, if loaded already, must show them.
      if (adder === 'network' && podcastFilter.getState().podcasts) void podcastFilter.getState().load(true);
      return view;
    });

  const submit = async () => {
    if (busy) return;
    if (selected.length === 0) return step.setError(SELECT_A_PODCAST);
    step.setError(null);
    setValidating(true);
    let validation: PodcastValidation;
    try {
      validation = await validatePodcasts(client, adder, joinAppleIds(selected));
    } catch (error) {
      step.setError((error as ApiError).message);
      return setValidating(false);
    }
    setValidating(false);
    if (validation.status === 'success') return void add(selected);
    setFailure({ selected, failed: validation.podcasts });
  };

  return (
    <>
      <form className="ps-onb-form" onSubmit={onSubmit(() => void submit())} noValidate>
        <p className="ps-onb-lead">{LEAD[adder]}</p>
        <div className="ps-card ps-onb-panel">
          <PodcastSearch
            selected={selected}
            disabled={busy}
            onAdd={(podcast) => {
              setSelected((list) => addPodcast(list, podcast));
              step.setError(null);
            }}
          />
          <h2 className="ps-onb-panel__title">Selected podcasts ({selected.length})</h2>
          {selected.length === 0 ? (
            <p className="ps-muted">No podcasts selected yet.</p>
          ) : (
            <ul className="onb-podcasts" aria-label="Selected podcasts">
              {selected.map((p) => (
                <PodcastRow key={p.apple_id} podcast={p}>
                  <button
                    type="button"
                    className="ps-button ps-button--quiet"
                    disabled={busy}
                    aria-label={`Remove ${p.name}`}
                    onClick={() => setSelected((list) => list.filter((s) => s.apple_id !== p.apple_id))}
                  >
                    Remove
                  </button>
                </PodcastRow>
              ))}
            </ul>
          )}
        </div>
        <ActionBar state={state} busy={busy} error={failure ? null : step.error} />
      </form>
      <AddFailureDialog
        failure={failure}
        busy={step.busy}
        error={failure ? step.error : null}
        onContinue={(valid) => void add(valid)}
        onClose={() => {
          setFailure(null);
          step.setError(null);
        }}
      />
    </>
  );
}
