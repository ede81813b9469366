import type { MouseEvent, ReactNode } from 'react';
import { Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './home.module.css';

interface LinkCardProps {
  icon: ReactNode;
  color: string;
  title: string;
  description: string;
  /** A screen of the app, or (with `external`) another site opened in a new tab. */
  to: string;
  external?: boolean;
  busy?: boolean;
  /** External cards only: replaces the plain link when opening needs a call first. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A whole-card link on the home page: icon, title, one line of description, and where it leads. */
export function LinkCard({ icon, color, title, description, to, external, busy, onClick }: LinkCardProps) {
  const trailing = busy ? (
    <Loader size={16} />
  ) : external ? (
    <IconExternalLink size={18} aria-label="opens in a new tab" />
  ) : (
    <IconArrowRight size={18} aria-hidden="true" />
  );
  const card = { withBorder: true, radius: 'lg', p: 'lg', className: classes.linkCard } as const;
  const content = (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <ThemeIcon size={44} radius="md" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Stack gap={4} flex={1} miw={0}>
        <Text fw={650}>{title}</Text>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      <Text c="gray.5" lh={0} mt={2}>
        {trailing}
      </Text>
    </Group>
  );

  if (!external) {
    return (
      <Paper component={Link} to={to} {...card}>
        {content}
      </Paper>
    );
  }
  return (
    <Paper
      component="a"
      href={to}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      aria-busy={busy || undefined}
      {...card}
    >
      {content}
    </Paper>
  );
}
