import { parseArgs } from 'node:util';

export type CommandArgs<Flag extends string = never> = {
  values: { port?: string; sandbox?: string } & { [F in Flag]?: string };
  positionals: string[];
};

/**
 * The flags every command against a running mock takes (`--port`, `--sandbox`, `--help`) plus the command's own
 * string flags, parsed: the arguments, or the exit code once the command has printed its help (0) or a usage error
 * with its help (2).
 */
export function commandArgs<Flag extends string = never>(
  argv: string[],
  help: string,
  own: readonly Flag[] = [],
): CommandArgs<Flag> | number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        ...Object.fromEntries(own.map((flag) => [flag, { type: 'string' as const }])),
        port: { type: 'string' },
        sandbox: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${help}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(help);
    return 0;
  }
  const { help: _help, ...values } = parsed.values;
  return { values: values as CommandArgs<Flag>['values'], positionals: parsed.positionals };
}
