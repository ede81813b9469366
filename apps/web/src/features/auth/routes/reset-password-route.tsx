import { useParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';

/** `/forgot-password/{userId}/{orgId}`: userId is the e-mail address, orgId an id or the word None. */
export function ResetPasswordRoute() {
  const params = useParams();
  const email = params.userId ?? '';
  const orgId = Number(params.orgId);
  const organisation = Number.isInteger(orgId) && orgId > 0 ? orgId : 'None';

  return (
    <AuthLayout
      title="Reset your password"
      subtitle={
        <>
          Enter the temporary password we e-mailed to <b>{email}</b>, then choose a new one.
        </>
      }
    >
      <ResetPasswordForm email={email} orgId={organisation} />
    </AuthLayout>
  );
}
