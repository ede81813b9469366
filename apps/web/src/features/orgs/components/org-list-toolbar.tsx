import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { sanitizeSearch, userMessages } from '@envirotrack/shared';
import { orgPaths } from '../org-paths';

interface OrgListToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
}

const SEARCH_DELAY_MS = 350;

/**
 * The list frame's search box and the add button. The search box starts from the address, which the
 * shared ListFrame's own box cannot do yet, so this one stands in its place with the same look.
 */
export function OrgListToolbar({ search, onSearchChange }: OrgListToolbarProps) {
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
    onSearchChange(clean);
  }, SEARCH_DELAY_MS);

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <TextInput
        aria-label="Search"
        placeholder={userMessages.searchOrganisations}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          send(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 340 }}
      />
      <Button component={Link} to={orgPaths.create} leftSection={<IconPlus size={16} />}>
        Add organisation
      </Button>
    </Group>
  );
}
