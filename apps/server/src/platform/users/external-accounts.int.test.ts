import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCommands } from '../../cli/admin-commands.js';
import { startFakeIssuer, type FakeIssuer } from '../../test/fake-oidc-issuer.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';
import { NOT_LINKED_MESSAGE } from './external-accounts.service.js';

const ANA = 'ana.nguyen@demo.dermadesk.example';

/**
 * An external issuer replaces the built-in one (issue 21, item 2): a small issuer the test runs
 * (discovery and JWKS over HTTP, fetched for real) signs the tokens.
 */
describe.each(databaseKinds())('external OpenID issuer (%s)', (kind) => {
  let issuer: FakeIssuer;
  /** Default operator settings: no linking by e-mail. */
  let app: TestContext;
  /** OIDC_LINK_VERIFIED_EMAIL=true. */
  let linking: TestContext;
  beforeAll(async () => {
    issuer = await startFakeIssuer('dermadesk-web');
    app = await createTestContext(kind, { OIDC_ISSUER: issuer.url });
    linking = await createTestContext(kind, {
      OIDC_ISSUER: issuer.url,
      OIDC_LINK_VERIFIED_EMAIL: 'true',
    });
  });
  afterAll(async () => {
    await app.close();
    await linking.close();
    await issuer.close();
  });

  const syncUser = (t: TestContext, token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/sync-user', headers: bearer(token) });
  const refusedAsUnlinked = (res: Awaited<ReturnType<typeof syncUser>>) => {
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'UNAUTHENTICATED', message: NOT_LINKED_MESSAGE });
  };

  it('does not mount the built-in provider', async () => {
    const res = await app.app.inject({ url: '/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
  });

  it('provisions a verified new address, then knows the person by issuer and sub alone', async () => {
    const first = await syncUser(
      app,
      await issuer.token('ext-vera', {
        email: 'Visiting.Derm@Partner.example',
        email_verified: true,
        given_name: 'Vera',
        family_name: 'Costa',
      }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      email: 'visiting.derm@partner.example',
      firstName: 'Vera',
      orgRoleList: [],
    });
    // Same sub, another (even unverified) e-mail claim: still the same account.
    const again = await syncUser(
      app,
      await issuer.token('ext-vera', { email: 'someone@else.example', email_verified: false }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.email).toBe('visiting.derm@partner.example');
  });

  it('refuses a new address the issuer does not mark verified', async () => {
    refusedAsUnlinked(
      await syncUser(app, await issuer.token('ext-new', { email: 'new@x.example' })),
    );
    refusedAsUnlinked(
      await syncUser(
        app,
        await issuer.token('ext-new', { email: 'new@x.example', email_verified: 'true' }),
      ),
    );
  });

  it('never signs in as an existing account from an unverified e-mail claim, in any spelling', async () => {
    for (const email of [
      ANA,
      ' Ana.Nguyen@Demo.Dermadesk.Example ',
      'ANA.NGUYEN@demo.dermadesk.example',
    ]) {
      for (const t of [app, linking]) {
        refusedAsUnlinked(
          await syncUser(t, await issuer.token('ext-attacker', { email, email_verified: false })),
        );
        refusedAsUnlinked(await syncUser(t, await issuer.token('ext-attacker', { email })));
      }
    }
  });

  it('links an existing account by a verified e-mail only when the operator allows it', async () => {
    const verified = { email: ` ${ANA.toUpperCase()}`, email_verified: true };
    refusedAsUnlinked(await syncUser(app, await issuer.token('ext-ana', verified)));

    const linked = await syncUser(linking, await issuer.token('ext-ana', verified));
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.id).toBe(linking.userIds.ana);
    expect(linked.json().data.orgRoleList).toHaveLength(2);
    // Only a first sign-in: once linked, another identity with the same verified e-mail is not.
    refusedAsUnlinked(await syncUser(linking, await issuer.token('ext-ana-2', verified)));
    // And the linked identity no longer needs the e-mail at all.
    expect((await syncUser(linking, await issuer.token('ext-ana'))).json().data.id).toBe(
      linking.userIds.ana,
    );
  });

  it("lets an operator link an identity to an account (link-identity), replacing the account's link", async () => {
    const run = (subject: string, email = 'leo.martin@demo.dermadesk.example') =>
      adminCommands['link-identity'].run(app.database.db, { email, subject, issuer: issuer.url });
    refusedAsUnlinked(await syncUser(app, await issuer.token('ext-leo')));
    await run('ext-leo');
    const res = await syncUser(app, await issuer.token('ext-leo'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(app.userIds.leo);

    await run('ext-leo-new');
    expect((await syncUser(app, await issuer.token('ext-leo-new'))).json().data.id).toBe(
      app.userIds.leo,
    );
    refusedAsUnlinked(await syncUser(app, await issuer.token('ext-leo')));
    await expect(run('ext-leo-new', ANA)).rejects.toThrow(/linked to another account/);
  });

  it('refuses tokens without exp or iat, expired, or issued in the future', async () => {
    expect((await syncUser(app, await issuer.token('ext-vera'))).statusCode).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    for (const claims of [
      { exp: undefined },
      { iat: undefined },
      { exp: now - 60 },
      { iat: now + 600 },
    ]) {
      const res = await syncUser(app, await issuer.token('ext-vera', claims));
      expect(res.statusCode, JSON.stringify(claims)).toBe(401);
      expect(res.json().error.message).toBe('The token is invalid or has expired.');
    }
  });

  it("refuses tokens signed by the app's own keys once an external issuer is configured", async () => {
    const own = await app.tokenFor(app.userIds.ana, { iss: issuer.url });
    expect((await syncUser(app, own)).statusCode).toBe(401);
  });
});
