import { request } from 'node:http';

export interface HttpResponse {
  status: number;
  body: string;
}

/** One GET without keep-alive, so that no pooled connection outlives the probe and delays a stop. */
export function httpGet(url: string, timeoutMs = 2_000): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url}: no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}
