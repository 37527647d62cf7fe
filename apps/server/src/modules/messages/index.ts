/** Messages: how other modules write a dossier's chat lines and announce them. */
export { appendMessage } from './append.ts';
export { writeSystemLine } from './system-line.ts';
export { systemText } from './system-texts.ts';
