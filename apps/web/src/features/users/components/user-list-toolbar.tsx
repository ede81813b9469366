import { useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { sanitizeSearch, STATUS, type Status } from '@envirotrack/shared';
import { SegmentedChoice } from '../../../components/segmented-choice';

interface UserListToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  /** Absent for L1, who has no status filter (spec 1 §6). */
  status?: Status;
  onStatusChange: (status: Status) => void;
}

const SEARCH_DELAY_MS = 350;

/** The search box (kept in the address, unlike the list frame's own) and the Active / In-Active filter. */
export function UserListToolbar({ search, onSearchChange, status, onStatusChange }: UserListToolbarProps) {
  const [text, setText] = useState(search);
  const sendSearch = useDebouncedCallback(
    (value: string) => onSearchChange(sanitizeSearch(value)),
    SEARCH_DELAY_MS,
  );

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <TextInput
        aria-label="Search"
        placeholder="Search by User ID, name or e-mail..."
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          sendSearch(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 340 }}
      />
      {status !== undefined && (
        <SegmentedChoice
          aria-label="Status"
          value={String(status)}
          onChange={(value) =>
            onStatusChange(value === String(STATUS.inactive) ? STATUS.inactive : STATUS.active)
          }
          data={[
            { value: String(STATUS.active), label: 'Active' },
            { value: String(STATUS.inactive), label: 'In-Active' },
          ]}
        />
      )}
    </Group>
  );
}
