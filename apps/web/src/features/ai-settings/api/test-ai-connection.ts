import { useMutation } from '@tanstack/react-query';
import type { AiConnectionTest, AiKind } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';

/** Tests the saved settings of one kind (it lists the endpoint's models; no patient data). */
export function testAiConnection(kind: AiKind): Promise<AiConnectionTest> {
  return api.post<AiConnectionTest>(`/api/v1/ai/settings/providers/${kind}/test`);
}

export function useTestAiConnection(kind: AiKind) {
  return useMutation({ mutationFn: () => testAiConnection(kind) });
}
