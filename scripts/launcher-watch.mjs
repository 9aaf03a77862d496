// npm runs a script through `sh -c`, and a SIGKILLed npm takes neither that shell nor its children with it:
// they are re-parented (to init or a subreaper) and run on. No signal tells us, so we poll /proc (Linux;
// elsewhere this watch is off and only the server's IPC channel ties it to scripts/start.mjs).
import { readFileSync } from 'node:fs';

const pollIntervalMs = 500;

function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The parent is the 4th field; the 2nd, the command name in parentheses, may itself hold spaces.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** Calls `callback` once our parent or our parent's parent (npm, when `sh -c` sits between) has died. */
export function onLauncherGone(callback) {
  const parent = parentOf('self');
  if (parent === undefined) return;
  const grandparent = parentOf(parent);
  const timer = setInterval(() => {
    if (parentOf('self') === parent && parentOf(parent) === grandparent) return;
    clearInterval(timer);
    callback();
  }, pollIntervalMs).unref();
}
