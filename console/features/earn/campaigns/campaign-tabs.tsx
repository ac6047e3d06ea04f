import { useRef, type KeyboardEvent } from 'react';
import { TAB_LABELS, type CampaignTab, type TabCounts } from '@sdk/core/campaign-tabs';

type Props = {
  tabs: CampaignTab[];
  current: CampaignTab;
  counts: TabCounts;
  onChange(tab: CampaignTab): void;
  panelId: string;
};

/** The campaigns tab bar; arrow keys, Home and End move between tabs (and choose them). */
export function CampaignTabs({ tabs, current, counts, onChange, panelId }: Props) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    onChange(tabs[next]);
    buttons.current[next]?.focus();
  };
  return (
    <div className="earn-tabs" role="tablist" aria-label="Campaign status">
      {tabs.map((tab, i) => (
        <button
          key={tab}
          ref={(el) => void (buttons.current[i] = el)}
          type="button"
          role="tab"
          className="earn-tab"
          data-tab={tab}
          aria-selected={tab === current}
          aria-controls={panelId}
          tabIndex={tab === current ? 0 : -1}
          onClick={() => onChange(tab)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {TAB_LABELS[tab]} <span className="earn-tab__count">{counts[tab]}</span>
        </button>
      ))}
    </div>
  );
}
