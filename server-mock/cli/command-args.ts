import { parseArgs } from 'node:util';

export type CommandArgs = { values: { port?: string; sandbox?: string }; positionals: string[] };

/**
 * The flags every command against a running mock takes (`--port`, `--sandbox`, `--help`), parsed: the arguments, or
 * the exit code once the command has printed its help (0) or a usage error with its help (2).
 */
export function commandArgs(argv: string[], help: string): CommandArgs | number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { port: { type: 'string' }, sandbox: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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
  return { values: parsed.values, positionals: parsed.positionals };
}
