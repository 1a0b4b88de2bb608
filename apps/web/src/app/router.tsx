import { Suspense } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { ChunkErrorBoundary } from '../components/chunk-error-boundary';
import { lazyPage } from '../components/lazy-page';
import { FullPageLoader } from '../components/loaders';
import { RetryState } from '../components/retry-state';
import { TopProgressBar } from '../components/top-progress-bar';
import { paths } from '../lib/paths';
import { DocumentTitle, type RouteHandle } from './document-title';
import { PublicOnly, RequireAuth, RequireFeature } from './guards';
import { AppLayout } from './layout/app-layout';

const SignInPage = lazyPage(() => import('../features/auth/sign-in-page'));
const SignInCallbackPage = lazyPage(() => import('../features/auth/sign-in-callback-page'));
const SignOutPage = lazyPage(() => import('../features/auth/sign-out-page'));
const DashboardPage = lazyPage(() => import('../features/dashboard/dashboard-page'));
const WorkspacePage = lazyPage(() => import('../features/modules/workspace-page'));
const HistoryPage = lazyPage(() => import('../features/history/history-page'));
const ResultPage = lazyPage(() => import('../features/result/result-page'));
const TimelinePage = lazyPage(() => import('../features/timeline/timeline-page'));
const SCRIBE_TEXTS = ['scribe', 'scribe-outputs'] as const;
const RECEPTIONIST_TEXTS = ['receptionist', 'receptionist-assistant', 'front-desk'] as const;
const ChartNotesPage = lazyPage(
  () => import('../features/ambient-scribes/chart-notes-page'),
  SCRIBE_TEXTS,
);
const ScribeSettingsPage = lazyPage(
  () => import('../features/ambient-scribes/settings/scribe-settings-page'),
  SCRIBE_TEXTS,
);
const AssistantPage = lazyPage(() => import('../features/assistant/assistant-page'));
const AiSettingsPage = lazyPage(
  () => import('../features/ai-settings/ai-settings-page'),
  ['ai-settings'],
);
const CopilotPage = lazyPage(() => import('../features/copilot/copilot-page'), ['copilot']);
const CopilotSettingsPage = lazyPage(
  () => import('../features/copilot/copilot-settings-page'),
  ['copilot'],
);
const ReceptionistPage = lazyPage(
  () => import('../features/receptionist/receptionist-page'),
  RECEPTIONIST_TEXTS,
);
const PatientPage = lazyPage(
  () => import('../features/receptionist/patient-page'),
  RECEPTIONIST_TEXTS,
);
const FailedJobsPage = lazyPage(() => import('../features/jobs/failed-jobs-page'));
const PublicChatPage = lazyPage(
  () => import('../features/receptionist/public-chat/public-chat-page'),
  RECEPTIONIST_TEXTS,
);
const MembersPage = lazyPage(() => import('../features/members/members-page'));

const titled = (titleKey: string): { handle: RouteHandle } => ({ handle: { titleKey } });
const toDashboard = <Navigate to={paths.dashboard.href()} replace />;

function Root() {
  return (
    <>
      <DocumentTitle />
      <TopProgressBar />
      <Outlet />
    </>
  );
}

/** Public pages render outside the layout; they load lazily too. */
function Standalone() {
  return (
    <ChunkErrorBoundary resetKey="standalone">
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RetryState />,
    children: [
      {
        element: <Standalone />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              { path: paths.signIn.pattern, element: <SignInPage />, ...titled('pages.signIn') },
              {
                path: paths.signInCallback.pattern,
                element: <SignInCallbackPage />,
                ...titled('pages.signInCallback'),
              },
            ],
          },
        ],
      },
      {
        // A clinic's patient booking chat: open to anyone, signed in or not.
        element: <Standalone />,
        children: [
          {
            path: paths.publicBooking.pattern,
            element: <PublicChatPage />,
            ...titled('rxAssistant.public.title'),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <Standalone />,
            children: [
              { path: paths.signOut.pattern, element: <SignOutPage />, ...titled('pages.signOut') },
            ],
          },
          {
            element: <AppLayout />,
            children: [
              {
                path: paths.dashboard.pattern,
                element: <DashboardPage />,
                ...titled('pages.dashboard'),
              },
              { path: paths.dashDefault.pattern, element: toDashboard },
              {
                path: paths.module.pattern,
                element: <WorkspacePage />,
                ...titled('workspace.pageTitle'),
              },
              { path: paths.history.pattern, element: <HistoryPage />, ...titled('pages.history') },
              { path: paths.result.pattern, element: <ResultPage />, ...titled('pages.result') },
              {
                path: paths.subjectTimeline.pattern,
                element: <TimelinePage />,
                ...titled('timeline.title'),
              },
              {
                element: <RequireFeature feature="ambient-scribes" />,
                children: [
                  {
                    path: paths.chartNotes.pattern,
                    element: <ChartNotesPage />,
                    ...titled('pages.chartNotes'),
                  },
                  {
                    path: paths.scribeSettings.pattern,
                    element: <ScribeSettingsPage />,
                    ...titled('scribe.settings.title'),
                  },
                ],
              },
              {
                path: paths.assistant.pattern,
                element: <AssistantPage />,
                ...titled('pages.assistant'),
              },
              {
                path: paths.aiSettings.pattern,
                element: <AiSettingsPage />,
                ...titled('aiSettings.title'),
              },
              {
                path: paths.failedJobs.pattern,
                element: <FailedJobsPage />,
                ...titled('jobs.title'),
              },
              { path: paths.members.pattern, element: <MembersPage />, ...titled('members.title') },
              {
                element: <RequireFeature feature="copilot" />,
                children: [
                  {
                    path: paths.copilot.pattern,
                    element: <CopilotPage />,
                    ...titled('pages.copilot'),
                  },
                  {
                    path: paths.copilotSettings.pattern,
                    element: <CopilotSettingsPage />,
                    ...titled('pages.copilotSettings'),
                  },
                ],
              },
              {
                path: paths.receptionist.pattern,
                element: <ReceptionistPage />,
                ...titled('pages.receptionist'),
              },
              {
                path: paths.receptionistPatient.pattern,
                element: <PatientPage />,
                ...titled('frontDesk.patient.title'),
              },
            ],
          },
        ],
      },
      { path: '*', element: toDashboard },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
