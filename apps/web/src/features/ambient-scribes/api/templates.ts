import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScribeOrgSettings, ScribeTemplate } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

const templatesQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: ['scribe', orgId, 'templates'] as const,
    queryFn: ({ signal }) => api.get<ScribeTemplate[]>('/api/v1/scribe/templates', { signal }),
    enabled: Boolean(orgId),
    staleTime: 60_000,
  });

export function useTemplates() {
  const { currentOrgAccess } = useAccount();
  return useQuery(templatesQuery(currentOrgAccess));
}

const settingsQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: ['scribe', orgId, 'settings'] as const,
    queryFn: ({ signal }) => api.get<ScribeOrgSettings>('/api/v1/scribe/settings', { signal }),
    enabled: Boolean(orgId),
    staleTime: 60_000,
  });

export function useScribeSettings() {
  const { currentOrgAccess } = useAccount();
  return useQuery(settingsQuery(currentOrgAccess));
}
