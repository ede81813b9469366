import type { ReactNode } from 'react';
import { Divider, Group, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingFactory, IconDroplet, IconRecycle, IconWind } from '@tabler/icons-react';

type PermitIcon = typeof IconDroplet;

const icons: Record<string, PermitIcon> = {
  Water: IconDroplet,
  Air: IconWind,
  Waste: IconRecycle,
  Others: IconBuildingFactory,
};
const colours: Record<string, string> = { Water: 'blue', Air: 'cyan', Waste: 'orange', Others: 'grape' };

/** The icon and colour of a permit type, as the inspection types screen shows them. */
export const permitStyle = (permitType: string) => ({
  Icon: icons[permitType] ?? IconBuildingFactory,
  color: colours[permitType] ?? 'gray',
});

/** Spec 2 §2.6: Water forms count outfalls, the others point sources. */
export const pointSourceNoun = (permitType: string) =>
  permitType === 'Water' ? 'Outfall(s)' : 'Point Source(s)';

/** The head of a permit type's box: 'Permit Type - Water' with its icon, and a badge on the right. */
export function PermitHeading({ permitType, children }: { permitType: string; children?: ReactNode }) {
  const { Icon, color } = permitStyle(permitType);
  return (
    <>
      <Group justify="space-between" px="md" py="sm" gap="sm" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color={color} size={34} radius="md">
            <Icon size={19} />
          </ThemeIcon>
          <Title order={3} fz="md">
            Permit Type - {permitType}
          </Title>
        </Group>
        {children}
      </Group>
      <Divider />
    </>
  );
}
