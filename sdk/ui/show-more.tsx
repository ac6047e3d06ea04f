import { useMessages } from './i18n';
import ui from './messages.en.json';

// Styles: `.ps-more` in base.css, shared by every paged list.
type Props = {
  /** Entries drawn and entries in all. */
  shown: number;
  total: number;
  /** Plural noun of the entries: 'campaigns' and 'opportunities' are translated, any other is shown as given. */
  noun?: string;
  /** The whole line in the widget's language, with its plural ('Showing 10 of 114 campaigns'); replaces `noun`'s. */
  summary?: string;
  onMore(): void;
};

/** The foot of a paged list: 'Showing 10 of 114 campaigns' and a Show more button (nothing when all are drawn). */
export function ShowMore({ shown, total, noun = '', summary, onMore }: Props) {
  const t = useMessages(ui);
  if (shown >= total) return null;
  return (
    <div className="ps-more">
      <span className="ps-muted">{summary ?? t('ui.showing', { shown, total, noun }).trimEnd()}</span>
      <button type="button" className="ps-button ps-button--quiet" onClick={onMore}>
        {t('ui.showMore')}
      </button>
    </div>
  );
}
