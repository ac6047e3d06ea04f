import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { adoptStyles } from '@sdk/ui/styles';
import inboxCss from '@sdk/widgets/opportunities-inbox/opportunities-inbox.css?raw';
import { InboxBody, NotInterestedList } from '@sdk/widgets/opportunities-inbox';
import { paths } from '../../../lib/paths';
import { ConsoleWidgets } from '../../../lib/widget-environment';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { LoadFailed } from '../../../ui/load-failed';
import earnCss from '../earn.css?raw';
import { useInbox } from '../common/use-inbox';

adoptStyles(document, inboxCss, earnCss);

function NotInterested() {
  const navigate = useNavigate();
  const inbox = useInbox();
  const { rejected, rejectedTotal, busyId, loadRejected, moreRejected } = inbox.state;
  useEffect(() => {
    loadRejected();
  }, [loadRejected]);
  return (
    <div className="page page--narrow earn-not-interested">
      <Breadcrumbs
        trail={[
          { label: 'Earn', to: paths.earn },
          { label: 'Opportunities', to: paths.opportunities },
          { label: 'Not interested' },
        ]}
      />
      <h1 className="ps-visually-hidden">Not interested</h1>
      <section className="ps-card ps-inbox">
        <InboxBody list={rejected} onRetry={loadRejected} Failure={LoadFailed}>
          <NotInterestedList
            items={rejected.items}
            count={rejectedTotal}
            onMore={() => void moreRejected()}
            onUndo={inbox.undo}
            busyId={busyId}
            backHref={paths.opportunities}
            onNavigate={(href) => navigate(href)}
          />
        </InboxBody>
      </section>
      {inbox.overlays}
    </div>
  );
}

/** /earn/opportunities/not-interested: back arrow, title with the count, Undo per opportunity; paged on the server. */
export function NotInterestedPage() {
  return (
    <ConsoleWidgets>
      <NotInterested />
    </ConsoleWidgets>
  );
}
