import { catalogueModule, moduleAccess } from './module-catalogue.js';
import { isAmbientScribesEnabled, isCopilotEnabled } from './org-access.js';
import type { Org } from './orgs.js';

/**
 * What an organisation is entitled to, read from its configs: one definition for the menu (which
 * hides what is off) and the server (which refuses it with the no-access answer).
 */
export const appFeatures = ['copilot', 'ambient-scribes', 'assistant', 'receptionist'] as const;
export type AppFeature = (typeof appFeatures)[number];

type OrgConfigs = Pick<Org, 'configs'> | null | undefined;

/**
 * Copilot needs the COPILOT config's ENABLE_{product}_COPILOT; Ambient Scribes and Assistant need
 * ENABLE_AMBIENT_SCRIBES = 'true'; Receptionist is always there (product spec, menu).
 */
export function isFeatureEnabled(feature: AppFeature, org: OrgConfigs): boolean {
  switch (feature) {
    case 'copilot':
      return isCopilotEnabled(org);
    case 'ambient-scribes':
    case 'assistant':
      return isAmbientScribesEnabled(org);
    case 'receptionist':
      return true;
  }
}

/**
 * A Skin AI module can be run when it is in 'Your AI Modules': its family's flag makes it visible
 * and enabled. Unknown and unused module numbers are not available.
 */
export function isModuleAvailable(module: number, org: OrgConfigs): boolean {
  const entry = catalogueModule(module);
  // The UI mode does not decide availability; any default will do.
  return entry ? moduleAccess(entry, org, 2).available : false;
}
