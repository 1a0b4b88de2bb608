import { bearer, createTestContext, type DatabaseKind } from '../../test/test-app.js';
import { fillGuide, startTestSite } from './test-site.fixture.js';

/**
 * The setting of Copilot's website integration tests: the local test site filled with the guide's
 * pages, a test app whose jobs run and whose egress allowlist admits the site, and Ana's headers.
 */
export async function openSiteApp(kind: DatabaseKind) {
  const site = await startTestSite();
  fillGuide(site);
  try {
    const t = await createTestContext(kind, { EGRESS_ALLOW_HOSTS: '127.0.0.1' }, { runJobs: true });
    const ana = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    const close = async () => {
      await t.close();
      await site.close();
    };
    return { t, site, ana, close };
  } catch (e) {
    await site.close();
    throw e;
  }
}
