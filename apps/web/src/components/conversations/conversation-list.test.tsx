import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ConversationPage, ConversationSummary } from '@dermadesk/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, setLanguage } from '../../lib/i18n/i18n';
import { ConversationList } from './conversation-list';

const api = vi.hoisted(() => ({
  get: vi.fn<(path: string, req: { query?: Record<string, unknown> }) => Promise<unknown>>(),
}));
vi.mock('../../lib/api/client', () => ({ api }));
vi.mock('../../lib/account/account-store', () => ({
  useAccount: () => ({ currentOrgAccess: 'org-1' }),
}));

beforeAll(() => initI18n('en'));
beforeEach(() => api.get.mockReset());
afterEach(cleanup);

const conversation = (n: number): ConversationSummary => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Conversation ${n}`,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <App>
            <ConversationList
              feature="assistant"
              hrefOf={(id) => `/gpt/assistant/${id}`}
              openId={undefined}
              onNew={vi.fn()}
              onLeave={vi.fn()}
            />
          </App>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('ConversationList', () => {
  it('offers older conversations while there are more, and loads them below on click', async () => {
    let releaseOlder!: (page: ConversationPage) => void;
    api.get
      .mockResolvedValueOnce({ items: [conversation(3), conversation(2)], nextCursor: 'cursor-2' })
      .mockReturnValueOnce(new Promise((resolve) => (releaseOlder = resolve)));
    setup();

    // The first render of antd in jsdom takes about a second on its own: more on a busy machine.
    const older = await screen.findByRole(
      'button',
      { name: 'Show older conversations' },
      { timeout: 5000 },
    );
    expect(older.tagName).toBe('BUTTON');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      expect.stringContaining('Conversation 3'),
      expect.stringContaining('Conversation 2'),
    ]);

    fireEvent.click(older);
    await waitFor(() => expect(older.className).toContain('ant-btn-loading'));
    expect(api.get).toHaveBeenLastCalledWith('/api/v1/assistant/conversations', {
      query: { q: undefined, before: 'cursor-2' },
      signal: expect.any(AbortSignal),
    });

    releaseOlder({ items: [conversation(1)], nextCursor: null });
    await screen.findByText('Conversation 1');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      expect.stringContaining('Conversation 3'),
      expect.stringContaining('Conversation 2'),
      expect.stringContaining('Conversation 1'),
    ]);
    expect(screen.queryByRole('button', { name: 'Show older conversations' })).toBeNull();
  });

  it('names the search button in the language shown and searches on its click', async () => {
    api.get.mockResolvedValue({ items: [conversation(1)], nextCursor: null });
    await setLanguage('fr', { save: false });
    try {
      setup();
      const button = await screen.findByRole('button', { name: 'Rechercher' }, { timeout: 5000 });
      fireEvent.change(screen.getByRole('searchbox', { name: 'Chercher un titre' }), {
        target: { value: 'acne' },
      });
      fireEvent.click(button);
      await waitFor(() =>
        expect(api.get).toHaveBeenLastCalledWith('/api/v1/assistant/conversations', {
          query: { q: 'acne', before: undefined },
          signal: expect.any(AbortSignal),
        }),
      );
    } finally {
      await setLanguage('en', { save: false });
    }
  });

  it('names the buttons of a conversation with French punctuation in French', async () => {
    api.get.mockResolvedValue({ items: [conversation(1)], nextCursor: null });
    await setLanguage('fr', { save: false });
    try {
      setup();
      // A narrow no-break space before the colon, as French writes it (the catalogue decides).
      expect(
        await screen.findByRole(
          'button',
          { name: 'Renommer\u202f: Conversation 1' },
          { timeout: 5000 },
        ),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Supprimer\u202f: Conversation 1' })).toBeTruthy();
    } finally {
      await setLanguage('en', { save: false });
    }
  });

  it('shows no paging button when the first page is the only one', async () => {
    api.get.mockResolvedValueOnce({ items: [conversation(1)], nextCursor: null });
    setup();
    await screen.findByText('Conversation 1');
    expect(screen.queryByRole('button', { name: 'Show older conversations' })).toBeNull();
    expect(api.get).toHaveBeenCalledOnce();
  });

  it('says so when older conversations fail to load, and keeps the list and the button', async () => {
    api.get
      .mockResolvedValueOnce({ items: [conversation(2)], nextCursor: 'cursor-2' })
      .mockRejectedValueOnce(new Error('offline'));
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Show older conversations' }));
    expect(await screen.findByText(i18n.t('assistant.conversations.olderFailed'))).toBeTruthy();
    expect(screen.getByText('Conversation 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show older conversations' })).toBeTruthy();
  });
});
