import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compiledMessages, compileEnglish } from '../../scripts/rollup/compiled-messages.mjs';
import { englishMessages } from '../../scripts/rollup/locale-files.mjs';
import { compileMessage } from '../core/message-format';
import { renderMessage } from '../core/message-render';
import ui from '../ui/messages.en.json';
import { sampleValues } from './message-samples';

// English ships parsed by the build (scripts/rollup/compiled-messages.mjs, FormatJS's parser) and is shown by the
// widgets' renderer; other catalogues are parsed in the browser by sdk/core/message-format.ts. Both must say what
// intl-messageformat says, for today's messages and for the ICU the formatter supports.
const SYNTAX = [
  'Daily earnings, {range}',
  '{n, plural, one {# opportunity} other {# opportunities}}',
  '{n, plural, =0 {No opportunities} one {# new opportunity} other {# new opportunities}} in {show}',
  '{n, number} downloads',
  '{tone, select, success {Done} other {Failed}}',
  '{n, plural, one {# in {show}} other {# in {show}}}',
  '{kind, select, video {{n, plural, one {# video} other {# videos}}} other {{n, plural, one {# file} other {# files}}}}',
  "It's {name}'s podcast",
  "'{literal}' and ''quoted''",
];
const messages: [string, string][] = [
  ...Object.entries(englishMessages()),
  ...SYNTAX.map((m): [string, string] => [m, m]),
];

describe('English messages compiled at build time', () => {
  it.each(messages)('%s: renders as intl-messageformat formats it', (_key, message) => {
    for (const values of sampleValues(message))
      expect(renderMessage(compileEnglish(message), values, 'en'), JSON.stringify(values)).toBe(
        String(new IntlMessageFormat(message, 'en').format(values)),
      );
  });

  it.each(messages)('%s: compiles as the browser parses it', (_key, message) => {
    expect(compileEnglish(message)).toEqual(compileMessage(message));
  });

  it('reach the widgets compiled: a message without arguments is its text, one with them its parts', () => {
    expect((ui as Record<string, unknown>)['ui.download.canceled']).toBe(englishMessages()['ui.download.canceled']);
    const card = englishMessages()['card.chart'];
    expect(compileEnglish(card)).toEqual(['Daily earnings, ', ['range']]);
  });

  it('refuse ICU the widgets cannot render, naming the message', () => {
    expect(() => compileEnglish('{d, date, short}')).toThrow(/"\{d, date, short\}" uses ICU syntax/);
    expect(() => compileEnglish('{n, selectordinal, one {#st} other {#th}}')).toThrow(/uses ICU syntax/);
  });
});

describe('the build refuses a catalogue imported another way', () => {
  const plugin = compiledMessages();
  const transform = (code: string) =>
    (plugin.transform as (this: unknown, code: string, id: string) => unknown).call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      code,
      '/repo/sdk/widgets/x/x.tsx',
    );

  it.each([
    "import { 'card.title' as title } from './messages.en.json';",
    "import * as messages from './messages.en.json';",
    "const messages = await import('./messages.en.json');",
    "import messages from './messages.en.json' with { type: 'json' };",
  ])('%s', (line) => {
    expect(() => transform(`${line}\nexport {};`)).toThrow(/import a catalogue only as `import english from/);
  });

  it('takes the one way components import it', () => {
    expect(transform("import messages from './messages.en.json';\nimport ui from '../../ui/messages.en.json';")).toBe(
      null,
    );
  });
});
