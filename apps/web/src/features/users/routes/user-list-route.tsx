import { Badge, Button, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { accessLevelLabel, assignableLevels, messages, STATUS, type UserListItem } from '@envirotrack/shared';
import { ExportMenu } from '../../../components/export-menu';
import { ListFrame, rowNumberColumn, type ListColumn } from '../../../components/list-frame';
import { PageFrame } from '../../../components/page-frame';
import { RowLink } from '../../../components/row-link';
import { useSession } from '../../../lib/session';
import { useUsers, usersExportPath } from '../api/get-users';
import { toLevel } from '../components/user-form-model';
import { statusLabel } from '../components/user-format';
import { UserListToolbar } from '../components/user-list-toolbar';
import { toSortField, useUserListState } from '../components/use-user-list-state';
import { userPaths } from '../user-paths';

const columns: ListColumn<UserListItem>[] = [
  rowNumberColumn(),
  {
    key: 'UserId',
    label: 'User ID',
    sortable: true,
    render: (user) => <RowLink to={userPaths.details(user.UniqueId)}>{user.UserId}</RowLink>,
  },
  { key: 'First_Name', label: 'First Name', sortable: true, render: (user) => user.First_Name },
  { key: 'Last_Name', label: 'Last Name', sortable: true, render: (user) => user.Last_Name },
  {
    key: 'Access_Level',
    label: 'Access Level',
    sortable: true,
    render: (user) => (
      <Badge variant="light" tt="none">
        {accessLevelLabel(toLevel(user.Access_Level))}
      </Badge>
    ),
  },
  {
    key: 'Active',
    label: 'Status',
    sortable: true,
    render: (user) => (
      <Badge variant="dot" color={user.Active === STATUS.active ? 'green' : 'gray'} tt="none">
        {statusLabel(user.Active)}
      </Badge>
    ),
  },
];

/** `/users`: the users the signed-in user may see, except themselves (spec 1 §2). */
export function UserListRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const [state, update] = useUserListState();
  const hasStatusFilter = session?.Access_Level !== 1;
  const users = useUsers(hasStatusFilter ? state : { ...state, status: STATUS.active });
  if (!session) return null;

  return (
    <PageFrame
      title="Users"
      actions={
        <>
          <ExportMenu
            path={usersExportPath(hasStatusFilter ? state : { ...state, status: STATUS.active })}
            fallbackName="users"
          />
          {assignableLevels(session.Access_Level).length > 0 && (
            <Button component={Link} to={userPaths.create} leftSection={<IconUserPlus size={16} />}>
              Add User
            </Button>
          )}
        </>
      }
    >
      <Stack gap="md">
        <UserListToolbar
          search={state.search}
          onSearchChange={(search) => update({ search })}
          status={hasStatusFilter ? state.status : undefined}
          onStatusChange={(status) => update({ status })}
        />
        <ListFrame
          columns={columns}
          rows={users.data?.rows}
          rowKey={(user) => user.UniqueId}
          totalCount={users.data?.totalCount ?? 0}
          page={state.page}
          onPageChange={(page) => update({ page })}
          sort={{ key: state.sort, ascending: state.ascending }}
          onSortChange={(sort) => update({ sort: toSortField(sort.key), ascending: sort.ascending })}
          emptyMessage={messages.noUsers}
          isLoading={users.isFetching}
          isError={users.isError}
          onRetry={() => void users.refetch()}
          onRowClick={(user) => void navigate(userPaths.details(user.UniqueId))}
        />
      </Stack>
    </PageFrame>
  );
}
