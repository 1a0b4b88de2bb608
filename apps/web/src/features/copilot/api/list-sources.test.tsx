import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CopilotSettings, CopilotSource } from '@dermadesk/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCopilotSettings } from './copilot-settings';
import { useSources } from './list-sources';
import { clearUploadSent, markUploadSent } from './upload-sent';

const api = vi.hoisted(() => ({ get: vi.fn<(path: string) => Promise<unknown>>() }));
vi.mock('../../../lib/api/client', () => ({ api }));
vi.mock('../../../lib/account/account-store', () => ({
  useAccount: () => ({ currentOrgAccess: 'org-1' }),
}));

const id = '00000000-0000-4000-8000-000000000001';
const source = (status: CopilotSource['status']) => ({ id, name: 'Protocols', status });
const settings = (sourceIds: string[]): CopilotSettings => ({
  sourceIds,
  retrieval: 'full-text',
  chat: 'disabled',
  canConfigure: true,
});

describe('useSources', () => {
  it('reads the settings again when a source turns ready (the server then uses it)', async () => {
    // No saved choice: the server's selection is every ready source.
    let status: CopilotSource['status'] = 'processing';
    api.get.mockImplementation((path) =>
      Promise.resolve(
        path.endsWith('/settings')
          ? settings(status === 'ready' ? [id] : [])
          : { items: [source(status)] },
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ sources: useSources(), settings: useCopilotSettings() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.settings.data?.sourceIds).toEqual([]));
    expect(result.current.sources.data?.[0]?.status).toBe('processing');

    status = 'ready';
    await act(() => result.current.sources.refetch());
    await waitFor(() => expect(result.current.settings.data?.sourceIds).toEqual([id]));
  });

  it('polls after a reload while an upload sent in this tab has no answer yet', async () => {
    // The file reached the server, then the page reloaded: the first list is fetched before the
    // server has stored the source, and nothing listed is indexing.
    markUploadSent();
    api.get.mockReset();
    api.get.mockResolvedValueOnce({ items: [] }).mockResolvedValue({ items: [source('queued')] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    try {
      const { result } = renderHook(() => useSources(), { wrapper });
      await waitFor(() => expect(result.current.data).toEqual([]));
      await waitFor(() => expect(result.current.data).toEqual([source('queued')]), {
        timeout: 5000,
      });
    } finally {
      clearUploadSent();
      client.clear();
    }
  });
});
