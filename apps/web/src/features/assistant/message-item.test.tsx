import type { AssistantMessage } from '@dermadesk/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { MessageItem } from './message-item';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const base: AssistantMessage = {
  id: '00000000-0000-4000-8000-000000000001',
  role: 'assistant',
  content: 'You said: **hello**.',
  status: 'complete',
  attachments: [],
  action: null,
  language: null,
  model: 'fake-chat',
  createdAt: '2026-05-01T10:00:00.000Z',
};

const renderItem = (ui: React.ReactElement) =>
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('MessageItem', () => {
  it('marks a stopped answer and offers copy and regenerate', () => {
    const onCopy = vi.fn();
    const onRegenerate = vi.fn();
    renderItem(
      <MessageItem
        message={{ ...base, status: 'stopped' }}
        onCopy={onCopy}
        onRegenerate={onRegenerate}
      />,
    );
    expect(screen.getByText('Stopped')).toBeTruthy();
    expect(screen.getByText('hello').tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('button', { name: /Copy/ }));
    fireEvent.click(screen.getByRole('button', { name: /Regenerate/ }));
    expect(onCopy).toHaveBeenCalledOnce();
    expect(onRegenerate).toHaveBeenCalledOnce();
  });

  it('shows a user message as typed, with its attachments and quick action', () => {
    renderItem(
      <MessageItem
        message={{
          ...base,
          role: 'user',
          content: 'Please **translate**',
          action: 'translate',
          language: 'fr',
          attachments: [
            { kind: 'analysis', uploadId: 4, label: 'EASI · Subject P-1' },
            { kind: 'note', text: 'Itchy rash on both arms' },
          ],
        }}
      />,
    );
    expect(screen.getByText('Please **translate**')).toBeTruthy();
    expect(screen.getByText('Translate into French')).toBeTruthy();
    expect(screen.getByText('EASI · Subject P-1')).toBeTruthy();
    expect(screen.getByText('Note: Itchy rash on both arms')).toBeTruthy();
  });

  it('announces a streaming answer politely, and the editor sends on Enter but not Shift+Enter', () => {
    const { container, rerender } = renderItem(
      <MessageItem message={{ ...base, content: 'You sa', status: 'streaming' }} />,
    );
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.getAttribute('aria-busy')).toBe('true');
    expect(live?.textContent).toContain('You sa');

    const onSubmit = vi.fn();
    rerender(
      <I18nextProvider i18n={i18n}>
        <MessageItem
          message={{ ...base, role: 'user' }}
          edit={{ value: 'Edited', onChange: vi.fn(), onSubmit, onCancel: vi.fn() }}
        />
      </I18nextProvider>,
    );
    const editor = screen.getByRole('textbox', { name: 'Edit your message' });
    fireEvent.keyDown(editor, { key: 'Enter', shiftKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
