import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { stopGracefully } from './shutdown.ts';

const silent = pino({ level: 'silent' });

describe('stopGracefully', () => {
  it('runs the steps in order and exits 0', async () => {
    const done: string[] = [];
    const exit = vi.fn();
    const step = (name: string) => ({ name, run: async () => void done.push(name) });
    await stopGracefully({ logger: silent, exit, steps: [step('http'), step('mail'), step('database')] });
    expect(done).toEqual(['http', 'mail', 'database']);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('still closes the rest when a step fails, and exits 1', async () => {
    const exit = vi.fn();
    const closed = vi.fn(async () => undefined);
    await stopGracefully({
      logger: silent,
      exit,
      steps: [
        { name: 'http', run: async () => Promise.reject(new Error('kapot')) },
        { name: 'database', run: closed },
      ],
    });
    expect(closed).toHaveBeenCalled();
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('exits hard, logged, when a step hangs past the time limit', async () => {
    vi.useFakeTimers();
    const logged: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line).msg) });
    const exit = vi.fn();
    void stopGracefully({
      logger,
      exit,
      timeoutMs: 10_000,
      steps: [{ name: 'hangt', run: () => new Promise(() => {}) }],
    });
    vi.advanceTimersByTime(9_999);
    expect(exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(exit).toHaveBeenCalledWith(1);
    expect(logged.at(-1)).toMatch(/langer dan 10 s/);
    vi.useRealTimers();
  });
});
