/** How often the parent is looked for when there is no IPC channel to it. */
const PARENT_CHECK_MS = 500;

/**
 * Calls `stop` when the process that started this one is gone, even by kill -9, so the server never holds its port
 * as an orphan. With an IPC channel (scripts/start.mjs) its close says so at once. Started by npm (npx, npm run),
 * which does not always pass SIGTERM on, the parent is watched instead: a server started from a shell and left in
 * the background is not stopped when that shell exits.
 */
export function stopWithParent(stop: () => void, env: NodeJS.ProcessEnv = process.env): void {
  if (process.connected) {
    process.once('disconnect', stop);
    return;
  }
  if (!env.npm_command) return;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, PARENT_CHECK_MS);
  timer.unref();
}
