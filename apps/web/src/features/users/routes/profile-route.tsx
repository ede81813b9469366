import { Button, Group } from '@mantine/core';
import { IconKey, IconPencil } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '@envirotrack/shared';
import { PageFrame } from '../../../components/page-frame';
import { useSession } from '../../../lib/session';
import { UserInformation } from '../components/user-information';
import { UserLoader } from '../components/user-loader';
import { userPaths } from '../user-paths';

/** `/profile/{id}`: the signed-in user's own information; another id leads to one's own profile. */
export function ProfileRoute() {
  const session = useSession();
  const { id } = useParams();
  if (!session) return null;
  if (id !== String(session.UniqueId)) return <Navigate to={userPaths.profile(session.UniqueId)} replace />;

  return (
    <PageFrame title="User Profile" size="lg">
      <UserLoader id={session.UniqueId}>
        {(user) => (
          <UserInformation
            user={user}
            actions={
              <Group gap="xs">
                <Button
                  component={Link}
                  to={paths.updatePassword}
                  variant="default"
                  leftSection={<IconKey size={16} />}
                >
                  Change Password
                </Button>
                <Button
                  component={Link}
                  to={userPaths.updateFromProfile(user.UniqueId)}
                  leftSection={<IconPencil size={16} />}
                >
                  Edit
                </Button>
              </Group>
            }
          />
        )}
      </UserLoader>
    </PageFrame>
  );
}
