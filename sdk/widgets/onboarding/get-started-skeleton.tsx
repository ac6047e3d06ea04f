import { useMessages } from '../../ui/i18n';
import { Bar, Skeleton } from '../../ui/skeleton';
import messages from './messages.en.json';

/**
 * The first screen, get started, in its own layout while the onboarding and then the screen's code load: the lead as
 * lines where its text will wrap, the field, the estimate's reserved lines and the button, so the screen takes the
 * same room at every width (sdk/README.md#layout).
 */
export function GetStartedSkeleton() {
  const t = useMessages(messages);
  return (
    <Skeleton label={t('onboarding.loading')} className="ps-onb-form">
      <p className="ps-onb-lead">
        <Lines text={t('onboarding.getStarted.lead')} />
      </p>
      <div className="ps-card ps-onb-panel ps-onb-panel--split">
        <div className="ps-onb-field">
          <label>
            <Bar />
          </label>
          <span className="ps-onb-field__input">
            <Bar kind="block" />
          </span>
        </div>
        <EstimateSkeleton label />
      </div>
      <div className="ps-onb-actions">
        <Bar kind="button" />
      </div>
    </Skeleton>
  );
}

/** The estimate's figure and its note's reserved lines; with `label`, its label's line too. */
export function EstimateSkeleton({ label = false }: { label?: boolean }) {
  const t = useMessages(messages);
  const lines = (
    <>
      <p className="ps-onb-estimate__value">
        <Bar kind="figure" />
      </p>
      <p className="ps-onb-estimate__note">
        <Bar />
      </p>
    </>
  );
  return label ? (
    <div className="ps-onb-estimate">
      <p className="ps-onb-estimate__label">
        <Lines text={t('onboarding.estimate.label')} />
      </p>
      {lines}
    </div>
  ) : (
    lines
  );
}

/** A text as bars on the lines it will wrap to (the text itself invisible and hidden from assistive technology). */
export const Lines = ({ text }: { text: string }) => (
  <span className="ps-onb-lines" aria-hidden="true">
    {text}
  </span>
);
