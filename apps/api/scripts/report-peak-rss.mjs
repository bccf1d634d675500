// Loaded with --import into a command's process: on exit, appends its peak resident memory
// in bytes to PEAK_RSS_FILE.
import { appendFileSync } from 'node:fs';

process.on('exit', () => {
  const file = process.env.PEAK_RSS_FILE;
  if (file) appendFileSync(file, `${process.resourceUsage().maxRSS * 1024}\n`);
});
