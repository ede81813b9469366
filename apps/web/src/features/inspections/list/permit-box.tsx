import { Badge, Divider, Paper, Stack } from '@mantine/core';
import type { PermitType, PlantInspectionForm } from '@envirotrack/shared';
import { PermitHeading } from '../../../components/permit-heading';
import { FrequencySection } from './frequency-section';
import type { PlantPointSource } from '../../../components/open-form';
import type { SectionView } from './use-plant-sections';

interface PermitBoxProps {
  permitType: PermitType;
  sections: SectionView[];
  todayIso: string;
  onDateChange: (section: SectionView, isoDate: string) => void;
  onOpen: (form: PlantInspectionForm, section: SectionView, pointSource: PlantPointSource | null) => void;
}

/** One 'Permit Type - X' box of the plant modal: its frequencies, each with its date and forms. */
export function PermitBox({ permitType, sections, todayIso, onDateChange, onOpen }: PermitBoxProps) {
  const count = sections.reduce((sum, section) => sum + section.forms.length, 0);
  return (
    <Paper withBorder radius="md" component="section" aria-label={`Permit Type - ${permitType}`}>
      <PermitHeading permitType={permitType}>
        <Badge variant="light" color="gray" radius="sm">
          {count}
        </Badge>
      </PermitHeading>
      <Stack gap={0}>
        {sections.map((section, index) => (
          <div key={section.frequency}>
            {index > 0 && <Divider color="gray.2" />}
            <FrequencySection
              section={section}
              todayIso={todayIso}
              onDateChange={(isoDate) => onDateChange(section, isoDate)}
              onOpen={(form, pointSource) => onOpen(form, section, pointSource)}
            />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
