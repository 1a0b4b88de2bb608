import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { bodyMarkSchema, type BodyMap } from '@dermadesk/contracts';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBodyMapEdits } from './use-body-map-edits';

const api = vi.hoisted(() => ({
  get: vi.fn<(path: string) => Promise<BodyMap>>(),
  put: vi.fn<(path: string, body: BodyMap) => Promise<BodyMap>>(),
}));
vi.mock('../../../lib/api/client', () => ({ api }));
vi.mock('../../../lib/account/account-store', () => ({
  useAccount: () => ({ currentOrgAccess: 'org-1' }),
}));
afterEach(cleanup);

const mark = bodyMarkSchema.parse({
  id: '00000000-0000-4000-8000-000000000001',
  side: 'front',
  x: 0.8,
  y: 0.44,
  site: 'left-forearm',
  count: 2,
  sizeMm: 8,
  morphology: 'plaque',
});

describe('useBodyMapEdits', () => {
  it('keeps a saved change when a read of the map started before the save answers after it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    api.get.mockResolvedValueOnce({ marks: [] });
    const { result } = renderHook(() => useBodyMapEdits('e1'), { wrapper });
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(1));

    // Another change to the visit refreshes every encounter query, the map's too: that read is
    // still on its way (with the map as it was) when the clinician's marks are saved.
    let answerStale!: (map: BodyMap) => void;
    api.get.mockReturnValueOnce(new Promise((r) => (answerStale = r)));
    void queryClient.invalidateQueries();
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    api.put.mockImplementation(async (_path, body) => body);
    act(() => result.current.change([mark]));
    await act(() => result.current.flush());
    expect(api.put).toHaveBeenCalledTimes(1);

    await act(async () => answerStale({ marks: [] }));
    expect(result.current.marks).toEqual([mark]);
  });
});
