import { describe, expect, it } from 'vitest';
import {
  hasDemoAccess,
  isAmbientScribesEnabled,
  isCopilotEnabled,
  orgConfigValue,
  orgHasDemoApp,
} from './org-access.js';

const org = (configs: Record<string, string>, miniApps: string[] = ['bDemo']) => ({
  configs: Object.entries(configs).map(([key, value]) => ({ key, value })),
  apps: [{ id: 'a', name: 'Dermadesk', miniApps }],
});

describe('organisation flag rules', () => {
  it('reads config values by key', () => {
    expect(orgConfigValue(org({ A: '1' }), 'A')).toBe('1');
    expect(orgConfigValue(org({}), 'A')).toBeUndefined();
    expect(orgConfigValue(null, 'A')).toBeUndefined();
  });

  it('turns copilot on only for ENABLE_BDEMO_COPILOT true in the COPILOT JSON', () => {
    expect(isCopilotEnabled(org({ COPILOT: '{"ENABLE_BDEMO_COPILOT":true}' }))).toBe(true);
    expect(isCopilotEnabled(org({ COPILOT: '{"ENABLE_BDEMO_COPILOT":false}' }))).toBe(false);
    expect(isCopilotEnabled(org({ COPILOT: '{"ENABLE_BDEMO_COPILOT":"true"}' }))).toBe(false);
    expect(isCopilotEnabled(org({ COPILOT: '{"ENABLE_OTHER_COPILOT":true}' }))).toBe(false);
    expect(isCopilotEnabled(org({ COPILOT: 'not json' }))).toBe(false);
    expect(isCopilotEnabled(org({ COPILOT: 'null' }))).toBe(false);
    expect(isCopilotEnabled(org({}))).toBe(false);
    expect(isCopilotEnabled(undefined)).toBe(false);
  });

  it('turns ambient scribes on only for the exact text true', () => {
    expect(isAmbientScribesEnabled(org({ ENABLE_AMBIENT_SCRIBES: 'true' }))).toBe(true);
    expect(isAmbientScribesEnabled(org({ ENABLE_AMBIENT_SCRIBES: 'TRUE' }))).toBe(false);
    expect(isAmbientScribesEnabled(org({ ENABLE_AMBIENT_SCRIBES: 'false' }))).toBe(false);
    expect(isAmbientScribesEnabled(org({}))).toBe(false);
  });

  it('grants demo access only with an org role and a bDemo mini app', () => {
    const member = { orgRoleList: [{ orgId: 'o', role: 'member' as const }] };
    expect(orgHasDemoApp(org({}))).toBe(true);
    expect(hasDemoAccess(member, org({}))).toBe(true);
    expect(hasDemoAccess(member, org({}, ['bGPT']))).toBe(false);
    expect(hasDemoAccess({ orgRoleList: [] }, org({}))).toBe(false);
    expect(hasDemoAccess(member, null)).toBe(false);
    expect(hasDemoAccess(null, org({}))).toBe(false);
  });
});
