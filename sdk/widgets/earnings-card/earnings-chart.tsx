import { formatDay, formatTooltipMoney, formatWholeMoney } from '../../core/format';
import { useMessages } from '../../ui/i18n';
import { Sparkline } from '../../ui/sparkline';
import messages from './messages.en.json';

const dayOf = (seconds: number, locale: string) =>
  formatDay(new Date(seconds * 1000).toISOString().slice(0, 10), locale);

/**
 * The card's chart with its axes (docs/behaviour/sdk-widgets.md#earnings-card): the top value and zero at the start
 * edge, the first, middle and last days under it; the day's value on hover and keyboard focus (ui/sparkline.tsx).
 * Its box has the same height drawn, empty or loading, so the card does not jump.
 */
export function EarningsChart({
  xs,
  ys,
  label,
  locale,
}: {
  xs: number[];
  ys: number[];
  label: string;
  locale: string;
}) {
  const t = useMessages(messages);
  const top = ys.reduce((m, y) => Math.max(m, y), 0);
  if (xs.length < 2 || top <= 0)
    return (
      <div className="ps-earnings__chart ps-earnings__chart--empty">
        <p className="ps-muted">{t('card.empty')}</p>
      </div>
    );
  const mid = xs[Math.floor((xs.length - 1) / 2)];
  return (
    <div className="ps-earnings__chart">
      <div className="ps-earnings__y" aria-hidden="true">
        <span>{formatWholeMoney(Math.ceil(top), locale)}</span>
        <span>{formatWholeMoney(0, locale)}</span>
      </div>
      <Sparkline
        label={label}
        xs={xs}
        ys={ys}
        height={120}
        formatValue={(v) => formatTooltipMoney(v, locale)}
        formatX={(s) => dayOf(s, locale)}
      />
      <div className="ps-earnings__x" aria-hidden="true">
        <span>{dayOf(xs[0], locale)}</span>
        <span className="ps-earnings__x-mid">{dayOf(mid, locale)}</span>
        <span>{dayOf(xs[xs.length - 1], locale)}</span>
      </div>
    </div>
  );
}
