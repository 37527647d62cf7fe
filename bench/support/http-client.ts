import http from 'node:http';

export interface HttpAnswer {
  status: number;
  /** Decoded only on request or for a failure: the client's own work stays out of the figures. */
  body: string;
}

/** A lean keep-alive HTTP client, so the client's own cost stays small beside the server's. */
export class HttpClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  private readonly url: URL;

  constructor(baseUrl: string) {
    this.url = new URL(baseUrl);
  }

  request(
    method: 'GET' | 'POST',
    path: string,
    token: string,
    body?: object,
    decode = false,
  ): Promise<HttpAnswer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent: this.agent,
          host: this.url.hostname,
          port: this.url.port,
          method,
          path,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            resolve({ status, body: status < 300 && !decode ? '' : Buffer.concat(chunks).toString() });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
