// Writes `count` log lines through the portal's log destination, then ends as told (the test reads them).
import pino from 'pino';
import { logDestination } from './log-destination';

const [count = '3', ending = 'natural'] = process.argv.slice(2);
const logger = pino({ level: 'info' }, logDestination());
for (let line = 1; line <= Number(count); line += 1) logger.info({ line }, 'line written');
if (ending === 'exit') process.exit(0);
