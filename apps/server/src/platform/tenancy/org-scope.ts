import type { Db, Tx } from '../../db/client.js';
import type { OrgId } from './org-id.js';

/**
 * An open transaction, opaque to services: they pass it on (to audit, to the job queue) but
 * cannot write SQL with it.
 */
export type Transaction = Tx;

/**
 * One organisation's repositories, built from the verified context. A service receives this
 * (never the database), so every query it can reach is bound to `ctx.orgId`.
 */
export interface OrgScope<R> {
  (ctx: { orgId: OrgId }): R;
  /** The same repositories inside one transaction: all of `work` commits or none of it. */
  transaction<T>(
    ctx: { orgId: OrgId },
    work: (repos: R, tx: Transaction) => Promise<T>,
  ): Promise<T>;
}

export function orgScope<R>(db: Db, build: (db: Db | Tx, orgId: OrgId) => R): OrgScope<R> {
  const scope = (ctx: { orgId: OrgId }) => build(db, ctx.orgId);
  scope.transaction = <T>(ctx: { orgId: OrgId }, work: (repos: R, tx: Transaction) => Promise<T>) =>
    db.transaction((tx) => work(build(tx, ctx.orgId), tx));
  return scope;
}
