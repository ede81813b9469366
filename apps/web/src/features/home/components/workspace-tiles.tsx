import type { ReactNode } from 'react';
import { Badge, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconChartBar,
  IconClipboardCheck,
  IconFileAnalytics,
  IconSparkles,
  IconTool,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { canOpenDashboard, paths, type AccessLevel, type OrgSettings } from '@envirotrack/shared';
import classes from './home.module.css';

interface Tile {
  title: string;
  /** The screen it will open; tiles become links when their screens exist. */
  to: string;
  description: string;
  icon: ReactNode;
  color: string;
  visible?: (level: AccessLevel, settings: OrgSettings, orgId: number | null) => boolean;
  /** The screen exists: the tile links to it instead of saying 'Coming soon'. */
  available?: boolean;
}

/** Spec 1 §2 home page tiles, in spec order. */
const tiles: Tile[] = [
  {
    title: "Env'l Inspections",
    to: paths.inspections,
    description: 'Fill in the environmental inspection forms of your plants.',
    icon: <IconClipboardCheck size={24} />,
    color: 'green',
    available: true,
  },
  {
    title: 'HouseKeeping',
    to: paths.housekeeping,
    description: 'Complete the housekeeping checklists, plant by plant.',
    icon: <IconSparkles size={24} />,
    color: 'teal',
    visible: (_level, settings) => !settings.hideHousekeeping,
    available: true,
  },
  {
    title: 'Form Summary',
    to: paths.summaryReports,
    description: 'See which forms are done for each period.',
    icon: <IconFileAnalytics size={24} />,
    color: 'blue',
    available: true,
  },
  {
    title: 'Dashboard',
    to: paths.dashboard,
    description: 'Compliance at a glance across your plants.',
    icon: <IconChartBar size={24} />,
    color: 'violet',
    visible: (level, _settings, orgId) => canOpenDashboard(level, orgId),
    available: true,
  },
  {
    title: 'Maintenance',
    to: paths.maintenance,
    description: 'Manage plants, their forms and point sources.',
    icon: <IconTool size={24} />,
    color: 'orange',
    available: true,
  },
];

interface WorkspaceTilesProps {
  level: AccessLevel;
  settings: OrgSettings;
  /** The organisation acted in (null: an L1 user in All). */
  orgId: number | null;
}

/** The product's hub: tiles of screens that exist link to them; the others say they are coming. */
export function WorkspaceTiles({ level, settings, orgId }: WorkspaceTilesProps) {
  const shown = tiles.filter((tile) => tile.visible?.(level, settings, orgId) ?? true);
  return (
    <SimpleGrid
      component="ul"
      aria-label="Workspace"
      cols={{ base: 1, xs: 2, md: 3, lg: shown.length }}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {shown.map((tile) => (
        <li key={tile.to}>
          <TileCard tile={tile} />
        </li>
      ))}
    </SimpleGrid>
  );
}

function TileCard({ tile }: { tile: Tile }) {
  const content = (
    <>
      <ThemeIcon size={48} radius="md" variant="light" color={tile.color} className={classes.tileIcon}>
        {tile.icon}
      </ThemeIcon>
      <Title order={3} fz="md" fw={650} className={classes.tileTitle}>
        {tile.title}
      </Title>
      {tile.available ? (
        <Text c="gray.5" lh={0} className={classes.tileBadge}>
          <IconArrowRight size={18} aria-hidden="true" />
        </Text>
      ) : (
        <Badge variant="light" color="gray" size="sm" radius="sm" className={classes.tileBadge}>
          Coming soon
        </Badge>
      )}
      <Text size="sm" c="dimmed" className={classes.tileText}>
        {tile.description}
      </Text>
    </>
  );
  if (!tile.available) {
    return (
      <Paper withBorder radius="lg" p="lg" className={classes.tile}>
        {content}
      </Paper>
    );
  }
  // The link card's hover and focus styles on the tile's grid.
  return (
    <Paper
      component={Link}
      to={tile.to}
      withBorder
      radius="lg"
      p="lg"
      className={`${classes.tile} ${classes.linkCard}`}
      style={{ display: 'grid' }}
    >
      {content}
    </Paper>
  );
}
