/** Messages: how other modules write a dossier's chat lines and announce them. */
export { appendMessage } from './append.ts';
export { sendMessage } from './commands/send-message.ts';
export { writeDocumentLine, writeSystemLine } from './system-line.ts';
export { systemText } from './system-texts.ts';
