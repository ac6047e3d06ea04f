import earningsCss from '../../../sdk/widgets/earnings-card/earnings-card.css?raw';
import { EarningsCard } from '../../../sdk/widgets/earnings-card/earnings-card';
import { adoptStyles } from '../../../sdk/ui/styles';
import { paths } from '../../app/paths';
import { ConsoleWidgets } from '../../lib/widget-environment';

adoptStyles(document, earningsCss);

/** /earn: the publisher's dashboard. The 30-day earnings card is the SDK's own widget. */
export function EarnDashboard() {
  return (
    <ConsoleWidgets>
      <div className="page page--narrow">
        <h1 className="page__title">Dashboard</h1>
        <EarningsCard preset="last_30_days" href={paths.earnInsights} />
      </div>
    </ConsoleWidgets>
  );
}
