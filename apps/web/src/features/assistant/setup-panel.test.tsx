import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { SetupPanel } from './setup-panel';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

function show(canConfigure: boolean) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <SetupPanel status="not-configured" canConfigure={canConfigure} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByTestId('assistant-setup');
}

describe('the Assistant set-up message when no model is configured', () => {
  it('tells a clinician to ask the admin, without server details', () => {
    const panel = show(false);
    expect(panel.textContent).toContain("Ask your organisation's admin to enable a model.");
    expect(panel.textContent).not.toMatch(/LLM_|environment|README|base URL/);
    expect(screen.queryByRole('button', { name: 'Open the AI settings' })).toBeNull();
  });

  it('gives an admin the way to the AI settings, and names the server variables last', () => {
    const panel = show(true);
    expect(panel.textContent).toContain('Enter a base URL and a model in the AI settings.');
    expect(screen.getByRole('button', { name: 'Open the AI settings' })).toBeTruthy();
    expect(panel.textContent).toContain('LLM_BASE_URL');
    expect(panel.textContent).toContain('README');
  });
});
