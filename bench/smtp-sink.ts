// A mail server for the benchmarks, in a process of its own so that receiving mail does not weigh on the
// measured server's CPU. Prints its SMTP URL on the first line of stdout and runs until stdin closes.
import { startTestSmtpServer } from '../api/src/testing/test-smtp-server.js';

const smtp = await startTestSmtpServer();
console.log(smtp.url);
process.stdin.resume();
process.stdin.on('end', () => void smtp.close().then(() => process.exit(0)));
