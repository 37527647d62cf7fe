/** Every benchmark message carries `bench#<9 digits>#` so a receiver can tell which one arrived without parsing JSON. */
export const MARKER = 'bench#';
const DIGITS = 9;

export const markedText = (number: number, text: string) =>
  `${MARKER}${String(number).padStart(DIGITS, '0')}# ${text}`;

const markerBytes = Buffer.from(MARKER);
const ZERO = 48;

/** The number of the benchmark message in a received frame, or -1. */
export function markerOf(frame: Buffer): number {
  const at = frame.indexOf(markerBytes);
  if (at < 0 || at + markerBytes.length + DIGITS > frame.length) return -1;
  let number = 0;
  for (let offset = at + markerBytes.length; offset < at + markerBytes.length + DIGITS; offset += 1) {
    number = number * 10 + (frame[offset] - ZERO);
  }
  return number;
}
