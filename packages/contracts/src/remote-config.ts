import { z } from 'zod';

export const remoteConfigKeys = [
  'MAX_UPLOAD',
  'UPLOAD_MODE',
  'LINK_ABOUT_US',
  'LINK_PRIVACY_POLICY',
  'LINK_TERMS_AND_CONDITION',
  'UI_MODE',
  'ALLOW_USER_COMMENT',
  'CONCUR_CHECKBOX_MODE',
] as const;
export type RemoteConfigKey = (typeof remoteConfigKeys)[number];

export const remoteConfigSchema = z.object({
  /** Largest image accepted by the analysis modules, in megabytes. */
  MAX_UPLOAD: z.number().positive(),
  UPLOAD_MODE: z.enum(['single', 'multiple']),
  LINK_ABOUT_US: z.string(),
  LINK_PRIVACY_POLICY: z.string(),
  LINK_TERMS_AND_CONDITION: z.string(),
  /** 1 compact result view, 2 full workspace. */
  UI_MODE: z.union([z.literal(1), z.literal(2)]),
  ALLOW_USER_COMMENT: z.boolean(),
  CONCUR_CHECKBOX_MODE: z.boolean(),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

export const remoteConfigDefaults: RemoteConfig = {
  MAX_UPLOAD: 20,
  UPLOAD_MODE: 'single',
  LINK_ABOUT_US: '',
  LINK_PRIVACY_POLICY: '',
  LINK_TERMS_AND_CONDITION: '',
  UI_MODE: 2,
  ALLOW_USER_COMMENT: false,
  CONCUR_CHECKBOX_MODE: false,
};
