import { ROUTES, type RouteName } from '@fcs/shared/routes';
import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { AppLoading } from './layout/app-loading';
import { AccountRootLayout } from './layout/account-providers';
import { RouteError, RootError } from './layout/route-error';

/**
 * The module of each screen in the route map (one lazy chunk per route, exporting `Component`). Typed by the
 * map's names, so a screen added to ROUTES without a module here does not compile.
 */
const SCREENS: Record<RouteName, LazyRouteFunction<RouteObject>> = {
  home: () => import('./routes/landing'),
  about: () => import('./routes/landing'),
  quiz: () => import('./routes/quiz'),
  sandbox: () => import('./routes/sandbox'),
  simulation: () => import('./routes/simulation'),
  paymentSuccess: () => import('./routes/payment-success'),
  resetPassword: () => import('./routes/reset-password'),
  coach: () => import('./routes/coach'),
  newsInterpreter: () => import('./routes/news-interpreter'),
  interviewPrep: () => import('./routes/interview-prep'),
  jobMatch: () => import('./routes/job-match'),
  aiImpact: () => import('./routes/ai-impact'),
  dayInLife: () => import('./routes/day-in-life'),
  researchReport: () => import('./routes/research-report'),
  analyses: () => import('./routes/analyses'),
  settings: () => import('./routes/settings'),
  contact: () => import('./routes/contact'),
  privacy: () => import('./routes/privacy'),
  devSetup: () => import('./routes/dev-setup'),
};

const pages: RouteObject[] = (Object.keys(ROUTES) as RouteName[]).map((name) => ({
  path: ROUTES[name],
  lazy: SCREENS[name],
}));

/** Every screen of spec section 2, from the shared route map (@fcs/shared/routes). */
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
        children: [...pages, { path: '*', lazy: () => import('./routes/not-found') }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
