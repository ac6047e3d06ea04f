import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageValues } from '../core/message-render';

/** The arguments of a message and sample values that reach each of its branches (for the catalogue tests). */
function samplesOf(nodes: MessageFormatElement[], args = new Map<string, (string | number)[]>()) {
  for (const node of nodes) {
    if (node.type === TYPE.argument) args.set(node.value, ['Ana']);
    if (node.type === TYPE.number) args.set(node.value, [1234.5]);
    if (node.type === TYPE.plural) args.set(node.value, [0, 1, 2, 3, 11, 1234]);
    if (node.type === TYPE.select) args.set(node.value, [...Object.keys(node.options), 'unlisted']);
    if ('options' in node) for (const option of Object.values(node.options)) samplesOf(option.value, args);
  }
  return args;
}

/** A message's argument names, sorted. */
export const argumentsOf = (message: string) => [...samplesOf(parse(message)).keys()].sort();

/** Sets of values for `message` that together reach every plural and select branch (one empty set without any). */
export function sampleValues(message: string): MessageValues[] {
  const samples = [...samplesOf(parse(message))];
  return samples.length
    ? samples[0][1].map((_, i) =>
        Object.fromEntries(samples.map(([name, values]) => [name, values[i % values.length]])),
      )
    : [{}];
}
