import Bowser from 'bowser';

/** 'Chrome op Windows' from a user agent (bowser's tables, kept up to date upstream); 'Onbekend apparaat' without. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Onbekend apparaat';
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} op ${os.name}`;
  return browser.name || os.name || 'Onbekend apparaat';
}
