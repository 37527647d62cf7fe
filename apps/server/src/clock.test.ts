import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from './clock.ts';

const DAY = 24 * 60 * 60_000;

describe('systemClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a timer at a moment beyond the longest setTimeout (about 24.8 days), not before', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    systemClock.at(new Date(Date.now() + 30 * DAY), run);
    vi.advanceTimersByTime(30 * DAY - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs a timer for a moment already passed on the next turn, and a cancelled one never', () => {
    vi.useFakeTimers();
    const passed = vi.fn();
    const cancelled = vi.fn();
    systemClock.at(new Date(Date.now() - 1000), passed);
    const cancel = systemClock.at(new Date(Date.now() + 40 * DAY), cancelled);
    expect(passed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(26 * DAY);
    cancel();
    vi.advanceTimersByTime(20 * DAY);
    expect(passed).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
