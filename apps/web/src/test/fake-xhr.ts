type Listener = (() => void) | null;

/** The requests sent through the fake since the last mockFetch, oldest first. */
const sent: FakeXMLHttpRequest[] = [];

/**
 * The part of XMLHttpRequest that uploads use (lib/xhr-transport.ts), answered by the global
 * fetch, so a test's mockFetch routes answer uploads too and `callsTo` sees them. A test moves
 * an upload's progress itself (`reportProgress`), as the browser would while the bytes go.
 */
export class FakeXMLHttpRequest {
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: Listener = null;
  onerror: Listener = null;
  onabort: Listener = null;
  status = 0;
  responseText = '';
  method = 'GET';
  url = '';
  private readonly requestHeaders = new Headers();
  private responseHeaders = '';
  private readonly controller = new AbortController();
  private settled = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders.set(name, value);
  }

  getAllResponseHeaders(): string {
    return this.responseHeaders;
  }

  send(body: BodyInit | null): void {
    sent.push(this);
    const init = { method: this.method, headers: this.requestHeaders, body };
    fetch(this.url, { ...init, signal: this.controller.signal }).then(
      (response) => void this.answer(response),
      () => this.settle(this.onerror),
    );
  }

  abort(): void {
    this.controller.abort();
    this.settle(this.onabort);
  }

  /** Says that `loaded` of `total` bytes have gone, as the browser does while sending. */
  reportProgress(loaded: number, total: number): void {
    const event = { lengthComputable: true, loaded, total } as ProgressEvent;
    this.upload.onprogress?.(event);
  }

  private async answer(response: Response): Promise<void> {
    const text = await response.text();
    if (this.settled) return;
    this.status = response.status;
    this.responseText = text;
    this.responseHeaders = [...response.headers]
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    this.settle(this.onload);
  }

  private settle(listener: Listener): void {
    if (this.settled) return;
    this.settled = true;
    listener?.();
  }
}

/** Forgets earlier requests (each mockFetch starts afresh). */
export function resetSentRequests(): void {
  sent.length = 0;
}

/** The uploads sent so far, oldest first. */
export function sentRequests(): readonly FakeXMLHttpRequest[] {
  return sent;
}
