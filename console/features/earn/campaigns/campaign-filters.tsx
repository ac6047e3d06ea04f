import { CAMPAIGN_SORT_LABELS, CAMPAIGN_SORTS, isCampaignSort, type CampaignSort } from '@sdk/core/publisher-campaigns';
import { PodcastChoiceSelect } from '../../../ui/podcast-choice';
import { TopBarTwin } from '../../../ui/top-bar-twin';

/**
 * The campaigns page's podcast filter (the shared searchable dropdown, bound to the top bar's podcast so both always
 * agree; phones show only the top bar's) and the sort select.
 */
export function CampaignFilters({ sort, onSort }: { sort: CampaignSort; onSort(sort: CampaignSort): void }) {
  return (
    <div className="earn-filters">
      <TopBarTwin>
        <PodcastChoiceSelect label="Podcast" />
      </TopBarTwin>
      <label className="earn-filters__field">
        <span className="earn-filters__label">Sort by</span>
        <select
          className="ps-select"
          value={sort}
          onChange={(e) => isCampaignSort(e.currentTarget.value) && onSort(e.currentTarget.value)}
        >
          {CAMPAIGN_SORTS.map((s) => (
            <option key={s} value={s}>
              {CAMPAIGN_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
