import type { OrgRole } from '@dermadesk/contracts';
import type { OrgId } from '../platform/tenancy/org-id.js';

/** Who is asking, verified: built by the auth plugin (user) and the tenancy plugin (org). */
export interface UserContext {
  userId: string;
  requestId: string;
}

export interface OrgContext extends UserContext {
  /** The organisation the server verified the user belongs to — never the raw header. */
  orgId: OrgId;
  role: OrgRole;
}

/**
 * Whoever acts inside a verified organisation: a member (an `OrgContext` fits as it is) or a
 * caller without an account there (the public booking chat, `userId: null`). Services that the
 * public chat reaches take this; everything else keeps `OrgContext`.
 */
export interface OrgActor {
  userId: string | null;
  orgId: OrgId;
  requestId: string;
}
