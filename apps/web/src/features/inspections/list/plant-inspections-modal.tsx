import { useState } from 'react';
import { Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { inspectionMessages, type InspectionType } from '@envirotrack/shared';
import { ErrorView } from '../../../components/error-view';
import type { OpenFormInput } from '../../../components/open-form';
import { PermitBox } from './permit-box';
import { byPermit } from './plant-form-sections';
import { usePlantSections } from './use-plant-sections';

interface PlantInspectionsModalProps {
  /** plants.id of the open plant; null when closed. */
  plantId: number | null;
  opened: boolean;
  /** The Plant ID the address carries, for the title until the plant has loaded. */
  plantLabel: string;
  /** ISO; the date the sections start at when their pickers allow it. */
  date: string | null;
  inspectionType: InspectionType;
  onClose: () => void;
  /** False while a question asked over the modal is open: Escape is the question's. */
  closeOnEscape?: boolean;
  onDateChange: (isoDate: string) => void;
  onOpenForm: (input: OpenFormInput) => void;
}

/** 'Plant Info for Plant Id ...': the plant's forms of one inspection type, by permit type and frequency. */
export function PlantInspectionsModal({
  plantId,
  opened,
  onClose,
  closeOnEscape = true,
  ...content
}: PlantInspectionsModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  // Keeps the content while the modal fades out after the address lost the plant.
  const [shownId, setShownId] = useState(plantId);
  if (plantId !== null && plantId !== shownId) setShownId(plantId);

  return (
    <Modal.Root opened={opened} onClose={onClose} closeOnEscape={closeOnEscape} size="xl" fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content>
        {shownId !== null && <PlantInspections key={shownId} plantId={shownId} {...content} />}
      </Modal.Content>
    </Modal.Root>
  );
}

type PlantInspectionsProps = Omit<
  PlantInspectionsModalProps,
  'plantId' | 'opened' | 'onClose' | 'closeOnEscape'
> & {
  plantId: number;
};

function PlantInspections({ plantId, plantLabel, date, inspectionType, ...actions }: PlantInspectionsProps) {
  const { base, sections, todayIso, setSectionDate } = usePlantSections(plantId, inspectionType, date);
  const plant = base.data?.plant;

  return (
    <>
      <Modal.Header>
        <Modal.Title fw={650} fz="lg">
          {inspectionMessages.plantInfoTitle(plant?.plantId ?? plantLabel)}
        </Modal.Title>
        <Modal.CloseButton aria-label="Close" />
      </Modal.Header>
      <Modal.Body>
        {base.isPending ? (
          <Group justify="center" py="xl" aria-busy="true">
            <Loader size="sm" />
          </Group>
        ) : !plant ? (
          <ErrorView onRetry={() => void base.refetch()} />
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {plant.plantName} · {plant.regionName} · {plant.facilityType}
            </Text>
            {sections.length === 0 ? (
              <Text ta="center" c="dimmed" py="xl">
                {inspectionMessages.noInspections}
              </Text>
            ) : (
              byPermit(sections).map(([permitType, ofPermit]) => (
                <PermitBox
                  key={permitType}
                  permitType={permitType}
                  sections={ofPermit}
                  todayIso={todayIso}
                  onDateChange={(section, isoDate) => {
                    setSectionDate(section, isoDate);
                    actions.onDateChange(isoDate);
                  }}
                  onOpen={(form, section, pointSource) =>
                    actions.onOpenForm({ plant, form, date: section.date, pointSource, inspectionType })
                  }
                />
              ))
            )}
          </Stack>
        )}
      </Modal.Body>
    </>
  );
}
