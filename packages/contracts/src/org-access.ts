import { AMBIENT_SCRIBES_CONFIG_KEY, COPILOT_CONFIG_KEY, COPILOT_ENABLE_KEY } from './org-flags.js';
import type { Org } from './orgs.js';
import type { User } from './users.js';

/**
 * The mini app whose presence grants access to the demo product screens. Kept here rather than
 * beside the organisation schemas: the shell reads it on every page, and a value import of
 * `orgs.ts` would put that module, and zod with it, in the first load.
 */
export const DEMO_MINI_APP = 'bDemo';

/**
 * Rules that read an organisation's configs and apps. The web app uses them for the menu and the
 * access gate; they live here so that any server-side check gives the same answer.
 */
type OrgLike = Pick<Org, 'configs' | 'apps'>;

/** The raw text of a config key, or undefined when the organisation does not set it. */
export function orgConfigValue(org: Pick<Org, 'configs'> | null | undefined, key: string) {
  return org?.configs.find((c) => c.key === key)?.value;
}

/** Copilot is on when the `COPILOT` config is JSON whose `ENABLE_{PRODUCT}_COPILOT` is true. */
export function isCopilotEnabled(org: Pick<Org, 'configs'> | null | undefined): boolean {
  const raw = orgConfigValue(org, COPILOT_CONFIG_KEY);
  if (!raw) return false;
  try {
    const parsed: unknown = JSON.parse(raw);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as Record<string, unknown>)[COPILOT_ENABLE_KEY] === true
    );
  } catch {
    return false;
  }
}

/** Ambient Scribes (and Assistant) are on only when the config is exactly the text `true`. */
export function isAmbientScribesEnabled(org: Pick<Org, 'configs'> | null | undefined): boolean {
  return orgConfigValue(org, AMBIENT_SCRIBES_CONFIG_KEY) === 'true';
}

/** The organisation lists the demo mini app in one of its apps. */
export function orgHasDemoApp(org: Pick<OrgLike, 'apps'> | null | undefined): boolean {
  return Boolean(org?.apps.some((app) => app.miniApps.includes(DEMO_MINI_APP)));
}

/**
 * Product screens need a user with at least one organisation role and a current organisation
 * that lists the demo mini app.
 */
export function hasDemoAccess(
  user: Pick<User, 'orgRoleList'> | null | undefined,
  currentOrg: Pick<OrgLike, 'apps'> | null | undefined,
): boolean {
  return Boolean(user && user.orgRoleList.length > 0 && orgHasDemoApp(currentOrg));
}
