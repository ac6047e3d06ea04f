import { type ReactNode } from 'react';
import { useUniqueId } from '../../ui/use-unique-id';
import { useMessages } from '../../ui/i18n';
import messages from './messages.en.json';

type Props = {
  number: number;
  title: string;
  complete: boolean;
  expanded: boolean;
  onToggle(): void;
  children: ReactNode;
};

/** One collapsible go-live step: the header button shows its number (a check once complete) and opens or closes it. */
export function StepSection({ number, title, complete, expanded, onToggle, children }: Props) {
  const t = useMessages(messages);
  const panelId = useUniqueId();
  return (
    <li className={`ps-golive-step${complete ? ' ps-golive-step--complete' : ''}`}>
      <h3 className="ps-golive-step__head">
        <button
          type="button"
          className="ps-golive-step__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="ps-golive-step__badge" aria-hidden="true">
            {complete ? '✓' : number}
          </span>
          <span className="ps-golive-step__titles">
            <span className="ps-golive-step__number">{t('golive.step', { step: number })}</span>
            <span className="ps-golive-step__title">{title}</span>
          </span>
          {complete ? <span className="ps-golive-step__done">{t('golive.step.complete')}</span> : null}
          <span className="ps-golive-step__chevron" aria-hidden="true">
            {expanded ? '▴' : '▾'}
          </span>
        </button>
      </h3>
      <div id={panelId} className="ps-golive-step__panel" hidden={!expanded}>
        {expanded ? children : null}
      </div>
    </li>
  );
}
