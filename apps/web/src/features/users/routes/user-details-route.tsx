import { useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { UserActionIcons } from '../components/user-action-icons';
import { UserInformation } from '../components/user-information';
import { UserLoader } from '../components/user-loader';

/** `/users/{id}`: User Information with the action icons the server allows this viewer. */
export function UserDetailsRoute() {
  const id = Number(useParams().id);

  return (
    <PageFrame title="User Information" size="lg">
      <UserLoader id={id}>
        {(user) => <UserInformation user={user} actions={<UserActionIcons user={user} />} />}
      </UserLoader>
    </PageFrame>
  );
}
