import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { FALLBACK_MESSAGE, NETWORK_MESSAGE } from '../../api/errors';
import { INVALID_MP3_MESSAGE } from '../../core/go-live';
import { compileMessage } from '../../core/message-format';
import de from '../../locales/de.json';
import { fakeClient, renderWidget, waitFor } from '../../test/render-widget';
import { podspotRow } from '../../test/go-live-fixtures';
import { DOWNLOAD_TIMED_OUT } from '../../ui/download';
import { useWidgetEnvironment, WidgetProvider } from '../../ui/widget-context';
import { useFailureText } from './failure-text';
import { GoLiveUploader } from './go-live-uploader';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

/** The widget environment around, with a catalogue, as the runtime provides it once a locale's file is in. */
function InLanguage({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Record<string, string>;
  children: ReactNode;
}) {
  // Parsed as the runtime's catalogue fetch parses a locale's file (English is compiled at build).
  const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
  return <WidgetProvider value={{ ...useWidgetEnvironment(), locale, messages: compiled }}>{children}</WidgetProvider>;
}

describe('the go-live uploader in German', () => {
  it('pages its list with a German count line and Show more, numbers formatted for the locale', async () => {
    const drafts = Array.from({ length: 1234 }, (_, i) => podspotRow({ id: 500 + i }));
    const { client } = fakeClient({
      'GET /earn/podspots': ({ url }) => {
        const from = Number(url.searchParams.get('offset') ?? 0);
        const page = drafts.slice(from, from + Number(url.searchParams.get('limit')));
        return { body: { data: { podspots: page }, archived_podspots: 0, total: drafts.length } };
      },
    });
    const view = await renderWidget(
      <InLanguage locale="de" messages={de}>
        <GoLiveUploader />
      </InLanguage>,
      client,
    );
    cleanup = view.unmount;
    const screen = within(view.container);
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(40));
    screen.getByRole('heading', { level: 2, name: 'Handlungsbedarf' });
    const line = screen.getByText('40 von 1.234 Kampagnen angezeigt');
    // The Show more button beside its line.
    within(line.parentElement!).getByRole('button', { name: 'Mehr anzeigen' });
  });
});

describe('the uploader’s failure texts', () => {
  let shown: string[] = [];
  function Texts({ failures }: { failures: { status?: number; message: string }[] }) {
    const text = useFailureText();
    shown = failures.map(text);
    return null;
  }
  const failures = [
    { status: 0, message: 'Could not reach Podspot at http://api.test. You may be offline, or …' },
    { message: NETWORK_MESSAGE },
    { message: FALLBACK_MESSAGE },
    { message: INVALID_MP3_MESSAGE },
    { message: DOWNLOAD_TIMED_OUT },
    { status: 413, message: 'The file is larger than 20 MB. Please upload a smaller .mp3 file.' },
  ];

  it.each([
    [
      'German: the SDK’s own texts translated, the API’s message as it came',
      de,
      [
        de['api.network'],
        de['api.network'],
        de['api.fallback'],
        de['golive.upload.invalid'],
        de['ui.download.timedOut'],
        failures[5].message,
      ],
    ],
    [
      'English: the texts as they are, no network cause for the user',
      null,
      [
        NETWORK_MESSAGE,
        NETWORK_MESSAGE,
        FALLBACK_MESSAGE,
        INVALID_MP3_MESSAGE,
        DOWNLOAD_TIMED_OUT,
        failures[5].message,
      ],
    ],
  ])('%s', async (_name, messages, expected) => {
    const { client } = fakeClient({});
    const view = await renderWidget(
      messages ? (
        <InLanguage locale="de" messages={messages}>
          <Texts failures={failures} />
        </InLanguage>
      ) : (
        <Texts failures={failures} />
      ),
      client,
    );
    cleanup = view.unmount;
    expect(shown).toEqual(expected);
  });
});
