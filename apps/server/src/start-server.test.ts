import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, constants } from 'node:http2';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDump } from '@fardin/db/test-dump';
import { writeDataDirFromDump } from '@fardin/db/data-dir-from-dump';
import { freePort, runEntry, type Finished } from './test/server-process';

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const openssl = hasOpenssl();
if (!openssl) console.warn('start-server.test: openssl is not installed; the HTTP/2 test is skipped');

interface Http2Answer {
  status: number;
  body: string;
  alpn: string | false | undefined;
}

/** One GET over HTTP/2 (TLS, the test's self-signed certificate trusted as its own CA). */
function http2Get(origin: string, ca: Buffer, path: string): Promise<Http2Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca, servername: 'localhost' });
    session.on('error', reject);
    const req = session.request({ [constants.HTTP2_HEADER_PATH]: path, [constants.HTTP2_HEADER_METHOD]: 'GET' });
    let status = 0;
    let body = '';
    req.on('response', (headers) => (status = Number(headers[constants.HTTP2_HEADER_STATUS])));
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const alpn = session.alpnProtocol;
      session.close();
      resolve({ status, body, alpn });
    });
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!openssl)('the server terminating TLS itself', { timeout: 120_000 }, () => {
  const root = mkdtempSync(path.join(tmpdir(), 'fardin-tls-'));
  let kill = () => {};
  afterAll(() => {
    kill();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers the health check over HTTP/2 with the configured certificate', async () => {
    const cert = path.join(root, 'cert.pem');
    const key = path.join(root, 'key.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    await writeDataDirFromDump(path.join(root, 'db'), testDump());
    const port = await freePort();
    const origin = `https://localhost:${port}`;
    const { child, done } = runEntry('api-server', [], {
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: root,
      TLS_CERT_FILE: cert,
      TLS_KEY_FILE: key,
    });
    kill = () => child.kill('SIGKILL');
    let exited: Finished | null = null;
    void done.then((f) => (exited = f));
    const ca = readFileSync(cert);

    let answer: Http2Answer | null = null;
    const deadline = Date.now() + 90_000;
    while (!answer && Date.now() < deadline) {
      if (exited) throw new Error(`the server exited: ${(exited as Finished).stderr}`);
      answer = await http2Get(origin, ca, '/api/health').catch(() => null);
      if (!answer) await new Promise((r) => setTimeout(r, 250));
    }
    expect(answer).not.toBeNull();
    expect(answer!.alpn).toBe('h2');
    expect(answer!.status).toBe(200);
    expect(JSON.parse(answer!.body)).toMatchObject({ status: 'ok' });

    // HTTP/1.1 clients (no ALPN h2) are still served on the same port.
    const h1 = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      https
        .get(`${origin}/api/health`, { ca }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion }));
        })
        .on('error', reject);
    });
    expect(h1).toEqual({ status: 200, version: '1.1' });
  });
});
