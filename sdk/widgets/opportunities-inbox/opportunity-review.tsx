import { useEffect, useState } from 'react';
import { useUniqueId } from '../../ui/use-unique-id';
import {
  CAMPAIGN_INSTRUCTION_FILE,
  campaignInstructionPath,
  campaignInstructionQuery,
  type Opportunity,
} from '../../api/opportunities';
import { formatCount, formatMoney } from '../../core/format';
import { estimateText } from './estimate-text';
import { budgetLabel, needsClamp } from '../../core/opportunities';
import { Dialog } from '../../ui/dialog';
import { downloadErrorMessage, downloadFile } from '../../ui/download';
import { useDownloadMessage, useMessages } from '../../ui/i18n';
import ui from '../../ui/messages.en.json';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { Artwork } from './artwork';
import messages from './messages.en.json';
import review from './review.messages.en.json';

type Props = {
  /** The opportunity under review; the dialog is closed while null. */
  opportunity: Opportunity | null;
  /** True while Accept or Not interested runs: the buttons are disabled. */
  busy: boolean;
  onClose(): void;
  onAccept(opportunity: Opportunity): void;
  onReject(opportunity: Opportunity): void;
};

/**
 * The opportunity review modal (docs/behaviour/earn.md#opportunity-review-modal): advertiser, podcast, figures, format,
 * instructions; Close / Not interested / Accept.
 */
export function OpportunityReviewDialog({ opportunity, busy, onClose, onAccept, onReject }: Props) {
  // The last opportunity stays rendered while the dialog closes, so its content does not vanish first.
  const [shown, setShown] = useState(opportunity);
  useEffect(() => {
    if (opportunity) setShown(opportunity);
  }, [opportunity]);
  const o = opportunity ?? shown;
  const t = useMessages(messages);
  const tReview = useMessages(review);
  const tUi = useMessages(ui);
  return (
    <Dialog
      open={Boolean(opportunity)}
      title={tReview('inbox.dialog.title')}
      onClose={onClose}
      footer={
        o ? (
          <>
            <button type="button" className="ps-button ps-button--quiet" onClick={onClose}>
              {tUi('ui.close')}
            </button>
            <button type="button" className="ps-button ps-button--quiet" disabled={busy} onClick={() => onReject(o)}>
              {t('inbox.notInterested')}
            </button>
            <button type="button" className="ps-button" disabled={busy} onClick={() => onAccept(o)}>
              {tReview('inbox.dialog.accept')}
            </button>
          </>
        ) : null
      }
    >
      {o ? <ReviewBody key={o.id} opportunity={o} /> : null}
    </Dialog>
  );
}

function ReviewBody({ opportunity: o }: { opportunity: Opportunity }) {
  const { locale } = useWidgetEnvironment();
  const t = useMessages(messages);
  const tReview = useMessages(review);
  const tUi = useMessages(ui);
  const [expanded, setExpanded] = useState(false);
  const clamp = needsClamp(o.advertiser_podcast_description);
  const descriptionId = useUniqueId();
  const figures: [string, string][] = [
    [tReview('inbox.dialog.budget'), budgetLabel(o.advertiser_budget, locale)],
    [
      tReview('inbox.dialog.downloads'),
      o.estimated_dls_per_ep > 0 ? formatCount(o.estimated_dls_per_ep, locale) : t('inbox.notYet'),
    ],
    [tReview('inbox.dialog.estimate'), estimateText(o, locale, t)],
    [tReview('inbox.dialog.cpm'), formatMoney(o.cpm, locale)],
    [tReview('inbox.dialog.campaignId'), String(o.campaign_id)],
    // The reading chosen (docs/behaviour/earn.md#readings-chosen): one format, 'Podspot+' when podspot_plus is set.
    [tReview('inbox.dialog.format'), tReview('inbox.dialog.formatName', { plus: o.podspot_plus ? 'yes' : 'no' })],
  ];
  return (
    <div className="ps-review">
      <section className="ps-review__section">
        <h3 className="ps-review__heading">{t('inbox.advertiser')}</h3>
        <div className="ps-review__who">
          <Artwork
            src={o.advertiser_podcast_art_work}
            size={56}
            podcast={{ id: o.advertiser_podcast_id, name: o.advertiser_podcast_name }}
          />
          <div>
            <p className="ps-review__name">{o.advertiser_podcast_name}</p>
            <p className="ps-muted">{tReview('inbox.dialog.by', { name: o.advertiser_full_name })}</p>
          </div>
        </div>
        {o.advertiser_podcast_description ? (
          <p
            id={descriptionId}
            // The advertiser's own text, in its own direction: an English description keeps its punctuation in Arabic.
            dir="auto"
            className={`ps-review__description${clamp && !expanded ? ' ps-review__description--clamped' : ''}`}
          >
            {o.advertiser_podcast_description}
          </p>
        ) : null}
        {clamp ? (
          <button
            type="button"
            className="ps-link ps-inbox__link-button"
            aria-expanded={expanded}
            aria-controls={descriptionId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? tReview('inbox.dialog.showLess') : tUi('ui.showMore')}
          </button>
        ) : null}
      </section>
      <section className="ps-review__section">
        <h3 className="ps-review__heading">{t('inbox.podcast')}</h3>
        <div className="ps-review__who">
          <Artwork
            src={o.publisher_podcast_art_work}
            size={44}
            podcast={{ id: o.publisher_podcast_id, name: o.publisher_podcast_name }}
          />
          <div>
            <p className="ps-review__name">{o.publisher_podcast_name}</p>
            <p className="ps-muted">{tReview('inbox.dialog.by', { name: o.publisher_full_name })}</p>
          </div>
        </div>
      </section>
      <dl className="ps-review__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="ps-review__figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <InstructionsDownload campaignId={o.campaign_id} podspotId={o.id} />
    </div>
  );
}

/** The campaign's instructions for this opportunity's podspot (`podspot_id`: docs/behaviour/earn.md#calls). */
function InstructionsDownload({ campaignId, podspotId }: { campaignId: number; podspotId: number }) {
  const { client, emit } = useWidgetEnvironment();
  const tReview = useMessages(review);
  const downloadMessage = useDownloadMessage();
  const [state, setState] = useState<{ running: boolean; error: string | null }>({ running: false, error: null });
  const download = async () => {
    setState({ running: true, error: null });
    try {
      const fileName = await downloadFile(
        client,
        campaignInstructionPath(campaignId),
        campaignInstructionQuery(podspotId),
        CAMPAIGN_INSTRUCTION_FILE,
      );
      emit('export_downloaded', { fileName });
      setState({ running: false, error: null });
    } catch (error) {
      // Shown in the dialog: toasts sit below a modal dialog's top layer.
      // The status and text (docs/behaviour/frame.md#downloads).
      setState({ running: false, error: downloadErrorMessage(error) });
    }
  };
  return (
    <div className="ps-review__instructions">
      <div>
        <p className="ps-review__name">{tReview('inbox.dialog.instructions')}</p>
        <p className="ps-muted">{tReview('inbox.dialog.instructionsText')}</p>
      </div>
      <button type="button" className="ps-button ps-button--quiet" disabled={state.running} onClick={download}>
        {state.running ? tReview('inbox.dialog.downloading') : tReview('inbox.dialog.download')}
      </button>
      {state.error ? (
        <p className="ps-review__error" role="alert">
          {downloadMessage(state.error)}
        </p>
      ) : null}
    </div>
  );
}
