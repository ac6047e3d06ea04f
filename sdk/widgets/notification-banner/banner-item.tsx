import { formatCount, formatDay } from '../../core/format';
import { itemWording, type NotificationItem } from '../../core/notification-items';
import { useMessages } from '../../ui/i18n';
import { useWidgetEnvironment } from '../../ui/widget-context';
import messages from './messages.en.json';

/** One line of the banner: the count, what to do (and by when), and the action's button. */
export function BannerItem({ item, onAct }: { item: NotificationItem; onAct(): void }) {
  const { locale } = useWidgetEnvironment();
  const t = useMessages(messages);
  const wording = itemWording(item);
  return (
    <li className="ps-banner__item" data-kind={item.kind}>
      <span className="ps-banner__count" aria-hidden="true">
        {formatCount(item.count, locale)}
      </span>
      <span className="ps-banner__text">
        {t(wording.text, wording.values)}
        {item.deadline ? (
          <span className="ps-banner__due"> {t('banner.due', { date: formatDay(item.deadline, locale) })}</span>
        ) : null}
      </span>
      <button type="button" className="ps-button ps-button--quiet ps-banner__action" onClick={onAct}>
        {t(wording.action)}
      </button>
    </li>
  );
}
