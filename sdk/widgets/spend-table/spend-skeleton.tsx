import { Bar, Skeleton } from '../../ui/skeleton';
import { useMessages } from '../../ui/i18n';
import messages from './messages.en.json';

/** Rows the placeholder draws: a full page of the table (8 rows and Totals, spend-table.css). */
const ROWS = 9;

/** The table's box while the report loads: its head, rows and totals at their fixed heights, so nothing moves. */
export function SpendSkeleton() {
  const t = useMessages(messages);
  return (
    <Skeleton label={t('spend.loading')} className="ps-spend__box ps-spend__skeleton">
      <div className="ps-spend__skeleton-head" />
      {Array.from({ length: ROWS }, (_, k) => (
        <div className="ps-spend__skeleton-row" key={k}>
          <Bar />
          <Bar kind="short" />
        </div>
      ))}
    </Skeleton>
  );
}
