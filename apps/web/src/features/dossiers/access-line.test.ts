import { describe, expect, it } from 'vitest';
import { accessLine } from './access-line.ts';

describe('accessLine (SPEC.md section 2)', () => {
  const now = new Date(2026, 10, 22, 12, 0);

  it("says 'Toegang verlopen' once the expiry has passed", () => {
    expect(accessLine(new Date(2026, 10, 22, 11, 59).toISOString(), now)).toBe('Toegang verlopen');
  });

  it("says 'Toegang tot: {date}' with the nl-NL date while access lasts", () => {
    expect(accessLine(new Date(2026, 11, 22, 12, 0).toISOString(), now)).toBe('Toegang tot: 22-12-2026');
  });
});
