import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Group, Text } from '@mantine/core';
import { formatMoment, messages } from '@envirotrack/shared';
import { Logo } from '../../components/logo';
import type { Session } from '../../lib/session';
import classes from './layout.module.css';

/**
 * The moment the page goes to paper, taken when printing starts (the browser's `beforeprint`, or the print
 * media query turning on), not when the page was opened hours before. Until then nothing: the zone's clock
 * costs a slow phone ~40 ms to set up, which the first screen should not spend on a hidden header.
 */
function usePrintMoment(): string | null {
  const [moment, setMoment] = useState<string | null>(null);
  useEffect(() => {
    const take = () => flushSync(() => setMoment(formatMoment(new Date())));
    const print = window.matchMedia('print');
    const onMedia = (event: MediaQueryListEvent) => {
      if (event.matches) take();
    };
    window.addEventListener('beforeprint', take);
    print.addEventListener('change', onMedia);
    return () => {
      window.removeEventListener('beforeprint', take);
      print.removeEventListener('change', onMedia);
    };
  }, []);
  return moment;
}

/** Shown only on paper: the product, the organisation and when the page was printed. */
export function PrintHeader({ session, headerText }: { session: Session; headerText: string }) {
  const organisation = session.orgId === null ? messages.allOrganisations : session.orgName;
  const printed = usePrintMoment();
  return (
    <div className={classes.printHeader} aria-hidden="true">
      <Group justify="space-between" align="flex-end">
        <Logo size={28} />
        <div style={{ textAlign: 'right' }}>
          <Text fw={600}>{organisation}</Text>
          {headerText && <Text size="xs">{headerText}</Text>}
          {printed && <Text size="xs">Printed {printed}</Text>}
        </div>
      </Group>
    </div>
  );
}
