import { useRef, type ReactNode } from 'react';
import type { BillingSummary } from '../../api/billing';
import { formatDay, formatMoney } from '../../core/format';
import { useMessages } from '../../ui/i18n';
import { useOwnStyles } from '../../ui/own-styles';
import { Bar, Skeleton } from '../../ui/skeleton';
import { useUniqueId } from '../../ui/use-unique-id';
import { useWidgetEnvironment } from '../../ui/widget-context';
import messages from './payout-way.messages.en.json';
import css from './payout-way.css?raw';

const STEPS = ['accruing', 'available', 'inFlight', 'paid'] as const;

/** One step: its name, the amount(s) and the date(s) that say when. */
function Step({ name, children, testId }: { name: string; children: ReactNode; testId: string }) {
  return (
    <li className="ps-payouts__step" data-testid={testId}>
      <span className="ps-payouts__step-name">{name}</span>
      {children}
    </li>
  );
}

/**
 * The way from earned to paid, with dates (docs/behaviour/billing.md#billing-summary, docs/decisions/0036-payout-dates.md):
 * this month's earnings and the day they become available, the balance, withdrawals on their way with the day they are
 * expected, and the newest paid one with the count of all. Each step has an amount and a date line (the paid step a
 * count line too) whatever the data, so the placeholder's four steps take the loaded room (sdk/README.md#layout).
 */
export function PayoutWay({ summary }: { summary: BillingSummary | null }) {
  const { locale } = useWidgetEnvironment();
  const t = useMessages(messages);
  const titleId = useUniqueId();
  const ref = useRef<HTMLElement>(null);
  useOwnStyles(ref, css);
  const money = (dollars: number) => formatMoney(dollars, locale);
  const day = (iso: string) => formatDay(iso.slice(0, 10), locale);
  const title = (
    <h2 id={titleId} className="ps-payouts__heading">
      {t('payouts.way.title')}
    </h2>
  );
  if (!summary)
    return (
      <section ref={ref} className="ps-card ps-payouts__card" aria-labelledby={titleId}>
        {title}
        <Skeleton label={t('payouts.way.loading')}>
          <ol className="ps-payouts__way">
            {STEPS.map((step) => (
              <li className="ps-payouts__step" key={step}>
                <span className="ps-payouts__step-name">{t(`payouts.way.${step}`)}</span>
                <span className="ps-payouts__step-amount">
                  <Bar kind="figure" />
                </span>
                <span className="ps-payouts__step-when">
                  <Bar kind="short" />
                </span>
                {step === 'paid' ? (
                  <span className="ps-payouts__step-when">
                    <Bar />
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </Skeleton>
      </section>
    );
  const { accruing, available_amount, withdrawals_in_flight: inFlight, withdrawals_paid: paid } = summary;
  return (
    <section ref={ref} className="ps-card ps-payouts__card" aria-labelledby={titleId}>
      {title}
      <ol className="ps-payouts__way">
        <Step name={t('payouts.way.accruing')} testId="way-accruing">
          <span className="ps-payouts__step-amount">{money(accruing.amount)}</span>
          <span className="ps-payouts__step-when">
            {t('payouts.way.accruingWhen', { date: day(accruing.available_on) })}
          </span>
        </Step>
        <Step name={t('payouts.way.available')} testId="way-available">
          <span className="ps-payouts__step-amount">{money(available_amount)}</span>
          <span className="ps-payouts__step-when">{t('payouts.way.availableWhen')}</span>
        </Step>
        <Step name={t('payouts.way.inFlight')} testId="way-in-flight">
          {inFlight.length === 0 ? (
            <>
              <span className="ps-payouts__step-amount">{money(0)}</span>
              <span className="ps-payouts__step-when">{t('payouts.way.inFlightNone')}</span>
            </>
          ) : (
            <ul className="ps-payouts__moves">
              {inFlight.map((w) => (
                <li key={w.id}>
                  <span className="ps-payouts__step-amount">{money(w.amount)}</span>
                  <span className="ps-payouts__step-when">
                    {t('payouts.way.inFlightWhen', { date: day(w.expected_on) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Step>
        <Step name={t('payouts.way.paid')} testId="way-paid">
          <span className="ps-payouts__step-amount">{money(paid[0]?.amount ?? 0)}</span>
          <span className="ps-payouts__step-when">
            {paid[0] ? t('payouts.way.paidWhen', { date: day(paid[0].paid_on) }) : t('payouts.way.paidNone')}
          </span>
          <span className="ps-muted ps-payouts__step-when">
            {t('payouts.way.paidCount', { count: summary.withdrawals_paid_count })}
          </span>
        </Step>
      </ol>
    </section>
  );
}
