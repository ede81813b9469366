import { Group, Text } from '@mantine/core';
import { formatMoment, messages } from '@envirotrack/shared';
import { Logo } from '../../components/logo';
import type { Session } from '../../lib/session';
import classes from './layout.module.css';

/** Shown only on paper: the product, the organisation and when the page was printed. */
export function PrintHeader({ session, headerText }: { session: Session; headerText: string }) {
  const organisation = session.orgId === null ? messages.allOrganisations : session.orgName;
  return (
    <div className={classes.printHeader} aria-hidden="true">
      <Group justify="space-between" align="flex-end">
        <Logo size={28} />
        <div style={{ textAlign: 'right' }}>
          <Text fw={600}>{organisation}</Text>
          {headerText && <Text size="xs">{headerText}</Text>}
          <Text size="xs">Printed {formatMoment(new Date())}</Text>
        </div>
      </Group>
    </div>
  );
}
