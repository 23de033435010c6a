#!/usr/bin/env node
// Usage: in-parallel.mjs "command" "command" ...   (npm test: the lint, format, cycle and type checks)
// Runs the commands two at a time (or CHECK_SLOTS), starting the next as soon as one ends, in the order
// given: list the longest first. Each command's output is printed whole when it ends, with its duration;
// fails if any fails. Checks of unequal length balance better this way than in two fixed queues.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
const slots = Math.max(1, Number(process.env.CHECK_SLOTS ?? 2));
let next = 0;
let failed = 0;

function run(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`--- ${command} (${seconds} s${code === 0 ? '' : `, failed: exit ${code}`})\n`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) failed += 1;
      resolve();
    });
  });
}

async function worker() {
  while (next < commands.length) await run(commands[next++]);
}

await Promise.all(Array.from({ length: Math.min(slots, commands.length) }, worker));
if (failed > 0) {
  console.error(`${failed} of ${commands.length} checks failed`);
  process.exit(1);
}
