import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconKey, IconPencil, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  messages,
  STATUS,
  userActionMessages,
  durations,
  userMessages,
  type UserDetails,
} from '@envirotrack/shared';
import { confirmYesNo } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteUser } from '../api/delete-user';
import { useSendUserPassword } from '../api/send-user-password';
import { useUpdateUserStatus } from '../api/update-user-status';
import { userPaths } from '../user-paths';
import { fullName } from './user-format';

/** The four icons of spec 1 §6, shown exactly as the server's `actions` for this user allow. */
export function UserActionIcons({ user }: { user: UserDetails }) {
  const navigate = useNavigate();
  const sendPassword = useSendUserPassword();
  const changeStatus = useUpdateUserStatus();
  const remove = useDeleteUser();
  const name = fullName(user);
  const active = user.Active === STATUS.active;
  const { actions } = user;
  if (!actions.sendPassword && !actions.changeStatus && !actions.edit && !actions.delete) return null;

  const askSendPassword = () =>
    confirmYesNo({
      title: 'Send password',
      message: userMessages.sendPasswordConfirm(name),
      onYes: () =>
        sendPassword.mutate(user.UniqueId, {
          onSuccess: ({ message }) => notifySuccess(message ?? messages.temporaryPasswordSent),
          onError: (error) => notifyError(error),
        }),
    });

  const askChangeStatus = () =>
    confirmYesNo({
      title: active ? 'Deactivate user' : 'Activate user',
      message: active ? userActionMessages.deactivateConfirm(name) : userActionMessages.activateConfirm(name),
      danger: active,
      onYes: () =>
        changeStatus.mutate(
          { id: user.UniqueId, status: active ? STATUS.inactive : STATUS.active },
          {
            onSuccess: ({ message }) => notifySuccess(message ?? userMessages.statusUpdated),
            onError: (error) => notifyError(error),
          },
        ),
    });

  const askDelete = () =>
    confirmYesNo({
      title: 'Delete user',
      message: userActionMessages.deleteConfirm(name),
      danger: true,
      onYes: () =>
        remove.mutate(user.UniqueId, {
          onSuccess: ({ message }) => {
            notifySuccess(message ?? userMessages.userDeleted, durations.saved);
            void navigate(userPaths.list);
          },
          onError: (error) => notifyError(error),
        }),
    });

  return (
    <Group gap="xs" role="toolbar" aria-label="User actions">
      {actions.sendPassword && (
        <Icon label="Send password" onClick={askSendPassword} loading={sendPassword.isPending}>
          <IconKey size={18} />
        </Icon>
      )}
      {actions.changeStatus && (
        <Icon
          label={active ? 'Deactivate' : 'Activate'}
          color={active ? 'orange' : 'green'}
          onClick={askChangeStatus}
          loading={changeStatus.isPending}
        >
          {active ? <IconUserOff size={18} /> : <IconUserCheck size={18} />}
        </Icon>
      )}
      {actions.edit && (
        <Tooltip label="Edit" openDelay={300}>
          <ActionIcon
            component={Link}
            to={userPaths.update(user.UniqueId)}
            variant="light"
            size="lg"
            aria-label="Edit"
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {actions.delete && (
        <Icon label="Delete" color="red" onClick={askDelete} loading={remove.isPending}>
          <IconTrash size={18} />
        </Icon>
      )}
    </Group>
  );
}

interface IconProps {
  label: string;
  color?: string;
  loading: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Icon({ label, color, loading, onClick, children }: IconProps) {
  return (
    <Tooltip label={label} openDelay={300}>
      <ActionIcon
        variant="light"
        color={color}
        size="lg"
        aria-label={label}
        loading={loading}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
