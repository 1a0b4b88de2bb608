/**
 * An organisation id the server has verified: the caller is a member (access plugin), or an org
 * job carries it from a verified request (job queue). A plain string does not fit, so an
 * organisation-scoped repository cannot be built from a header, a body or a guess.
 */
declare const verified: unique symbol;
export type OrgId = string & { readonly [verified]: 'OrgId' };

/**
 * Why a string may become an OrgId. The callers are few and named (lint keeps the import to
 * them): the access lookup, when our membership table has the row; the job queue, for the
 * payload of an org job (enqueued from a verified context); the operator CLI, which names an
 * organisation by id; system sweeps (retention), acting on a row a cross-organisation query
 * found, in that row's own organisation; the public booking chat, for the organisation whose
 * unguessable link key the caller used (and only while it lets the public book); test factories.
 */
export type OrgIdSource = 'membership' | 'org-job' | 'operator' | 'system' | 'public-link' | 'test';

export function mintOrgId(id: string, _source: OrgIdSource): OrgId {
  return id as OrgId;
}
