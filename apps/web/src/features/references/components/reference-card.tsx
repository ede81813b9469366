import { ActionIcon, Card, Checkbox, Text, Tooltip } from '@mantine/core';
import { IconLink, IconTrash } from '@tabler/icons-react';
import type { Reference } from '@envirotrack/shared';
import { AttachmentIcon } from '../../../components/attachment-icon';
import { LogoMark } from '../../../components/logo';
import { useAuthorizedObjectUrl } from '../../../lib/use-file-url';
import classes from './references.module.css';

interface ReferenceCardProps {
  reference: Reference;
  /** The reference_delete permission: selection and the hover delete (never for built-ins). */
  mayDelete: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onOpen: () => void;
  onDelete: () => void;
}

function Thumbnail({ reference }: { reference: Reference }) {
  const banner = useAuthorizedObjectUrl(reference.referenceBanner);
  if (banner.src) return <img src={banner.src} alt="" />;
  if (!reference.isDeletable) return <LogoMark size={64} />;
  if (reference.referenceLink) return <IconLink size={56} stroke={1.4} aria-hidden="true" />;
  return (
    <AttachmentIcon fileName={reference.referenceFileName ?? `file.${reference.referenceExt}`} size={64} />
  );
}

/**
 * One reference (spec 3 §2.11): its banner (or the type's icon, the product logo for built-ins) and title.
 * A link opens in a new tab; a file opens (PDF) or downloads through `onOpen`.
 */
export function ReferenceCard({
  reference,
  mayDelete,
  selected,
  onSelect,
  onOpen,
  onDelete,
}: ReferenceCardProps) {
  const title = reference.referenceTitle;
  const deletable = mayDelete && reference.isDeletable;
  const body = (
    <>
      <div className={classes.thumb}>
        <Thumbnail reference={reference} />
      </div>
      <Text fw={600} mt="sm" lineClamp={2} title={title}>
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {reference.referenceLink ? 'Link' : reference.referenceExt.toUpperCase()}
        {reference.isDeletable ? '' : ' · Built-in'}
      </Text>
    </>
  );
  return (
    <Card withBorder radius="md" padding="sm" className={classes.card} component="li">
      {deletable && (
        <Checkbox
          className={classes.select}
          aria-label={`Select ${title}`}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
      )}
      {deletable && (
        <Tooltip label="Delete" openDelay={400}>
          <ActionIcon
            className={classes.delete}
            color="red"
            variant="filled"
            aria-label={`Delete ${title}`}
            onClick={onDelete}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {reference.referenceLink ? (
        <a className={classes.open} href={reference.referenceLink} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        <button type="button" className={classes.open} onClick={onOpen}>
          {body}
        </button>
      )}
    </Card>
  );
}
