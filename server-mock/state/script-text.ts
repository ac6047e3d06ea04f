import type { Campaign } from './models.ts';

/** Turns the tags of a campaign script into plain lines: list items become bullets, paragraphs lines. */
export function htmlToLines(html: string): string[] {
  return html
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(p|li|ul|ol|div|h\d)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** A campaign script as the plain text the offer card shows. */
export const scriptText = (campaign: Campaign): string => htmlToLines(campaign.script_html).join('\n');
