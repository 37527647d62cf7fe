import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './format-message-time.ts';

describe('formatMessageTime (SPEC.md section 2)', () => {
  const now = new Date(2026, 10, 22, 16, 30);

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
