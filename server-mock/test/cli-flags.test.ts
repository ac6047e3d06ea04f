import { describe, expect, it } from 'vitest';
import { parseFlags } from '../cli/flags.ts';

describe('podspot-mock flags', () => {
  it('starts on port 4010, demo, the examples origin, the SDK served and approval off by default', () => {
    expect(parseFlags([])).toEqual({
      run: {
        port: 4010,
        scenario: 'demo',
        fixtureFile: undefined,
        partnerOrigins: ['http://localhost:4011'],
        stateFile: undefined,
        jwtSecret: undefined,
        approveAfterSeconds: 0,
        serveSdk: true,
        sandboxIdleSeconds: 1800,
        maxSandboxes: 200,
      },
    });
  });

  it('reads every flag; --partner-origin repeats', () => {
    const argv = [
      ...['--port', '0', '--scenario', 'empty', '--state', 's.json', '--jwt-secret', 'k'],
      ...['--approve-after', '1.5', '--no-sdk', '--sandbox-idle', '60', '--max-sandboxes', '8'],
      ...['--partner-origin', 'http://localhost:3000/', '--partner-origin', 'https://qa.example.test'],
    ];
    expect(parseFlags(argv)).toEqual({
      run: {
        port: 0,
        scenario: 'empty',
        fixtureFile: undefined,
        partnerOrigins: ['http://localhost:3000', 'https://qa.example.test'],
        stateFile: 's.json',
        jwtSecret: 'k',
        approveAfterSeconds: 1.5,
        serveSdk: false,
        sandboxIdleSeconds: 60,
        maxSandboxes: 8,
      },
    });
  });

  it('takes the defaults of npm run mock from PORT and EXAMPLES_PORT', () => {
    expect(parseFlags([], { PORT: '5000', EXAMPLES_PORT: '5001' })).toMatchObject({
      run: { port: 5000, partnerOrigins: ['http://localhost:5001'] },
    });
  });

  it.each([
    [['--help'], { help: true }],
    [['-h'], { help: true }],
    [['--version'], { version: true }],
  ])('%j asks for %j', (argv, request) => expect(parseFlags(argv)).toEqual(request));

  it.each([
    [['--prot', '1'], 'Unknown flag --prot. Run podspot-mock --help for the flags.'],
    [['--port'], '--port needs a value. Run podspot-mock --help for the flags.'],
    [['--no-sdk=yes'], '--no-sdk takes no value. Run podspot-mock --help for the flags.'],
    [['4010'], 'Unexpected argument 4010: every value follows its flag. Run podspot-mock --help for the flags.'],
    [['--port', '80a'], '--port must be a whole number from 0 to 65535 (0: any free port), not "80a".'],
    [['--port', '70000'], '--port must be a whole number from 0 to 65535 (0: any free port), not "70000".'],
    [['--scenario', 'huge'], 'Unknown scenario "huge". Use one of: demo, large, xlarge, empty.'],
    [['--sandbox-idle', '0'], '--sandbox-idle must be a whole number of seconds, 1 or more, not "0".'],
    [['--max-sandboxes', 'lots'], '--max-sandboxes must be a whole number, 1 or more, not "lots".'],
    [
      ['--approve-after', '-1'],
      '--approve-after needs a value; write one that starts with "-" as --approve-after=VALUE. Run podspot-mock --help for the flags.',
    ],
    [['--approve-after=-1'], '--approve-after must be a number of seconds, 0 or more (0: off), not "-1".'],
    [['--jwt-secret', ''], '--jwt-secret needs a non-empty secret.'],
    [
      ['--partner-origin', 'http://localhost:3000/app'],
      '--partner-origin "http://localhost:3000/app" is not an origin: give scheme://host[:port] with no path, e.g. http://localhost:3000.',
    ],
  ])('%j is refused with one line: %s', (argv, error) => {
    const request = parseFlags(argv);
    expect(request).toEqual({ error });
    expect(error).not.toContain('\n');
  });

  it('names PORT when the bad port came from the environment', () => {
    expect(parseFlags([], { PORT: 'x' })).toEqual({
      error: 'PORT must be a whole number from 0 to 65535 (0: any free port), not "x".',
    });
  });
});
