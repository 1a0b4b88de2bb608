import { describe, expect, it } from 'vitest';
import type { AiConfig } from '../config.js';
import { monthlyBudget, resolveProvider } from './ai-gateway.js';
import type { PolicyRow, ProviderRow } from './ai-settings.repository.js';
import { createSecretBox } from './secret-box.js';

const box = createSecretBox('a test secret that is long enough to use');
const env = { baseUrl: 'https://llm.example/v1', apiKey: 'env-key', model: 'env-model' };
const row = (over: Partial<ProviderRow>): ProviderRow => ({
  orgId: 'o1',
  kind: 'chat',
  enabled: false,
  baseUrl: null,
  model: null,
  apiKeyCipher: null,
  updatedAt: new Date(),
  ...over,
});

describe('resolveProvider', () => {
  it('is not configured without a base URL and a model anywhere', () => {
    const none = { baseUrl: undefined, apiKey: undefined, model: undefined };
    expect(resolveProvider(undefined, none, box)).toEqual({
      status: 'not-configured',
      model: null,
    });
    expect(resolveProvider(row({ enabled: true, model: 'm' }), none, box)).toMatchObject({
      status: 'not-configured',
    });
  });

  it('is disabled until the organisation enables it, even when the environment configures it', () => {
    expect(resolveProvider(undefined, env, box)).toEqual({
      status: 'disabled',
      model: 'env-model',
    });
    expect(resolveProvider(row({ enabled: false }), env, box).status).toBe('disabled');
  });

  it('uses the organisation’s values over the environment’s, with its own sealed key', () => {
    const own = row({
      enabled: true,
      baseUrl: 'https://own.example/v1',
      model: 'own-model',
      apiKeyCipher: box.seal('own-key'),
    });
    expect(resolveProvider(own, env, box)).toEqual({
      status: 'ready',
      endpoint: { baseUrl: 'https://own.example/v1', model: 'own-model', apiKey: 'own-key' },
    });
    expect(resolveProvider(row({ enabled: true }), env, box)).toEqual({
      status: 'ready',
      endpoint: env,
    });
  });

  it('never sends the environment’s key to an address the organisation typed in', () => {
    const elsewhere = row({ enabled: true, baseUrl: 'https://attacker.example/v1' });
    expect(resolveProvider(elsewhere, env, box)).toMatchObject({
      endpoint: { baseUrl: 'https://attacker.example/v1', apiKey: undefined },
    });
  });

  it('refuses a key sealed with another secret', () => {
    const foreign = createSecretBox('another secret, also long enough to use').seal('k');
    expect(() =>
      resolveProvider(row({ enabled: true, apiKeyCipher: foreign }), env, box),
    ).toThrow();
  });
});

describe('monthlyBudget', () => {
  const config = { defaultMonthlyTokenBudget: 50_000 } as AiConfig;
  const policy = (monthlyTokenBudget: number | null) => ({ monthlyTokenBudget }) as PolicyRow;

  it('uses the environment default until the admin saves limits, then theirs (null: no cap)', () => {
    expect(monthlyBudget(undefined, config)).toBe(50_000);
    expect(monthlyBudget(policy(1000), config)).toBe(1000);
    expect(monthlyBudget(policy(null), config)).toBeNull();
    expect(monthlyBudget(undefined, {} as AiConfig)).toBeNull();
  });
});
