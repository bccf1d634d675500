// Loaded with --import (through NODE_OPTIONS, so the CLI process run-cli.mjs starts has it
// too): on exit, appends this process's peak resident memory in bytes to PEAK_RSS_FILE.
import { appendFileSync } from 'node:fs';

process.on('exit', () => {
  const file = process.env.PEAK_RSS_FILE;
  if (file) appendFileSync(file, `${process.resourceUsage().maxRSS * 1024}\n`);
});
