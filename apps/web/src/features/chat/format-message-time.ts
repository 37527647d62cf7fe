const two = (value: number) => String(value).padStart(2, '0');

/** SPEC.md sections 2 and 9: HH:mm for a message of today, otherwise DD/MM/YYYY HH:mm (local time, 24-hour). */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const clock = `${two(time.getHours())}:${two(time.getMinutes())}`;
  const today =
    time.getFullYear() === now.getFullYear() &&
    time.getMonth() === now.getMonth() &&
    time.getDate() === now.getDate();
  if (today) return clock;
  return `${two(time.getDate())}/${two(time.getMonth() + 1)}/${time.getFullYear()} ${clock}`;
}
