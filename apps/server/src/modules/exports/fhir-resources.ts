import { randomUUID } from 'node:crypto';

/** What the FHIR exports share: resources, references, the subject identifier and the Bundle. */

export type Resource = Record<string, unknown> & { resourceType: string };
export interface BundleEntry {
  fullUrl: string;
  resource: Resource;
}

export const urn = () => `urn:uuid:${randomUUID()}`;
export const text = (t: string) => ({ text: t });

/** A Skin AI subject ID: the organisation's subject IDs form one namespace, named by its id. */
export const subjectIdentifier = (orgId: string, subjectId: string) => ({
  use: 'usual',
  type: text('Subject ID'),
  system: `urn:uuid:${orgId}`,
  value: subjectId,
});

/** A Bundle of type collection: resources exported together, not a transaction to replay. */
export const collectionBundle = (entries: BundleEntry[], generatedAt: Date) => ({
  resourceType: 'Bundle' as const,
  type: 'collection',
  timestamp: generatedAt.toISOString(),
  entry: entries,
});
