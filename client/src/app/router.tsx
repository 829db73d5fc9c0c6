import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading } from './layout/app-loading';
import { AccountRootLayout } from './layout/account-providers';
import { RouteError, RootError } from './layout/route-error';

/**
 * Every screen of spec section 2. Each page is its own lazy module in ./routes (one chunk per route) that
 * exports `Component`; replacing a placeholder means rewriting that one file.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AccountRootLayout,
    // Outside the layout: shown if the layout itself fails.
    ErrorBoundary: RootError,
    HydrateFallback: AppLoading,
    children: [
      {
        // Inside the layout: a failing page keeps the header, menu and footer.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('./routes/landing') },
          { path: 'about', lazy: () => import('./routes/landing') },
          { path: 'roles', lazy: () => import('./routes/roles') },
          { path: 'sandbox', lazy: () => import('./routes/sandbox') },
          { path: 'sandbox/:jobId', lazy: () => import('./routes/sandbox-job') },
          { path: 'payment-success', lazy: () => import('./routes/payment-success') },
          { path: 'reset-password', lazy: () => import('./routes/reset-password') },
          { path: 'coach', lazy: () => import('./routes/coach') },
          { path: 'news-interpreter', lazy: () => import('./routes/news-interpreter') },
          { path: 'interview-prep', lazy: () => import('./routes/interview-prep') },
          { path: 'job-match', lazy: () => import('./routes/job-match') },
          { path: 'ai-jobs', lazy: () => import('./routes/ai-jobs') },
          { path: 'day-in-life', lazy: () => import('./routes/day-in-life') },
          { path: 'research-report', lazy: () => import('./routes/research-report') },
          { path: 'settings', lazy: () => import('./routes/settings') },
          { path: 'contact', lazy: () => import('./routes/contact') },
          { path: 'privacy', lazy: () => import('./routes/privacy') },
          { path: 'dev-setup', lazy: () => import('./routes/dev-setup') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
