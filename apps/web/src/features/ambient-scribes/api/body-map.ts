import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyMap, BodyMark, SubjectAnalysis } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { encounterPath, encountersKey } from './list-encounters';

export const bodyMapQuery = (orgId: string | null, id: string) =>
  queryOptions({
    queryKey: [...encountersKey(orgId), 'body-map', id] as const,
    queryFn: ({ signal }) => api.get<BodyMap>(`${encounterPath(id)}/body-map`, { signal }),
    enabled: Boolean(orgId),
  });

export function useBodyMap(id: string) {
  const { currentOrgAccess } = useAccount();
  return useQuery(bodyMapQuery(currentOrgAccess, id));
}

export function usePutBodyMap(id: string) {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  const { queryKey } = bodyMapQuery(currentOrgAccess, id);
  return useMutation({
    mutationFn: (marks: BodyMark[]) => api.put<BodyMap>(`${encounterPath(id)}/body-map`, { marks }),
    // A read started before this save (any change to the visit refreshes every encounter query)
    // would answer with the map as it was and put back what the clinician just changed.
    onSuccess: async (saved) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, saved);
    },
  });
}

/** The saved Skin AI results of the encounter's subject (none asked without a subject ID). */
export function useSubjectAnalyses(id: string, subjectId: string | null) {
  const { currentOrgAccess } = useAccount();
  return useQuery({
    queryKey: [...encountersKey(currentOrgAccess), 'analyses', id, subjectId] as const,
    queryFn: ({ signal }) =>
      api.get<{ subjectId: string; analyses: SubjectAnalysis[] }>(`${encounterPath(id)}/analyses`, {
        signal,
      }),
    enabled: Boolean(currentOrgAccess && subjectId),
  });
}
