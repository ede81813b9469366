import { Loader, Modal, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { FlagEvidence } from '@envirotrack/shared';
import { useAuthorizedObjectUrl } from '../../lib/use-file-url';
import classes from './evidence-photo.module.css';

/**
 * The photo kept with a flag's follow-up: a thumbnail (fetched with the session, as stored files are served)
 * that opens the picture full size.
 */
export function EvidencePhoto({ evidence, label }: { evidence: FlagEvidence; label: string }) {
  const { src, failed } = useAuthorizedObjectUrl(evidence.url);
  const [opened, { open, close }] = useDisclosure(false);
  const name = `${label}: ${evidence.fileName}`;
  if (failed) return null;
  return (
    <>
      <UnstyledButton
        className={classes.thumbnail}
        onClick={open}
        aria-label={`Open ${name}`}
        disabled={!src}
      >
        {src ? <img src={src} alt={name} /> : <Loader size="xs" aria-label={`Loading ${name}`} />}
      </UnstyledButton>
      <Modal opened={opened} onClose={close} title={name} size="xl" centered>
        {src && <img src={src} alt={name} className={classes.full} />}
      </Modal>
    </>
  );
}
