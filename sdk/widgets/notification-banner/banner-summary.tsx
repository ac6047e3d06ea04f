import { useState, type ReactNode } from 'react';
import { useMessages } from '../../ui/i18n';
import ui from '../../ui/messages.en.json';
import { Bar, Skeleton } from '../../ui/skeleton';
import messages from './messages.en.json';

/**
 * The `summary` display's placeholder (docs/decisions/0050-banner-summary-line.md): the frame and line of
 * {@link SummaryLine}, as high.
 */
export function SummaryPlaceholder() {
  const t = useMessages(ui);
  return (
    <Skeleton label={t('ui.loading')} className="ps-banner">
      <div className="ps-banner__line">
        <Bar />
        <Bar kind="button" />
      </div>
    </Skeleton>
  );
}

/**
 * The `summary` display's line, as high in every state — nothing due, the count with Show — so nothing below the
 * banner moves until the user presses Show (a shift that follows the user's input is not layout shift). `children`,
 * the banner's lines, show below it on Show.
 */
export function SummaryLine({ total, children }: { total: number; children: ReactNode }) {
  const t = useMessages(messages);
  const [open, setOpen] = useState(false);
  const shown = open && total > 0;
  return (
    <>
      <div className="ps-banner__line">
        {/* Not a .ps-widget-title: `title: 'hide'` would hide what the line says. */}
        <h2 className="ps-banner__title" id="ps-banner-title">
          {total ? t('banner.summary', { count: total }) : t('banner.clear')}
        </h2>
        {total ? (
          <button
            type="button"
            className="ps-button ps-button--quiet ps-banner__action"
            aria-expanded={shown}
            aria-controls="ps-banner-items"
            aria-describedby="ps-banner-title"
            onClick={() => setOpen(!shown)}
          >
            {t(shown ? 'banner.hide' : 'banner.show')}
          </button>
        ) : null}
      </div>
      <div id="ps-banner-items" hidden={!shown}>
        {children}
      </div>
    </>
  );
}
