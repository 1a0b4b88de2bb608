import type { AiProviderSettings, AiSettings } from '@dermadesk/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import {
  fieldSchemas,
  policyFormValues,
  policyUpdate,
  providerFormValues,
  providerUpdate,
  serverFieldErrors,
} from './settings-form';

const provider: AiProviderSettings = {
  kind: 'chat',
  enabled: false,
  organisation: { baseUrl: null, model: 'llama-3', keySet: true },
  defaults: { baseUrl: 'http://127.0.0.1:8000/v1', model: 'fake-chat', keySet: true },
  status: 'disabled',
};

const settings: AiSettings = {
  providers: [provider],
  monthlyTokenBudget: null,
  concurrencyLimit: 4,
  systemPrompt: null,
  defaultSystemPrompt: 'You support, and do not replace, clinical judgement.',
  usage: { month: '2026-05', tokens: 1200 },
};

describe('provider form', () => {
  it('starts from the organisation’s own values, never a key', () => {
    expect(providerFormValues(provider)).toEqual({
      enabled: false,
      baseUrl: '',
      model: 'llama-3',
      apiKey: '',
    });
  });

  it('clears emptied fields to the defaults and keeps the key unless one is typed', () => {
    const values = { ...providerFormValues(provider), enabled: true, model: '  ' };
    expect(providerUpdate(values)).toEqual({ enabled: true, baseUrl: null, model: null });
    expect(providerUpdate({ ...values, apiKey: ' sk-1 ' })).toMatchObject({ apiKey: 'sk-1' });
  });

  it('checks the base URL with the contract', () => {
    expect(fieldSchemas.baseUrl.safeParse('http://localhost:11434/v1').success).toBe(true);
    expect(fieldSchemas.baseUrl.safeParse('ftp://x').success).toBe(false);
  });
});

describe('policy form', () => {
  it('uses the default prompt until the admin writes one', () => {
    const values = policyFormValues(settings);
    expect(values).toMatchObject({
      useDefaultPrompt: true,
      systemPrompt: settings.defaultSystemPrompt,
    });
    expect(policyUpdate(values)).toEqual({
      monthlyTokenBudget: null,
      concurrencyLimit: 4,
      systemPrompt: null,
    });
    expect(
      policyUpdate({
        ...values,
        useDefaultPrompt: false,
        systemPrompt: ' Be brief. ',
        monthlyTokenBudget: 5000,
      }),
    ).toEqual({ monthlyTokenBudget: 5000, concurrencyLimit: 4, systemPrompt: 'Be brief.' });
  });
});

describe('serverFieldErrors', () => {
  it('names the form fields a validation error points at', () => {
    const error = new ApiError('http', {
      status: 400,
      code: 'BAD_REQUEST',
      details: [{ path: '/baseUrl', message: 'Invalid URL' }, { path: '/other' }],
    });
    expect(serverFieldErrors(error, ['baseUrl', 'model'])).toEqual(['baseUrl']);
    expect(serverFieldErrors(new ApiError('network'), ['baseUrl'])).toEqual([]);
  });
});
