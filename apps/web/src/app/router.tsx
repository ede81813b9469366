import { createHashRouter } from 'react-router';
import { paths } from '@envirotrack/shared';
import { FullLoader } from '../components/page-loader';
import { redirectSignedIn, requireSession } from './guards';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

const resetPasswordPattern = '/forgot-password/:userId/:orgId';

export const router = createHashRouter([
  {
    HydrateFallback: FullLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        path: paths.login,
        loader: redirectSignedIn,
        lazy: async () => ({ Component: (await import('../features/auth/routes/login-route')).LoginRoute }),
      },
      {
        path: resetPasswordPattern,
        loader: redirectSignedIn,
        lazy: async () => ({
          Component: (await import('../features/auth/routes/reset-password-route')).ResetPasswordRoute,
        }),
      },
      {
        loader: requireSession,
        Component: AppLayout,
        children: [
          {
            path: paths.home,
            lazy: async () => ({ Component: (await import('../features/home/routes/home-route')).HomeRoute }),
          },
          {
            path: paths.updatePassword,
            lazy: async () => ({
              Component: (await import('../features/auth/routes/update-password-route')).UpdatePasswordRoute,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./not-found')).NotFound }),
          },
        ],
      },
    ],
  },
]);
