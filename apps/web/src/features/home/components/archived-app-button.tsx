import { Button, Tooltip } from '@mantine/core';
import { IconArchive, IconExternalLink } from '@tabler/icons-react';
import type { AccountInfo } from '@envirotrack/shared';

type ArchivedApp = NonNullable<AccountInfo['archivedApp']>;

/** The tab to the organisation's old application (spec 1 §2 home page), opened in a new tab. */
export function ArchivedAppButton({ app }: { app: ArchivedApp }) {
  return (
    <Tooltip
      label={app.tooltip}
      disabled={!app.tooltip}
      multiline
      w={300}
      withArrow
      position="bottom-end"
      openDelay={150}
    >
      <Button
        component="a"
        href={app.url}
        target="_blank"
        rel="noopener noreferrer"
        variant="white"
        color="green.9"
        radius="xl"
        leftSection={<IconArchive size={16} />}
        rightSection={<IconExternalLink size={14} />}
      >
        {app.label}
      </Button>
    </Tooltip>
  );
}
