/**
 * Counts provider calls in flight per organisation, in this process. A refused call is answered
 * at once rather than queued: a clinician waiting on a hidden queue is worse than a clear "busy".
 */
export function createOrgLimiter() {
  const inFlight = new Map<string, number>();
  return {
    /** A release function when under the limit (call it exactly once), otherwise null. */
    tryAcquire(orgId: string, limit: number): (() => void) | null {
      const current = inFlight.get(orgId) ?? 0;
      if (current >= limit) return null;
      inFlight.set(orgId, current + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(orgId) ?? 1) - 1;
        if (left > 0) inFlight.set(orgId, left);
        else inFlight.delete(orgId);
      };
    },
    inFlight: (orgId: string) => inFlight.get(orgId) ?? 0,
  };
}
