import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  calendarDaysAgo,
  formatDate,
  formatLongDate,
  formatMessageTime,
  formatSidebarTime,
} from './format-date.ts';

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

describe('the calendar day of a moment (issue 25: the chat separates days)', () => {
  it('names the day in the local calendar', () => {
    expect(calendarDay(new Date(2026, 10, 23, 0, 0).toISOString())).toBe('2026-11-23');
    expect(calendarDay(new Date(2026, 0, 5, 23, 59).toISOString())).toBe('2026-01-05');
    expect(calendarDay('onbekend')).toBe('');
  });

  it('counts whole days back from now, whatever the hour', () => {
    expect(calendarDaysAgo(new Date(2026, 10, 22, 0, 1).toISOString(), now)).toBe(0);
    expect(calendarDaysAgo(new Date(2026, 10, 21, 23, 59).toISOString(), now)).toBe(1);
    expect(calendarDaysAgo(new Date(2026, 9, 22, 12, 0).toISOString(), now)).toBe(31);
    expect(calendarDaysAgo(new Date(2026, 10, 23, 1, 0).toISOString(), now)).toBe(-1);
    expect(calendarDaysAgo('geen datum', now)).toBeNull();
  });

  it('writes the date out in Dutch', () => {
    expect(formatLongDate(new Date(2026, 10, 23, 9, 0).toISOString())).toBe('maandag 23 november 2026');
    expect(formatLongDate(new Date(2027, 0, 1, 9, 0).toISOString())).toBe('vrijdag 1 januari 2027');
    expect(formatLongDate('onbekend')).toBe('');
  });
});
