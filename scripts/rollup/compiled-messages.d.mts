import type { Plugin } from 'rollup';
import type { CompiledMessage } from '../../sdk/core/message-render';

export function compileEnglish(message: string): CompiledMessage;
export function compiledMessages(): Plugin & { enforce: 'pre' };
