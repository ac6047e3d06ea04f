import { useEffect, useState } from 'react';
import { getUser } from '@sdk/api/accounts';
import { adoptStyles } from '@sdk/ui/styles';
import { api } from '../../lib/api';
import { surveyFormUrl } from '../../lib/config';
import { useSession } from '../../lib/session';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import advertiseCss from './advertise.css?raw';

adoptStyles(document, advertiseCss);

/** The user's email: from the stored user info, else GET /user; `undefined` while loading, null when unknown. */
function useEmail(): string | null | undefined {
  const stored = useSession((s) => s.user?.email);
  const [fetched, setFetched] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (stored) return;
    let live = true;
    getUser(api).then(
      (u) => live && setFetched(u.email || null),
      () => live && setFetched(null),
    );
    return () => {
      live = false;
    };
  }, [stored]);
  return stored || fetched;
}

/** /advertise for a publisher who is not an advertiser: what advertising is, and the survey form to sign up. */
export function AdvertisePromoPage() {
  const email = useEmail();
  return (
    <div className="page page--narrow">
      <Breadcrumbs trail={[{ label: 'Advertise' }]} />
      <section className="ps-card promo">
        <p className="promo__eyebrow">Advertise on Podspot</p>
        <h1 className="promo__title">Get discovered by new listeners</h1>
        <p className="promo__lead">
          Promote your podcast with Podspots: short audio spots that play inside other shows&apos; episodes. Choose the
          podcasts your campaign runs on and follow its spend, impressions and acquired listeners in one place.
        </p>
        <ul className="promo__points">
          <li>Reach the audiences of podcasts like yours</li>
          <li>Follow spend, impressions, acquisitions and downloads per podcast</li>
          <li>Set a budget and see how much of it each campaign has used</li>
        </ul>
        {email === undefined ? (
          <button type="button" className="ps-button promo__cta" disabled aria-busy="true">
            Learn more
          </button>
        ) : (
          // A link, not window.open: it opens the new tab from the user's own click, with no access back to the console.
          <a className="ps-button promo__cta" href={surveyFormUrl(email)} target="_blank" rel="noopener noreferrer">
            Learn more<span className="ps-visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </section>
    </div>
  );
}
