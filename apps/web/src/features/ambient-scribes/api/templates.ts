import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SaveTemplateInput, ScribeOrgSettings, ScribeTemplate } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';

const TEMPLATES = '/api/v1/scribe/templates';
const SETTINGS = '/api/v1/scribe/settings';

const templatesQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: ['scribe', orgId, 'templates'] as const,
    queryFn: ({ signal }) => api.get<ScribeTemplate[]>(TEMPLATES, { signal }),
    enabled: Boolean(orgId),
    staleTime: 60_000,
  });

export function useTemplates() {
  const { currentOrgAccess } = useAccount();
  return useQuery(templatesQuery(currentOrgAccess));
}

/**
 * A template's name as the clinician reads it: the ready-made ones in the interface's language
 * (the server names them once, in English); the clinic's own as they were written.
 */
export function useTemplateName() {
  const { t } = useTranslation();
  return (template: ScribeTemplate) =>
    template.scope === 'builtin'
      ? t(`scribe.builtinTemplates.${template.id}`, { defaultValue: template.name })
      : template.name;
}

/** Create (no id) or change a template; `fields` and `examples` go as the JSON text typed. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SaveTemplateInput }) =>
      id
        ? api.put<ScribeTemplate>(`${TEMPLATES}/${encodeURIComponent(id)}`, body)
        : api.post<ScribeTemplate>(TEMPLATES, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: templatesQuery(currentOrgAccess).queryKey }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${TEMPLATES}/${encodeURIComponent(id)}`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: templatesQuery(currentOrgAccess).queryKey }),
  });
}

const settingsQuery = (orgId: string | null) =>
  queryOptions({
    queryKey: ['scribe', orgId, 'settings'] as const,
    queryFn: ({ signal }) => api.get<ScribeOrgSettings>(SETTINGS, { signal }),
    enabled: Boolean(orgId),
    staleTime: 60_000,
  });

export function useScribeSettings() {
  const { currentOrgAccess } = useAccount();
  return useQuery(settingsQuery(currentOrgAccess));
}

export function useSaveScribeSettings() {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  const key = settingsQuery(currentOrgAccess).queryKey;
  return useMutation({
    mutationFn: (body: ScribeOrgSettings) => api.put<ScribeOrgSettings>(SETTINGS, body),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
