import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { getAdvertiserPodspots, type AdvertiserPodspot } from '../../../sdk/api/advertise';
import type { ApiError } from '../../../sdk/api/errors';
import { spendProgress } from '../../../sdk/core/budget';
import { formatMoney } from '../../../sdk/core/format';
import { paths } from '../../app/paths';
import { api } from '../../lib/api';

type CampaignGroup = { id: number; name: string; artwork: string; budget: number; spend: number; progress: number; podspots: AdvertiserPodspot[] };

/** Groups podspots by campaign; a group's total budget is the budget of its first record (spec 001 §3). */
export function groupCampaigns(podspots: AdvertiserPodspot[]): CampaignGroup[] {
  const groups = new Map<number, AdvertiserPodspot[]>();
  for (const p of podspots) groups.set(p.campaign_id, [...(groups.get(p.campaign_id) ?? []), p]);
  return [...groups.values()].map((rows) => ({
    id: rows[0].campaign_id,
    name: rows[0].campaign_name,
    artwork: rows[0].campaign_art_work,
    budget: rows[0].budget,
    spend: rows.reduce((s, r) => s + r.spend_lifetime, 0),
    progress: spendProgress(rows.map((r) => r.spend_lifetime), rows[0].budget),
    podspots: rows,
  }));
}

/** /advertise/campaigns: one card per campaign with its spend of budget and a link to its insights. */
export function AdvertiseCampaignsPage() {
  const [podspots, setPodspots] = useState<AdvertiserPodspot[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    getAdvertiserPodspots(api).then(setPodspots, setError);
  }, []);
  const campaigns = useMemo(() => groupCampaigns(podspots ?? []), [podspots]);

  return (
    <div className="page">
      <h1 className="page__title">Campaigns {podspots ? <span className="badge">{campaigns.length}</span> : null}</h1>
      {error ? <p className="form-error" role="alert">{error.message}</p> : null}
      {!podspots && !error ? <div className="ps-spinner" role="status" aria-label="Loading campaigns"><span className="ps-spinner__dot" /></div> : null}
      <ul className="card-list">
        {campaigns.map((c) => (
          <li key={c.id} className="ps-card campaign-card">
            <img src={c.artwork} alt="" width={48} height={48} className="avatar" />
            <div className="campaign-card__body">
              <h2 className="campaign-card__name">{c.name}</h2>
              <p className="ps-muted">{formatMoney(c.spend)} of {formatMoney(c.budget)}</p>
              <div className="progress" title={`Total Spend: ${c.progress}%`} role="progressbar" aria-valuenow={c.progress} aria-valuemin={0} aria-valuemax={100} aria-label={`Total Spend: ${c.progress}%`}>
                <span style={{ width: `${c.progress}%` }} />
              </div>
            </div>
            <Link className="ps-button ps-button--quiet" to={`${paths.advertiseInsights}?advertiser_id=${c.podspots[0].advertiser_podcast_id}`}>View insights</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
