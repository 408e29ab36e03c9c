import { request } from 'node:http';

export interface HttpResponse {
  status: number;
  body: string;
}

/** One GET (or a JSON POST) without keep-alive, so that no pooled connection outlives the probe and delays a stop. */
export function httpGet(url: string, timeoutMs = 2_000, post?: { body: string }): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const method = post ? 'POST' : 'GET';
    const headers = post ? { 'content-type': 'application/json' } : {};
    const req = request(url, { method, headers, agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url}: no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(post?.body);
  });
}
