import { useMemo } from 'react';
import type { EarnPodspot } from '@sdk/api/podspots';
import { firstGroups } from '@sdk/core/paging';
import type { PublisherCampaignGroup } from '@sdk/core/publisher-campaigns';
import { ShowMore, usePageLimit } from '@sdk/widgets/opportunities-inbox';
import { CampaignCard } from './campaign-card';

type Props = {
  groups: PublisherCampaignGroup<EarnPodspot>[];
  busyId: number | null;
  onGoLive(podspot: EarnPodspot): void;
  onArchive(podspot: EarnPodspot): void;
};

/**
 * The campaign cards, paged: whole cards until a page of rows is drawn, then Show more. The tab, podcast and
 * sort work on the whole list before it is cut; give the list a `key` from them so a new choice starts at page one.
 */
export function CampaignList({ groups, busyId, onGoLive, onArchive }: Props) {
  const [limit, more] = usePageLimit();
  const page = useMemo(() => firstGroups(groups, limit), [groups, limit]);
  return (
    <>
      <ul className="earn-campaign-list">
        {page.shown.map((g) => (
          <CampaignCard key={g.campaignId} group={g} busyId={busyId} onGoLive={onGoLive} onArchive={onArchive} />
        ))}
      </ul>
      <ShowMore shown={page.shown.length} total={groups.length} noun="campaigns" onMore={more} />
    </>
  );
}
