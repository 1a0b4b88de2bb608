/** Every route of the app, with the function that builds its href. The router reads `pattern`. */
export const paths = {
  root: { pattern: '/', href: () => '/' },
  signIn: { pattern: '/auth/signin', href: () => '/auth/signin' },
  signInCallback: { pattern: '/auth/signin-callback', href: () => '/auth/signin-callback' },
  signOut: { pattern: '/auth/signout', href: () => '/auth/signout' },
  dashboard: { pattern: '/index', href: () => '/index' },
  /** Where the menu's Skin AI modules item and the logo point; it leads to the dashboard. */
  dashDefault: { pattern: '/DashDefault/index', href: () => '/DashDefault/index' },
  /** One analysis workspace per Skin AI module (1–28); `visit`: add a photo to that saved upload. */
  module: {
    pattern: '/modules/:module',
    href: (module: number, visit?: number) =>
      visit === undefined ? `/modules/${module}` : `/modules/${module}?visit=${visit}`,
  },
  history: { pattern: '/result/predict-result', href: () => '/result/predict-result' },
  /** Not an exact match: `/result/42/anything` still shows result 42. */
  result: { pattern: '/result/:id/*', href: (id: string) => `/result/${encodeURIComponent(id)}` },
  /** Every analysis of one subject over time (outside `/result/` so it never looks like an id). */
  subjectTimeline: {
    pattern: '/subjects/:subjectId',
    href: (subjectId: string) => `/subjects/${encodeURIComponent(subjectId)}`,
  },
  chartNotes: {
    pattern: '/gpt/ambient-scribes/chart-notes',
    href: () => '/gpt/ambient-scribes/chart-notes',
  },
  /** Options, templates and the organisation's scribe policy. */
  scribeSettings: {
    pattern: '/gpt/ambient-scribes/settings',
    href: () => '/gpt/ambient-scribes/settings',
  },
  /** The Assistant, optionally on one conversation (so a reload keeps it open). */
  assistant: {
    pattern: '/gpt/assistant/:conversationId?',
    href: (conversationId?: string) =>
      conversationId ? `/gpt/assistant/${encodeURIComponent(conversationId)}` : '/gpt/assistant',
  },
  /** The organisation admin's AI providers, limits and Assistant prompt. */
  aiSettings: { pattern: '/gpt/settings', href: () => '/gpt/settings' },
  copilot: {
    pattern: '/gpt/copilot/:conversationId?',
    href: (conversationId?: string) =>
      conversationId ? `/gpt/copilot/${encodeURIComponent(conversationId)}` : '/gpt/copilot',
  },
  copilotSettings: { pattern: '/gpt/copilot/setting', href: () => '/gpt/copilot/setting' },
  receptionist: { pattern: '/gpt/receptionist', href: () => '/gpt/receptionist' },
  /** A clinic's patient-facing booking chat (public: no sign-in), by its link's key. */
  publicBooking: {
    pattern: '/book/:key',
    href: (key: string) => `/book/${encodeURIComponent(key)}`,
  },
  /** One patient's record: details, appointments, Skin AI results, notes. */
  receptionistPatient: {
    pattern: '/gpt/receptionist/patients/:id',
    href: (id: string) => `/gpt/receptionist/patients/${encodeURIComponent(id)}`,
  },
  /** The organisation admin's background jobs that failed on every attempt. */
  failedJobs: { pattern: '/settings/failed-jobs', href: () => '/settings/failed-jobs' },
  /** The organisation admin's members and pending invitations. */
  members: { pattern: '/settings/members', href: () => '/settings/members' },
} as const;
