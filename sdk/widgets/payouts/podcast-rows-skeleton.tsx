import { Bar } from '../../ui/skeleton';

/** The month's total and two podcast rows, in their own layout, while the month loads. */
export function PodcastRowsSkeleton() {
  return (
    <>
      <p className="ps-payouts__total">
        <Bar kind="figure" />
      </p>
      <ul className="ps-payouts__rows" aria-hidden="true">
        {[0, 1].map((i) => (
          <li className="ps-payouts__row" key={i}>
            <span className="ps-payouts__row-head">
              <Bar />
              <Bar kind="figure" />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
