import { useState } from 'react';
import { messages } from '@envirotrack/shared';
import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  const [view, setView] = useState<'login' | 'forgot'>('login');

  return view === 'login' ? (
    <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to keep your compliance records up to date.">
      <LoginForm onForgotPassword={() => setView('forgot')} />
    </AuthLayout>
  ) : (
    <AuthLayout title="Forgot your password?" subtitle={messages.forgotCaption}>
      <ForgotPasswordForm onBack={() => setView('login')} />
    </AuthLayout>
  );
}
