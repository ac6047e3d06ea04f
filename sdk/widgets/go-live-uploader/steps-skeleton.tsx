import { useMessages } from '../../ui/i18n';
import { Bar, Skeleton } from '../../ui/skeleton';
import messages from './messages.en.json';
import { PARTY_ROLES } from './parties';

/** The go-live steps while the podspot loads: the two parties and the two steps, in their own layout. */
export function StepsSkeleton() {
  const t = useMessages(messages);
  return (
    <Skeleton label={t('golive.loadingSteps')} className="ps-golive">
      <div className="ps-golive-parties">
        {PARTY_ROLES.map((role) => (
          <div className="ps-golive-party" key={role}>
            <Bar kind="art" />
            <div className="ps-golive-party__text">
              <span className="ps-golive-party__role">{t(role)}</span>
              <Bar />
              <Bar kind="short" />
            </div>
          </div>
        ))}
      </div>
      <div className="ps-golive-steps">
        {[1, 2].map((n) => (
          <div className="ps-golive-step" key={n}>
            <div className="ps-golive-step__bar">
              <span className="ps-golive-step__badge">{n}</span>
              <span className="ps-golive-step__titles">
                <Bar kind="short" />
                <Bar />
              </span>
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
