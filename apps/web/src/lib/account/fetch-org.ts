import type { Org } from '@dermadesk/contracts';
import type { ApiClient } from '../api/api-client';

/** One organisation's details; asked with that organisation as `org-id`. */
export function fetchOrg(api: ApiClient, orgId: string) {
  return api.get<Org>(`/api/v1/orgs/${encodeURIComponent(orgId)}`, { orgId });
}
