import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { remoteConfigDefaults, type RemoteConfig } from '@dermadesk/contracts';
import { api } from './api/client';

/** Remote values are fetched at most every 30 s; cached values are used in between. */
export const REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS = 30_000;

export const remoteConfigQuery = queryOptions({
  queryKey: ['remote-config'],
  queryFn: () => api.get<RemoteConfig>('/api/v1/remote-config'),
  staleTime: REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS,
});

/** The remote configuration over the defaults; the defaults alone when the fetch fails. */
export function useRemoteConfig(): RemoteConfig {
  const { data } = useQuery(remoteConfigQuery);
  return useMemo(() => ({ ...remoteConfigDefaults, ...data }), [data]);
}
