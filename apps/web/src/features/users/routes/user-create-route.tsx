import { PageFrame } from '../../../components/page-frame';
import { useSession } from '../../../lib/session';
import { UserForm } from '../components/user-form';
import { userPaths } from '../user-paths';

/** `/user/create`: Add User (form CreateForm); saved, it returns to the list after a second. */
export function UserCreateRoute() {
  const session = useSession();
  if (!session) return null;

  return (
    <PageFrame title="Add User" size="lg" backTo={userPaths.list}>
      <UserForm context={{ mode: 'create', session }} returnTo={userPaths.list} />
    </PageFrame>
  );
}
