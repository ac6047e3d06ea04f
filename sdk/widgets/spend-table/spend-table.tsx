import { useMemo, useState } from 'react';
import type { AdvertiserFigures, AdvertiserReportRow } from '../../api/advertiser-reports';
import { toggleSelection, visibleRows, type PodcastSelection, type SpendSort } from '../../stores/spend-store';
import { SortHeader } from '../../ui/sort-header';
import { useScrollEdges } from '../../ui/use-scroll-edges';
import { useScrollHighlight } from '../../ui/use-scroll-highlight';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { FIGURE_COLUMNS, formatFigure } from './columns';
import { useMessages } from '../../ui/i18n';
import messages from './messages.en.json';

/** The table scrolls inside its own box above 8 rows (docs/behaviour/advertise.md#limits-and-constants). */
export const SCROLL_ROWS = 8;
/**
 * Rows past the box's bottom edge whose artwork loads too. Artwork loads only for rows scrolled into reach: each image
 * is a request and an SVG document, and 30-odd of them at once (loading="lazy" counts the window, not the box) made
 * the first sort after the table appeared wait ~100 ms on scenario `large`.
 */
const ARTWORK_AHEAD = 2;
export const EMPTY_TEXT = messages['spend.empty'];

export type SpendTableViewProps = {
  /** The report's rows as the API sent them: the table hides empty ones (unless selected) and sorts. */
  rows: readonly AdvertiserReportRow[];
  /** The report's totals (its last `totals` entry); no Totals row when null. */
  totals: AdvertiserFigures | null;
  sort: SpendSort;
  /** The selected publisher podcast (its row is bold), or `all`. */
  selectedId: PodcastSelection;
  /** Called with the next sort after a header click (the active column flips, another one sorts ascending). */
  onSortChange(sort: SpendSort): void;
  /** Called with the clicked podcast's id, or `all` when the selected row is clicked again. */
  onSelect(id: PodcastSelection): void;
};

/** The advertiser's podcasts table: sortable headers, a Totals row, row selection; scrolls inside its own box. */
export function SpendTable({ rows, totals, sort, selectedId, onSortChange, onSelect }: SpendTableViewProps) {
  const { locale } = useWidgetEnvironment();
  const t = useMessages(messages);
  const shown = useMemo(() => visibleRows(rows, sort, selectedId), [rows, sort, selectedId]);
  const box = useScrollHighlight<HTMLDivElement>();
  useScrollEdges(box.ref);
  const scrollMode = shown.length > SCROLL_ROWS;
  // How many rows (from the top, in the current order) show their artwork; grows as the box scrolls, never shrinks.
  const [reach, setReach] = useState(SCROLL_ROWS + ARTWORK_AHEAD);
  const onScroll = () => {
    box.onScroll();
    const el = box.ref.current;
    if (!el) return;
    const bottom = el.getBoundingClientRect().bottom;
    const rows = el.querySelectorAll('tbody tr');
    let seen = 0;
    while (seen < rows.length && rows[seen].getBoundingClientRect().top < bottom) seen += 1;
    setReach((n) => Math.max(n, seen + ARTWORK_AHEAD));
  };
  return (
    <div className="ps-spend__frame">
      <div
        ref={box.ref}
        className={`ps-spend__box${scrollMode ? ' ps-spend__box--scroll' : ''}`}
        onScroll={onScroll}
        // A box that scrolls takes the keyboard (arrow keys scroll it); one that does not is no tab stop.
        tabIndex={scrollMode ? 0 : undefined}
        role="region"
        aria-label={t('spend.region')}
      >
        <table className="ps-spend__table">
          <thead>
            <tr>
              <SortHeader
                block="ps-spend"
                field="name"
                label={t('spend.col.name')}
                sort={sort}
                onSortChange={onSortChange}
              />
              {FIGURE_COLUMNS.map((c) => (
                <SortHeader
                  key={c.field}
                  block="ps-spend"
                  field={c.field}
                  label={t(`spend.col.${c.field}`)}
                  tooltip={c.tip && t(`spend.tip.${c.field as 'cpa'}`)}
                  sort={sort}
                  onSortChange={onSortChange}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={FIGURE_COLUMNS.length + 1} className="ps-spend__empty">
                  <span>{t('spend.empty')}</span>
                </td>
              </tr>
            ) : (
              shown.map((row, index) => {
                const selected = row.id === selectedId;
                return (
                  <tr
                    key={row.id}
                    className={`ps-spend__row${selected ? ' is-selected' : ''}`}
                    data-podcast-id={row.id}
                    onClick={() => onSelect(toggleSelection(selectedId, row.id))}
                  >
                    <th scope="row" className="ps-spend__name">
                      <button type="button" className="ps-spend__pick" aria-pressed={selected}>
                        {row.small_artwork && index < reach ? (
                          <img src={row.small_artwork} alt="" width={32} height={32} loading="lazy" />
                        ) : (
                          <span className="ps-spend__art" />
                        )}
                        <span className="ps-spend__label" title={row.name}>
                          {row.name}
                        </span>
                      </button>
                    </th>
                    {FIGURE_COLUMNS.map((c) => (
                      <td key={c.field} data-field={c.field} data-label={t(`spend.col.${c.field}`)}>
                        {formatFigure(row, c, locale)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
          {totals && shown.length > 0 ? (
            <tfoot>
              <tr className="ps-spend__totals">
                <th scope="row" className="ps-spend__name">
                  {t('spend.totals')}
                </th>
                {FIGURE_COLUMNS.map((c) => (
                  <td key={c.field} data-field={c.field} data-label={t(`spend.col.${c.field}`)}>
                    {formatFigure(totals, c, locale)}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </div>
  );
}
