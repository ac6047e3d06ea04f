import type { Campaign, Podcast, Podspot } from '../state/models.ts';
import { htmlToLines } from '../state/script-text.ts';
import { MAX_MP3_MB } from './mp3.ts';
import { instructionPdf } from './pdf.ts';

/**
 * 'podspot-campaign-instruction.pdf': what the advertiser asks for, from the campaign's script; with `podspot`, the
 * podcast it runs on (and the podspot's title once the opportunity is accepted).
 */
export function campaignInstructionPdf(
  campaign: Campaign,
  advertiser: Podcast,
  podspot?: { podspot?: Podspot; podcast: Podcast },
) {
  const about = [
    `Campaign: ${campaign.name}`,
    `Advertiser: ${advertiser.name}, hosted by ${advertiser.full_name}`,
    `Format: ${campaign.podspot_plus ? 'Podspot+' : 'Podspot'}`,
    `CPM: $${(campaign.cpm_cents / 100).toFixed(2)}`,
  ];
  if (podspot) about.push(`Runs on: ${podspot.podcast.name}`);
  if (podspot?.podspot) about.push(`Podspot title: ${podspot.podspot.title}`);
  const script = htmlToLines(campaign.script_html);
  return instructionPdf('Podspot campaign instructions', [
    { heading: 'About this campaign', lines: about },
    {
      heading: 'What to record',
      lines: script.length
        ? script
        : ['The advertiser has not given instructions yet: a short, honest read in your own voice works best.'],
    },
    {
      heading: 'How to deliver it',
      lines: [
        `1. Record the read and export it as an MP3 file (at most ${MAX_MP3_MB} MB).`,
        "2. In Podspot, open Earn > Campaigns and choose 'Upload Podspot' on this campaign.",
        '3. Integrate your smart feed if you have not yet: see the smart feed instructions.',
      ],
    },
  ]);
}

/** 'smart-feed-instruction.pdf': the Apple console steps of the go-live modal, with the podcast's own URL. */
export function smartFeedInstructionPdf(podcast: Podcast, smartFeed: string) {
  return instructionPdf('Smart feed instructions', [
    { heading: 'Your smart feed', lines: [`Podcast: ${podcast.name}`, `Smart feed URL: ${smartFeed}`] },
    {
      heading: 'Integrate it in Apple Podcasts',
      lines: [
        '1. Log in to the Apple podcast publishing console and select the show.',
        '2. Edit the RSS feed URL.',
        `3. Paste the smart feed URL: ${smartFeed}`,
        "4. Press Save, then click 'I've done it' in Podspot.",
      ],
    },
    {
      heading: 'What happens next',
      lines: [
        'Once your Podspot is uploaded and the feed is integrated, your Podspot is pending review and will go live soon.',
        'Going live can take up to 24 hours.',
      ],
    },
  ]);
}

/** The onboarding's 'podspot-campaign-instruction.pdf': the accepted offer's script and how to record and deliver it. */
export function onboardingInstructionPdf(campaign: Campaign, advertiser: Podcast, podcast: Podcast, smartFeed: string) {
  return instructionPdf('Podspot campaign instructions', [
    {
      lines: [
        `Advertiser: ${advertiser.name} (hosted by ${advertiser.full_name})`,
        `Campaign: ${campaign.name}`,
        `Your podcast: ${podcast.name}`,
      ],
    },
    { heading: 'Script', lines: htmlToLines(campaign.script_html) },
    {
      heading: 'Recording your Podspot',
      lines: [
        '• Record the read yourself, in your own voice and words, in a quiet room.',
        '• Keep it between 30 and 60 seconds.',
        `• Export it as an MP3 file (at most ${MAX_MP3_MB} MB) and upload it in the step "Upload your first Podspot".`,
        `• Then replace your podcast's RSS feed in your podcast host with your smart feed: ${smartFeed}`,
      ],
    },
  ]);
}
