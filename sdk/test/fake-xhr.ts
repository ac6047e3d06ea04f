/** Test helper: an XMLHttpRequest stand-in for uploads (happy-dom and Node have no server to send to). */
export type XhrRequest = { method: string; url: string; headers: Record<string, string>; body: FormData };
export type XhrReply = { status?: number; body?: unknown } | 'network';
type Handler = (request: XhrRequest) => XhrReply | Promise<XhrReply>;

type ProgressListener = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Replaces the global XMLHttpRequest until `restore()`; each send reports progress at 50 % and 100 %, then answers. */
export function installFakeXhr(handler: Handler) {
  const requests: XhrRequest[] = [];
  class FakeXhr {
    upload: { onprogress: ProgressListener } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    async send(body: FormData) {
      const request = { method: this.method, url: this.url, headers: this.headers, body };
      requests.push(request);
      const file = body.get('file');
      const total = file instanceof Blob ? file.size : 100;
      for (const loaded of [total / 2, total]) {
        await tick();
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded, total });
      }
      const reply = await handler(request);
      if (this.aborted) return;
      if (reply === 'network') return this.onerror?.();
      this.status = reply.status ?? 200;
      this.responseText = JSON.stringify(reply.body ?? {});
      this.onload?.();
    }
  }
  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    requests,
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
  };
}

/** A promise with its resolver outside, to hold an answer back while a test looks at the in-flight state. */
export function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
