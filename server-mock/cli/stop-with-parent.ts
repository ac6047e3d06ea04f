import { readFileSync } from 'node:fs';

/** How often the parent is looked for when there is no IPC channel to it. */
const PARENT_CHECK_MS = 500;

/** The parent of a process (Linux /proc); undefined when it is gone or there is no /proc. */
function parentOf(pid: number): number | undefined {
  try {
    // "pid (command) state ppid …": the command may hold spaces and parentheses, so read after its last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * Calls `stop` when the process that started this one is gone, even by kill -9, so the server never holds its port
 * as an orphan. With an IPC channel (scripts/start.mjs) its close says so at once. Started by npm (npx, npm run) —
 * where an IPC channel may also be one inherited by mistake (NODE_CHANNEL_FD in the environment) —
 * which does not always pass SIGTERM on, the parent and its parent are watched (npx runs the bin through `sh -c`, and
 * the shell outlives a killed npx); a server started from a shell and left in the background is never stopped.
 */
export function stopWithParent(stop: () => void, env: NodeJS.ProcessEnv = process.env): void {
  if (process.connected) process.once('disconnect', stop);
  if (!env.npm_command) return;
  const parent = process.ppid;
  const grandparent = parentOf(parent);
  const timer = setInterval(() => {
    if (process.ppid === parent && parentOf(parent) === grandparent) return;
    clearInterval(timer);
    stop();
  }, PARENT_CHECK_MS);
  timer.unref();
}
