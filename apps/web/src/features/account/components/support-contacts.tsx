import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBook2, IconMail, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { helpUrl } from '../../../lib/config';

/** Beside the support form: the other ways to get help, and what the team receives with a request. */
export function SupportContacts({ supportEmail }: { supportEmail: string | null }) {
  return (
    <Paper withBorder radius="md" p="lg" bg="gray.0">
      <Stack gap="lg">
        <Text fw={600}>Other ways to get help</Text>
        <Item icon={<IconBook2 size={18} />} title="Help guide">
          <Anchor href={helpUrl} target="_blank" rel="noopener" size="sm">
            Signing in, passwords and the basics
          </Anchor>
        </Item>
        {supportEmail && (
          <Item icon={<IconMail size={18} />} title="E-mail">
            <Anchor href={`mailto:${supportEmail}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {supportEmail}
            </Anchor>
          </Item>
        )}
        <Item icon={<IconShieldCheck size={18} />} title="What we receive">
          <Text size="sm" c="dimmed">
            Your request with your name, user ID and organisation, so the team can answer you.
          </Text>
        </Item>
      </Stack>
    </Paper>
  );
}

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <ThemeIcon size={34} radius="md" variant="light">
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {children}
      </div>
    </Group>
  );
}
