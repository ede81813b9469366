import { Anchor, Badge, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import {
  ACCESS_LEVELS,
  accessLevelLabel,
  plantActionMessages,
  STATUS,
  type PlantDetails,
} from '@envirotrack/shared';
import { plantPaths } from '../plant-paths';
import { statusLabel } from './plant-format';

const levelLabel = (level: number) => accessLevelLabel(ACCESS_LEVELS.find((known) => known === level) ?? 4);

/** Plant Users (spec 2 §2.6): UserID, Name, Access Level, Status; a row opens the user's update form. */
export function PlantUsersTable({ users }: { users: PlantDetails['userdetailsList'] }) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      {/* Focusable, so keyboard users can scroll a narrow screen sideways even when no row has a link. */}
      <ScrollArea
        type="auto"
        scrollbars="x"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Plant users' }}
      >
        <Table miw={520} verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {['UserID', 'Name', 'Access Level', 'Status'].map((heading) => (
                <Table.Th key={heading}>
                  <Text component="span" size="sm" fw={600} c="dark.6">
                    {heading}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr
                key={user.UniqueId}
                style={{ cursor: 'pointer' }}
                onClick={() => void navigate(plantPaths.userUpdate(user.UniqueId))}
              >
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={plantPaths.userUpdate(user.UniqueId)}
                    onClick={(event) => event.stopPropagation()}
                    size="sm"
                    fw={600}
                    c="dark.7"
                  >
                    {user.UserId}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {user.First_Name} {user.Last_Name}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" tt="none">
                    {levelLabel(user.Access_Level)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={user.Active === STATUS.active ? 'green' : 'gray'} tt="none">
                    {statusLabel(user.Active)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {users.length === 0 && (
        <Text ta="center" c="dimmed" py="xl" size="sm">
          {plantActionMessages.noUsers}
        </Text>
      )}
    </Paper>
  );
}
