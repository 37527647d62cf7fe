import { describe, expect, it } from 'vitest';
import { formatSidebarTime } from './format-sidebar-time.ts';

describe('formatSidebarTime (SPEC.md section 2)', () => {
  const now = new Date(2026, 10, 22, 16, 30);

  it('shows HH:MM in 24-hour time for a message of today', () => {
    expect(formatSidebarTime(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toBe('09:05');
    expect(formatSidebarTime(new Date(2026, 10, 22, 15, 45).toISOString(), now)).toBe('15:45');
  });

  it('shows the nl-NL date for an older message', () => {
    expect(formatSidebarTime(new Date(2026, 10, 21, 23, 59).toISOString(), now)).toBe('21-11-2026');
  });

  it('shows nothing for an unreadable time', () => {
    expect(formatSidebarTime('geen datum', now)).toBe('');
  });
});
