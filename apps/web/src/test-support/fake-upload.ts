import { vi } from 'vitest';

type ProgressHandler = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/**
 * A stand-in for the browser's XMLHttpRequest, which uploads use (fetch reports no upload progress): it records
 * each request and lets a test report progress, answer, or drop the connection.
 */
export class FakeXMLHttpRequest {
  static sent: FakeXMLHttpRequest[] = [];
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  readonly upload: { onprogress: ProgressHandler | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private responseHeaders: Record<string, string> = {};

  /** The request the app sent last. */
  static latest(): FakeXMLHttpRequest {
    const request = FakeXMLHttpRequest.sent.at(-1);
    if (!request) throw new Error('The app sent no XMLHttpRequest');
    return request;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  send(body: FormData): void {
    this.body = body;
    FakeXMLHttpRequest.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** The form's text field, e.g. dossier_id. */
  field(name: string): string | null {
    const value = this.body?.get(name);
    return typeof value === 'string' ? value : null;
  }

  /** The names of the files sent, in order. */
  fileNames(): string[] {
    return (this.body?.getAll('files') ?? []).map((file) => (file as File).name);
  }

  /** The browser reports how much of the body went out. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  /** The server answers with a JSON body. */
  respond(status: number, body?: unknown, statusText = ''): void {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.responseHeaders = { 'content-type': 'application/json' };
    this.onload?.();
  }

  /** The connection fails before any answer. */
  failNetwork(): void {
    this.onerror?.();
  }
}

/** Puts the fake in place of XMLHttpRequest for the test; vi.unstubAllGlobals() takes it away. */
export function stubUploads(): void {
  FakeXMLHttpRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
}
