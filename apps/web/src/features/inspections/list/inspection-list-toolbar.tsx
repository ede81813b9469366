import { useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { sanitizeSearch, STATUS, type Status } from '@envirotrack/shared';
import { SegmentedChoice } from '../../../components/segmented-choice';

interface InspectionListToolbarProps {
  search: string;
  status: Status;
  onChange: (change: { search?: string; status?: Status }) => void;
  /** L1 has no status filter (spec 2 §2.1, §6). */
  withStatus: boolean;
}

const SEARCH_DELAY_MS = 350;

/** The search box (kept in the address) and, for non-L1 users, the Active / In-Active filter. */
export function InspectionListToolbar({ search, status, onChange, withStatus }: InspectionListToolbarProps) {
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  // The address changed on its own (a menu link, back): show what it holds.
  if (search !== shown) {
    setShown(search);
    if (sanitizeSearch(text) !== search) setText(search);
  }
  const send = useDebouncedCallback((value: string) => {
    const clean = sanitizeSearch(value);
    setShown(clean);
    onChange({ search: clean });
  }, SEARCH_DELAY_MS);

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <TextInput
        aria-label="Search"
        placeholder="Search by Plant ID, name, city or state..."
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          send(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 340 }}
      />
      {withStatus && (
        <SegmentedChoice
          aria-label="Status"
          value={String(status)}
          onChange={(value) =>
            onChange({ status: value === String(STATUS.inactive) ? STATUS.inactive : STATUS.active })
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
