const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** SPEC.md section 2: HH:MM (24-hour) when the last message is from today, otherwise the nl-NL date. */
export function formatSidebarTime(iso: string, now: Date = new Date()): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  if (sameDay(time, now)) {
    return time.toLocaleTimeString('nl-NL', { hour: '2-digit', minute: '2-digit', hour12: false });
  }
  return time.toLocaleDateString('nl-NL');
}
