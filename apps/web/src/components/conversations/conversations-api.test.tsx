import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  conversationDetailKey,
  useConversations,
  useDeleteConversation,
} from './conversations-api';

const api = vi.hoisted(() => ({
  get: vi.fn<(path: string) => Promise<unknown>>(),
  delete: vi.fn<(path: string) => Promise<null>>(),
}));
vi.mock('../../lib/api/client', () => ({ api }));
vi.mock('../../lib/account/account-store', () => ({
  useAccount: () => ({ currentOrgAccess: 'org-1' }),
}));

const id = '00000000-0000-4000-8000-000000000001';

describe('useDeleteConversation', () => {
  it('refreshes the lists but never fetches the deleted conversation again', async () => {
    api.get.mockResolvedValue({ items: [], nextCursor: null });
    api.delete.mockResolvedValue(null);
    const detail = vi.fn(() => Promise.resolve({ id, title: 'Acne', messages: [] }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // The open conversation is still observed, as its page is while the navigation away renders.
    const { result } = renderHook(
      () => ({
        list: useConversations('copilot', ''),
        open: useQuery({
          queryKey: conversationDetailKey('copilot', 'org-1', id),
          queryFn: detail,
        }),
        deletion: useDeleteConversation('copilot'),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.open.isSuccess && result.current.list.isSuccess).toBe(true),
    );
    expect(api.get).toHaveBeenCalledOnce();

    await act(() => result.current.deletion.mutateAsync(id));
    expect(api.delete).toHaveBeenCalledWith(`/api/v1/copilot/conversations/${id}`);
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    expect(detail).toHaveBeenCalledOnce();
  });
});
