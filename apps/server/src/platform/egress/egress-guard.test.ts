import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowlistEntryError, createAddressPolicy } from './address-policy.js';
import { createEgressGuard, EGRESS_FAILURE_MESSAGE, EgressError } from './egress-guard.js';

type Seen = { url: string; method: string; authorization?: string; body: string };

async function listen(handler: (req: IncomingMessage, body: string) => [number, object]) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({
        url: req.url ?? '',
        method: req.method ?? '',
        authorization: req.headers.authorization,
        body,
      });
      const [status, headers] = handler(req, body);
      res.writeHead(status, headers as Record<string, string>).end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, seen, port: (server.address() as AddressInfo).port };
}

/** Names only this test knows, so a request that arrives proves the checked answer was used. */
const names: Record<string, string> = { 'a.test': '127.0.0.1', 'b.test': '127.0.0.1' };
const resolve = async (hostname: string) => {
  if (hostname === 'mixed.test') {
    return [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
  }
  const address = names[hostname];
  if (!address) throw new Error(`ENOTFOUND ${hostname}`);
  return [{ address, family: 4 }];
};

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(EgressError);
  expect((e as Error).message).toBe(EGRESS_FAILURE_MESSAGE);
};

describe('address policy', () => {
  const policy = createAddressPolicy([]);
  it('permits public unicast only', () => {
    for (const a of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '2001:4860:4860::8888']) {
      expect(policy.permits(a, 'x'), a).toBe(true);
    }
    for (const a of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '224.0.0.1',
      '255.255.255.255',
      '240.0.0.1',
      '192.0.2.1',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      '64:ff9b::a00:1',
      '2002:7f00:1::',
      '2001:db8::1',
      'ff02::1',
    ]) {
      expect(policy.permits(a, 'x'), a).toBe(false);
    }
  });
  it('lets the operator open hosts and ranges, but never the metadata service', () => {
    const open = createAddressPolicy([
      '127.0.0.1',
      'models.clinic.lan',
      '10.0.0.0/8',
      '169.254.0.0/16',
      'fd00::/8',
    ]);
    expect(open.permits('127.0.0.1', 'x')).toBe(true);
    expect(open.permits('127.0.0.2', 'x')).toBe(false);
    expect(open.permits('192.168.4.4', 'Models.Clinic.LAN.')).toBe(true);
    expect(open.permits('10.9.8.7', 'x')).toBe(true);
    expect(open.permits('169.254.1.1', 'x')).toBe(true);
    expect(open.permits('169.254.169.254', 'x')).toBe(false);
    expect(open.permits('fd00:ec2::254', 'x')).toBe(false);
    expect(open.permits('::ffff:169.254.169.254', 'x')).toBe(false);
  });
  it('names the bad allowlist entries', () => {
    expect(allowlistEntryError('10.0.0.0/33')).toMatch(/not a range/);
    expect(allowlistEntryError('bad host!')).toMatch(/not a host name/);
    expect(allowlistEntryError('ollama.internal')).toBeNull();
    expect(allowlistEntryError('[::1]')).toBeNull();
  });
});

describe('egress guard', () => {
  let target: Awaited<ReturnType<typeof listen>>;
  let redirector: Awaited<ReturnType<typeof listen>>;
  let redirectTo = '';
  const closed: Server[] = [];

  beforeAll(async () => {
    target = await listen(() => [200, { 'content-type': 'application/json' }]);
    redirector = await listen(() => [307, { location: redirectTo }]);
    closed.push(target.server, redirector.server);
  });
  afterAll(() => closed.forEach((s) => s.close()));

  it('refuses loopback, private and metadata addresses in every spelling, before connecting', async () => {
    const guard = createEgressGuard({ allowHosts: [], resolve });
    const p = target.port;
    for (const host of [
      '127.0.0.1',
      '2130706433',
      '127.1',
      '0x7f.0.0.1',
      '0177.0.0.1',
      '0.0.0.0',
      '0',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::]',
      '169.254.169.254',
      '[fd00:ec2::254]',
      'a.test',
      'mixed.test',
    ]) {
      await refusal(guard.fetch(`http://${host}:${p}/x`));
    }
    expect(target.seen).toHaveLength(0);
    await guard.close();
  });

  it('refuses other schemes, credentials, and queries or fragments in base URLs', async () => {
    const guard = createEgressGuard({ allowHosts: ['127.0.0.1'] });
    await refusal(guard.fetch(`file:///etc/passwd`));
    await refusal(guard.fetch(`http://u:p@127.0.0.1:${target.port}/`));
    expect(() => guard.parseBaseUrl('https://api.example.com/v1?')).toThrow(EgressError);
    expect(() => guard.parseBaseUrl('https://api.example.com/v1#x')).toThrow(EgressError);
    expect(guard.parseBaseUrl('https://api.example.com/v1').pathname).toBe('/v1');
    expect(target.seen).toHaveLength(0);
    await guard.close();
  });

  it('reaches what the operator allowed, at the address it checked', async () => {
    const guard = createEgressGuard({ allowHosts: ['a.test', '127.0.0.1'], resolve });
    const res = await guard.fetch(`http://a.test:${target.port}/named`, {
      method: 'POST',
      body: '{"x":1}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await guard.fetch(`http://127.0.0.1:${target.port}/literal`)).status).toBe(200);
    expect(target.seen.map((s) => [s.url, s.body])).toEqual([
      ['/named', '{"x":1}'],
      ['/literal', ''],
    ]);
    // A network failure reads like a refusal.
    await refusal(guard.fetch('http://127.0.0.1:1/'));
    await guard.close();
  });

  it('does not follow redirects for requests that carry data, and re-checks followed ones', async () => {
    const guard = createEgressGuard({ allowHosts: ['a.test'], resolve });
    const before = target.seen.length;
    redirectTo = `http://a.test:${target.port}/moved`;
    const chat = { method: 'POST', body: 'patient', headers: { authorization: 'Bearer k' } };
    await refusal(guard.fetch(`http://a.test:${redirector.port}/chat`, chat));
    expect(target.seen).toHaveLength(before);

    // Followed, to an allowed host on another origin: same body, no credentials.
    const followed = await guard.fetch(`http://a.test:${redirector.port}/page`, chat, 'follow');
    expect(followed.status).toBe(200);
    expect(target.seen.at(-1)).toMatchObject({ url: '/moved', body: 'patient' });
    expect(target.seen.at(-1)!.authorization).toBeUndefined();

    // A redirect to a host the operator did not allow is refused like any other.
    redirectTo = `http://b.test:${target.port}/internal`;
    await refusal(guard.fetch(`http://a.test:${redirector.port}/page`, {}, 'follow'));
    redirectTo = `http://169.254.169.254/latest/meta-data/`;
    await refusal(guard.fetch(`http://a.test:${redirector.port}/page`, {}, 'follow'));
    expect(target.seen.filter((s) => s.url === '/internal')).toHaveLength(0);
    await guard.close();
  });
});
