/** A fixed-window counter per key, e.g. login attempts per address and per IP. */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt; false when the key is over its limit for this window. */
  hit(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    window.count += 1;
    return window.count <= this.max;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export interface RateLimits {
  perAddress: { max: number; windowMs: number };
  perIp: { max: number; windowMs: number };
}

export const defaultRateLimits: RateLimits = {
  perAddress: { max: 10, windowMs: 15 * 60_000 },
  perIp: { max: 100, windowMs: 15 * 60_000 },
};

/** Both limits of one kind of attempt (login or reset): an address and the IP it comes from. */
export class AttemptLimiter {
  private readonly byAddress: RateLimiter;
  private readonly byIp: RateLimiter;

  constructor(limits: RateLimits) {
    this.byAddress = new RateLimiter(limits.perAddress.max, limits.perAddress.windowMs);
    this.byIp = new RateLimiter(limits.perIp.max, limits.perIp.windowMs);
  }

  allow(address: string, ip: string): boolean {
    const addressOk = this.byAddress.hit(address);
    const ipOk = this.byIp.hit(ip);
    return addressOk && ipOk;
  }
}
