import { describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as { autoClose?: number | boolean; title?: unknown }[]);
vi.mock('./toast-host.tsx', () => ({
  showNotification: (notification: { autoClose?: number | boolean }) => shown.push(notification),
}));

const { toast, toastDuration } = await import('./toast.ts');

// SPEC.md section 9: default 5000 ms; panels 2500 ms; other cases 2.5, 3, 3.5 or 4 s. Written out, not computed.
const CASES = [
  { case: 'a success in the side panel', type: 'success', options: { place: 'panel' }, ms: 2500 },
  { case: 'an error in the side panel', type: 'error', options: { place: 'panel' }, ms: 2500 },
  { case: 'a success elsewhere', type: 'success', options: {}, ms: 3000 },
  { case: 'an info elsewhere', type: 'info', options: {}, ms: 3500 },
  { case: 'a warning elsewhere', type: 'warning', options: {}, ms: 4000 },
  { case: 'an error elsewhere', type: 'error', options: {}, ms: 4000 },
  { case: 'an error with a title', type: 'error', options: { title: 'Verzenden mislukt.' }, ms: 5000 },
  {
    case: 'a titled toast in the side panel',
    type: 'error',
    options: { title: 'Importeren mislukt', place: 'panel' },
    ms: 5000,
  },
] as const;

describe('toast durations (SPEC.md section 9)', () => {
  it.each(CASES)('$case stays $ms ms', ({ type, options, ms }) => {
    expect(toastDuration(type, options)).toBe(ms);
  });

  it('every duration is one SPEC names', () => {
    for (const { type, options } of CASES) {
      expect([2500, 3000, 3500, 4000, 5000]).toContain(toastDuration(type, options));
    }
  });

  it('the toast helper shows each toast for its duration', () => {
    shown.length = 0;
    toast.success('Gebruiker verwijderd');
    toast.error('Verwijeren mislukt', { place: 'panel' });
    toast.warning('Let op');
    toast.info('Nieuw');
    toast.error('Er is een fout opgetreden tijdens het verzenden.', { title: 'Verzenden mislukt.' });
    expect(shown.map((notification) => notification.autoClose)).toEqual([3000, 2500, 4000, 3500, 5000]);
  });
});
