import pino from 'pino';

/**
 * Where the log lines go (standard output unless told), written 4 kB at a time and at least once a
 * second. One write per line cost a third of a plain request's time (bench P1 against P1b). Lines still
 * waiting are written when the process exits (pino flushes its destination on exit), so only a killed
 * process loses up to a second of them.
 */
export function logDestination(dest: number | string = 1) {
  return pino.destination({ dest, minLength: 4096, sync: false, periodicFlush: 1000 });
}
