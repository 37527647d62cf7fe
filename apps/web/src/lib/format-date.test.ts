import { describe, expect, it } from 'vitest';
import { formatDate, formatMessageTime, formatSidebarTime } from './format-date.ts';

const now = new Date(2026, 10, 22, 16, 30);

describe('formatMessageTime (SPEC.md section 2)', () => {
  it('shows HH:mm for a message of today, in 24-hour time', () => {
    expect(formatMessageTime(new Date(2026, 10, 22, 8, 4).toISOString(), now)).toBe('08:04');
    expect(formatMessageTime(new Date(2026, 10, 22, 0, 0).toISOString(), now)).toBe('00:00');
  });

  it('shows DD/MM/YYYY HH:mm for an older message', () => {
    expect(formatMessageTime(new Date(2026, 10, 21, 23, 59).toISOString(), now)).toBe('21/11/2026 23:59');
    expect(formatMessageTime(new Date(2025, 0, 3, 14, 7).toISOString(), now)).toBe('03/01/2025 14:07');
  });

  it('shows nothing for an unreadable time', () => {
    expect(formatMessageTime('onbekend', now)).toBe('');
  });
});

describe('formatSidebarTime (SPEC.md section 2)', () => {
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

describe('formatDate (SPEC.md section 2: dates in nl-NL)', () => {
  it('shows day-month-year as nl-NL writes it', () => {
    expect(formatDate(new Date(2025, 0, 3, 14, 7).toISOString())).toBe('3-1-2025');
    expect(formatDate(new Date(2026, 11, 22, 12, 0).toISOString())).toBe('22-12-2026');
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatDate('onbekend')).toBe('');
  });
});
