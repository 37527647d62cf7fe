import type { Clock } from '../../src/clock.ts';

interface Timer {
  when: number;
  run: () => void;
}

/** A clock that stands still until a test moves it; moving it runs the timers it passes, in their order. */
export class TestClock implements Clock {
  private time: number;
  private timers = new Set<Timer>();

  constructor(start = new Date()) {
    this.time = start.getTime();
  }

  now(): Date {
    return new Date(this.time);
  }

  at(when: Date, run: () => void): () => void {
    const timer = { when: when.getTime(), run };
    this.timers.add(timer);
    return () => this.timers.delete(timer);
  }

  /** Moves the clock forward and runs every timer due by then, earliest first. */
  advance(ms: number): void {
    this.time += ms;
    for (;;) {
      const due = [...this.timers]
        .filter((timer) => timer.when <= this.time)
        .sort((a, b) => a.when - b.when)[0];
      if (!due) return;
      this.timers.delete(due);
      due.run();
    }
  }

  advanceDays(days: number): void {
    this.advance(days * 24 * 60 * 60_000);
  }

  /** How many timers wait (a test checks that nothing is left behind). */
  get pending(): number {
    return this.timers.size;
  }
}
