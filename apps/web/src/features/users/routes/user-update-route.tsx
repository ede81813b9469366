import { useParams, useSearchParams } from 'react-router';
import { userActionMessages } from '@envirotrack/shared';
import { ErrorView } from '../../../components/error-view';
import { PageFrame } from '../../../components/page-frame';
import { useSession } from '../../../lib/session';
import { UserForm } from '../components/user-form';
import { UserLoader } from '../components/user-loader';
import { userPaths } from '../user-paths';

/** `/user/update/{id}`: Update User (form 'Update Form'); opened from the profile it returns there. */
export function UserUpdateRoute() {
  const session = useSession();
  const id = Number(useParams().id);
  const [searchParams] = useSearchParams();
  if (!session) return null;
  const returnTo = searchParams.get('from') === 'profile' ? userPaths.profile(id) : userPaths.details(id);

  return (
    <PageFrame title="Update User" size="lg" backTo={returnTo}>
      <UserLoader id={id}>
        {(user) =>
          user.UniqueId === session.UniqueId || user.actions.edit ? (
            <UserForm context={{ mode: 'update', session, user }} returnTo={returnTo} />
          ) : (
            <ErrorView message={userActionMessages.cannotEdit} />
          )
        }
      </UserLoader>
    </PageFrame>
  );
}
