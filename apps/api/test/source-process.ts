// A file of the API's source run as a process of its own, as it is: tsx compiles it as it loads,
// so the tests that start the server or a command need no build. Its output (standard output and
// error as one text) and its exit, for the test to wait on.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface SourceProcess {
  child: ChildProcess;
  /** What it has written so far. */
  output(): string;
  /** Its exit code, or null when a signal ended it. */
  exited: Promise<number | null>;
}

/**
 * Runs `file` (from apps/api, where it runs) with `args`, its environment the test's with `env`
 * over it (undefined takes a setting away). `terminal`: util-linux's script gives it a real
 * terminal, as an operator's shell would, and its standard input is the terminal's.
 */
export function runSource(
  file: string,
  args: string[],
  env: Record<string, string | undefined>,
  { terminal = false } = {},
): SourceProcess {
  const command = [process.execPath, '--import', 'tsx', '--conditions=source', file, ...args];
  const environment = { ...process.env, ...env };
  const child: ChildProcess = terminal
    ? spawn('script', ['-qec', command.join(' '), '/dev/null'], { cwd: apiDir, env: environment })
    : spawn(command[0] as string, command.slice(1), {
        cwd: apiDir,
        env: environment,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output: () => output, exited };
}
