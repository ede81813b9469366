import { lazy, Suspense, useState } from 'react';
import { messages } from '@envirotrack/shared';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

// Loaded when asked for: the sign-in screen's first code leaves out its form and its dialog.
const ForgotPasswordForm = lazy(() =>
  import('../components/forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

export function LoginRoute() {
  const [view, setView] = useState<'login' | 'forgot'>('login');

  return view === 'login' ? (
    <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to keep your compliance records up to date.">
      <LoginForm onForgotPassword={() => setView('forgot')} />
    </AuthLayout>
  ) : (
    <AuthLayout title="Forgot your password?" subtitle={messages.forgotCaption}>
      <Suspense fallback={null}>
        <ForgotPasswordForm onBack={() => setView('login')} />
      </Suspense>
    </AuthLayout>
  );
}
