/** The object URL lives long enough for the browser to start saving it, then its memory goes. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands bytes to the browser's download under `filename`, without leaving the page. */
export function saveAs(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
