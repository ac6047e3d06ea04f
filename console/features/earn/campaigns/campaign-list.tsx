import type { EarnPodspot } from '@sdk/api/podspots';
import type { PublisherCampaignGroup } from '@sdk/core/publisher-campaigns';
import { ShowMore } from '@sdk/ui/show-more';
import { CampaignCard } from './campaign-card';

type Props = {
  /** The groups drawn: the pages the server answered so far. */
  groups: PublisherCampaignGroup<EarnPodspot>[];
  /** Groups of the whole list after the filters. */
  campaigns: number;
  /** 'Show more': the next page. */
  onMore(): void;
  busyId: number | null;
  onGoLive(podspot: EarnPodspot): void;
  onArchive(podspot: EarnPodspot): void;
};

/**
 * The campaign cards the server sent (whole cards until a page of rows, cut after the tab, podcast and sort), then
 * Show more. Give the list a `key` from the choice so a new one starts with its cards collapsed.
 */
export function CampaignList({ groups, campaigns, onMore, busyId, onGoLive, onArchive }: Props) {
  return (
    <>
      <ul className="earn-campaign-list">
        {groups.map((g) => (
          <CampaignCard key={g.campaignId} group={g} busyId={busyId} onGoLive={onGoLive} onArchive={onArchive} />
        ))}
      </ul>
      <ShowMore shown={groups.length} total={campaigns} noun="campaigns" onMore={onMore} />
    </>
  );
}
