// npm runs a script through `sh -c`, and a SIGKILLed npm takes neither that shell nor its children with it:
// they are re-parented (to init or a subreaper) and run on. No signal tells us, so we poll /proc (Linux;
// elsewhere this watch is off and only the server's IPC channel ties it to scripts/start.mjs).
import { readFileSync } from 'node:fs';

const pollIntervalMs = 500;
/** npm, then the `sh -c` it runs scripts through, then us: npm is at most this many levels up. */
const maxLevelsUp = 3;

function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** The 4th field of /proc/<pid>/stat; the 2nd, the command name in parentheses, may itself hold spaces. */
function parentOf(pid) {
  const stat = readProc(pid, 'stat');
  return stat === undefined ? undefined : Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function isAlive(pid) {
  const stat = readProc(pid, 'stat');
  // A dead process whose parent has not reaped it yet lingers as a zombie (state Z): gone all the same.
  return stat !== undefined && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
}

/** The npm process that ran `npm start`, found by its command line among our nearest ancestors. */
function npmAncestor() {
  let pid = parentOf('self');
  for (let level = 0; level < maxLevelsUp && pid; level += 1, pid = parentOf(pid)) {
    // npm titles itself "npm start" (which overwrites its argv); else it shows as `node …/npm-cli.js start`.
    const commandLine = readProc(pid, 'cmdline')?.replaceAll('\0', ' ') ?? '';
    if (/(^|[\s/])npm(-cli\.js)?(\s|$)/.test(commandLine)) return pid;
  }
  return undefined;
}

/**
 * Under `npm start`, calls `callback` once that npm process has died. Only npm is watched: the user's
 * shell may end (a `nohup npm start &` and a logout) while npm, and so the server, rightly run on.
 */
export function onNpmGone(callback) {
  if (process.env.npm_lifecycle_event === undefined) return;
  const npm = npmAncestor();
  if (npm === undefined) return;
  const timer = setInterval(() => {
    if (isAlive(npm)) return;
    clearInterval(timer);
    callback();
  }, pollIntervalMs).unref();
}
